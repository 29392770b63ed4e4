import type { Metadata } from "next";
import { Suspense } from "react";

import { Composer } from "@/components/composer/composer";
import { ComposerSkeleton } from "@/components/composer/composer-skeleton";
import { loadComposerData } from "@/lib/composer/load-composer-data";

export const metadata: Metadata = {
  title: "Profile composer",
  description:
    "Compose a LionAGI role with ordered reasoning modes: catch mode conflicts, then copy the exact system message, runtime prompt, emission schema and profile YAML.",
};

export default function ComposePage() {
  const data = loadComposerData();
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
      {/* useSearchParams renders the composer in the browser; the skeleton is the prerendered HTML. */}
      <Suspense fallback={<ComposerSkeleton />}>
        <Composer data={data} />
      </Suspense>
    </>
  );
}
