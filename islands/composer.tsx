// The composer page's island: mounts the React composer over its prerendered skeleton.
// React renders in a transition, so the first render yields to input instead of blocking the page.
import { startTransition, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";

import { Composer } from "@/components/composer/composer";
import { ComposerSkeleton } from "@/components/composer/composer-skeleton";

const container = document.querySelector<HTMLElement>("[data-composer-root]");
if (container) {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Suspense fallback={<ComposerSkeleton />}>
          <Composer />
        </Suspense>
      </StrictMode>,
    );
  });
}
