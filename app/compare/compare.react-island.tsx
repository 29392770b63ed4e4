// The /compare page's island. A link with no query shows the comparison the build made
// (app/compare/page.tsx) at once, and React loads only when the reader first points at, touches or tabs
// into it; what the reader picks or presses before React has taken over is done again on React's
// controls (early-actions.ts). Any other link (or a role handed over from /open-roles) mounts the
// comparison at once over the prerendered skeleton.
import { hasStoredLocalRole } from "@/lib/site/storage/local-role-key";

import { importWithPreparedErrors } from "@/islands/react-dom-errors";
import { onApproach } from "@/islands/wake";

import { recordEarlyActions } from "./early-actions";

function start(root: HTMLElement): void {
  const prerendered = root.querySelector<HTMLElement>("[data-compare-prerendered]");
  // Any parameter, even one the page does not read, is React's to read and report (compare-query.ts).
  const hasQuery = [...new URLSearchParams(window.location.search).keys()].length > 0;
  if (!prerendered || hasQuery || hasStoredLocalRole()) {
    prerendered?.remove();
    // The loading line shows until React draws, also where the first paint hid it (a role handed over
    // from /open-roles on a link with no query).
    root.querySelector("[data-compare-skeleton]")?.removeAttribute("data-compare-skeleton");
    void importWithPreparedErrors(() => import("./compare-mount.browser")).then(({ mountCompare }) =>
      mountCompare(),
    );
    return;
  }
  for (const child of [...root.children]) if (child !== prerendered) child.remove();
  const early = recordEarlyActions(prerendered);
  onApproach(root, () => {
    void importWithPreparedErrors(() => import("./compare-mount.browser")).then(({ takeOverCompare }) =>
      takeOverCompare(root, prerendered, early),
    );
  });
}

const root = document.querySelector<HTMLElement>("[data-compare-root]");
if (root) start(root);
