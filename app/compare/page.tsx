import type { Metadata } from "next";
import { preload } from "react-dom";

import { CompareSkeleton } from "@/components/compare/compare-skeleton";
import { CompareView } from "@/components/compare/compare-view";
import { diffCommand } from "@/lib/compare-page/diff-command";
import { COMPOSER_INDEX_URL } from "@/lib/composer/payload";

import { defaultComparison } from "./default-comparison";

export const metadata: Metadata = {
  title: "Compare compositions",
  description:
    "Two compositions side by side: a line diff of their system messages with the source of every line, what each role, mode and policy section adds in characters and tokens, and the emission keys gained or lost.",
};

export default async function ComparePage() {
  preload(COMPOSER_INDEX_URL, { as: "fetch", crossOrigin: "anonymous", fetchPriority: "low" });
  const initial = defaultComparison();
  const dev = await devCompare();
  return (
    <>
      <header className="mb-6 max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight">Compare compositions</h1>
        <p className="text-fg-muted mt-2">
          What does adding a mode, or swapping one role for another, change in the prompt, and what does it
          cost? Every line of the diff names its source: the role body, a mode, or a section of the
          pack&apos;s policy. The link holds both compositions.
        </p>
      </header>
      {dev ?? (
        <div data-island="compare" data-compare-root data-island-fill>
          <div data-compare-skeleton>
            <CompareSkeleton />
          </div>
          {/* The comparison of a link with no query, made at build time: the first paint shows it on such
              a link (app/globals.css), and the island starts React only when the reader reaches for it
              (compare.react-island.tsx). Without JavaScript it is what the page shows, whatever the link
              asks for, so the note's command is made from the query it was drawn from. A browser that runs
              scripts never shows the note (and the island removes it as it starts), so it cannot disagree
              with a pair the reader picks later. */}
          <noscript>
            <p className="text-fg-muted mb-4 text-sm">
              Shown below: the first role, alone and with the first mode. Choosing other compositions needs
              JavaScript; on the command line, <code className="font-mono">{diffCommand(initial.query)}</code>{" "}
              prints this same diff, and any other pair is written the same way.
            </p>
          </noscript>
          <div data-compare-prerendered>
            <CompareView
              roles={initial.roles}
              modes={initial.modes}
              query={initial.query}
              problems={[]}
              comparison={initial.comparison}
              loading={false}
              labProblem={null}
              directoryProblem={null}
            />
          </div>
        </div>
      )}
    </>
  );
}

/** `npm run dev` only, imported in a branch the production build drops (see app/compose/page.tsx). */
async function devCompare() {
  if (process.env.NODE_ENV !== "development") return null;
  const [{ DevIsland }, { Compare }] = await Promise.all([
    import("@/components/site/dev-island"),
    import("@/components/compare/compare"),
  ]);
  return (
    <DevIsland skeleton={<CompareSkeleton />}>
      <Compare />
    </DevIsland>
  );
}
