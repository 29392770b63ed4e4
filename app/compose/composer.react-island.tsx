// The composer page's island. The build renders the empty composer (components/composer/composer-skeleton.tsx),
// so a link with no query runs nothing at load: React and the composer load when the reader first points
// at, touches or tabs into it (islands/wake.ts), and take the markup over where the reader left it
// (composer-mount.browser.tsx). A link with a query, or a role handed over from /open-roles (the
// picker then lists it), starts the composer at once.
import { hasStoredLocalRole } from "@/lib/site/storage/local-role-key";

import { importWithPreparedErrors } from "@/islands/react-dom-errors";
import { afterFirstPaint, onApproach } from "@/islands/wake";

const entryUrl = import.meta.url;

/**
 * Site paths of the chunks this island may import() at once: postbuild writes them on its script as
 * `data-lazy-modules` (postbuild/islands.ts: islandChunks).
 */
function lazyModules(): string[] {
  const script = [...document.querySelectorAll<HTMLScriptElement>("script[data-lazy-modules]")].find(
    (candidate) => candidate.src === entryUrl,
  );
  return (script?.dataset["lazyModules"] ?? "").split(" ").filter(Boolean);
}

/** A `<link rel="modulepreload">` for each of `hrefs`, so the chunks they import arrive beside them. */
function preload(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

const root = document.querySelector<HTMLElement>("[data-composer-root]");
if (root) {
  const start = (now: boolean) => {
    // The composer's code and every chunk it imports download side by side, not one level at a time.
    preload(lazyModules());
    void importWithPreparedErrors(() => import("./composer-mount.browser")).then(({ startComposer }) =>
      startComposer(root, now),
    );
  };
  if (window.location.search !== "" || hasStoredLocalRole()) {
    const hint = root.querySelector("[data-composer-hint]");
    if (hint) hint.textContent = "Loading the composer…";
    root.querySelector("[data-composer-prerendered]")?.setAttribute("aria-busy", "true");
    // The composer's chunks, requested before the first paint, held it back (on a slow link, until
    // they had all arrived; Lighthouse's first paint on a link with a query went from ~0.8 to ~1.8 s in
    // two runs of five).
    afterFirstPaint(() => start(true));
  } else onApproach(root, () => start(false));
}
