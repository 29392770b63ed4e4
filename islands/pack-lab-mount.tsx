import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { PackLab } from "@/components/pack-lab/pack-lab";

/** Mounts the lab over its prerendered placeholder; `workerUrl` is the island's own module. */
export function mountPackLab(workerUrl: string): void {
  const container = document.querySelector<HTMLElement>("[data-pack-lab-root]");
  if (!container) return;
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <PackLab workerUrl={workerUrl} />
      </StrictMode>,
    );
  });
}
