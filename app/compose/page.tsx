import type { Metadata } from "next";
import { Suspense } from "react";
import { preload } from "react-dom";

import { Composer } from "@/components/composer/composer";
import { ComposerSkeleton } from "@/components/composer/composer-skeleton";
import { COMPOSER_DATA_URL } from "@/lib/composer/composer-data-codec";

export const metadata: Metadata = {
  title: "Profile composer",
  description:
    "Compose a LionAGI role with ordered reasoning modes: catch mode conflicts, then copy the exact system message, runtime prompt, emission schema and profile YAML.",
};

export default function ComposePage() {
  // The island fetches its data from a static JSON file; start the download with the page.
  preload(COMPOSER_DATA_URL, { as: "fetch", crossOrigin: "anonymous" });
  return (
    <>
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight">Profile composer</h1>
        <p className="mt-2 text-fg-muted">
          Pick a role, add reasoning modes in order and see exactly what ships: the system message, the prompt the runtime sends with the
          pack&apos;s policy, the emission contract and the profile YAML. The link always holds the composition, so sharing it shares this
          view.
        </p>
      </header>
      {/* The composer reads the URL and its data in the browser; the skeleton is the prerendered HTML. */}
      <Suspense fallback={<ComposerSkeleton />}>
        <Composer />
      </Suspense>
    </>
  );
}
