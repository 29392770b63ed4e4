// The composer page's island: mounts the React composer over its prerendered skeleton.
import { Suspense } from "react";

import { Composer } from "@/components/composer/composer";
import { keepPageIntro } from "@/components/composer/empty-state";
import { loadComposed, loadParts } from "@/components/composer/load-panels";
import { loadComposerData } from "@/components/composer/use-composer-data";

import { mountIsland } from "@/islands/mount";

/**
 * Adds a `<link rel="modulepreload">` for each chunk this island may import() at once: postbuild writes
 * their site paths on its script as `data-lazy-modules` (postbuild/islands.ts: islandChunks), so the
 * chunks those modules import arrive beside them instead of a round trip later.
 */
function preloadLazyModules(moduleUrl: string): void {
  const script = [...document.querySelectorAll<HTMLScriptElement>("script[data-lazy-modules]")].find(
    (candidate) => candidate.src === moduleUrl,
  );
  for (const href of (script?.dataset["lazyModules"] ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/** Runs `then` once the browser has painted the page (the frame after the next one has begun). */
function afterFirstPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

mountIsland("[data-composer-root]", (container) => {
  // The catalog data (and a linked role's text) is fetched now, not when React first renders.
  void loadComposerData();
  // A link with a query needs the lazy parts at once (the composition and its message, which its first
  // render waits for; the panels below the message; for a link with problems or a conflict, what the
  // first render waits for too: components/composer/composer.tsx), so their code downloads alongside
  // the catalog data, and so do the chunks those parts import. Asked for once the page is drawn: on a
  // fast connection the parts arrived, and ran, before the first paint and held it back (Lighthouse
  // with the Run panel open: 0.90 -> 0.93, median of three A/B pairs).
  if (window.location.search !== "")
    afterFirstPaint(() => {
      preloadLazyModules(import.meta.url);
      void loadComposed().catch(() => undefined);
      void loadParts().catch(() => undefined);
    });
  // While the composer loads, React shows the prerendered skeleton (components/composer/composer-skeleton.tsx)
  // as the page has it, so the island does not carry a second copy of its markup.
  const skeleton = <div className="contents" dangerouslySetInnerHTML={{ __html: container.innerHTML }} />;
  keepPageIntro(container);
  return (
    <Suspense fallback={skeleton}>
      <Composer />
    </Suspense>
  );
});
