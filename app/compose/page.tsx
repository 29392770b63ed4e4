import type { Metadata } from "next";
import { preload } from "react-dom";

import { ComposerSkeleton } from "@/components/composer/composer-skeleton";
import { sitePackHref } from "@/lib/site/build/site-source";
import { composerPayload } from "@/lib/composer/build/composer-payload";
import { COMPOSER_INDEX_URL } from "@/lib/composer/payload";

export const metadata: Metadata = {
  title: "Profile composer",
  description:
    "Compose a LionAGI role with ordered reasoning modes: catch mode conflicts, then copy the exact system message, runtime prompt, emission schema and profile YAML.",
};

export default async function ComposePage() {
  // The island fetches its data from a static JSON file; start the download with the page, behind
  // what the first paint needs (the skeleton is complete without it).
  preload(COMPOSER_INDEX_URL, { as: "fetch", crossOrigin: "anonymous", fetchPriority: "low" });
  const dev = await devComposer();
  return (
    <>
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight">Profile composer</h1>
        <p className="text-fg-muted mt-2">
          Pick a role, add reasoning modes in order and see exactly what ships: the system message, the prompt
          the runtime sends with the pack&apos;s policy, the emission contract and the profile YAML. The link
          always holds the composition, so sharing it shares this view.
        </p>
      </header>
      {/* The empty composer, rendered here; the island (app/compose/composer.react-island.tsx) takes it
          over when the reader reaches for it, or at once for a link with a query. */}
      {dev ?? (
        <div data-island="composer" data-composer-root>
          <ComposerSkeleton packHref={sitePackHref()} roleCount={composerPayload().roles.length} />
        </div>
      )}
    </>
  );
}

/**
 * `npm run dev` only. Imported in a branch the production build drops (Next inlines NODE_ENV), so the
 * composer's client code, and the model SDKs behind its run panel, stay out of `next build`'s module
 * graph: it would compile them for the server and the browser, and nothing it builds from them ships.
 */
async function devComposer() {
  if (process.env.NODE_ENV !== "development") return null;
  const [{ DevIsland }, { Composer }] = await Promise.all([
    import("@/components/site/dev-island"),
    import("@/components/composer/composer"),
  ]);
  return (
    <DevIsland skeleton={<ComposerSkeleton />}>
      <Composer />
    </DevIsland>
  );
}
