import type { Metadata } from "next";

import { AnchorHeading } from "@/components/catalog/anchor-heading";
import { ModeCards } from "@/components/catalog/mode-card";
import { ConflictList, ModeMatrix, ModeMatrixLegend } from "@/components/catalog/mode-matrix";
import { ModeTable } from "@/components/catalog/mode-table";
import { PageHeader } from "@/components/catalog/page-header";
import { getModeSummaries } from "@/lib/site/build/catalog-data";

export const metadata: Metadata = {
  title: "Modes",
  description:
    "All 14 casts reasoning modes, the phase each acts in, which modes pair well, and the conflict matrix that says which cannot be composed together.",
};

export default function ModesPage() {
  const modes = getModeSummaries();
  return (
    <>
      <PageHeader
        title="Modes"
        lead="A mode appends reasoning instructions to a role's system message. A profile may stack several, in order, as long as no two of them conflict."
      />
      <section aria-labelledby="matrix">
        <AnchorHeading id="matrix" label="Conflict matrix" />
        <p className="text-fg-muted mb-4 max-w-3xl">
          Read across a row: a cross means the two modes cannot share a profile, because they demand opposite
          pacing. Dots and triangles show the partners each mode&apos;s description recommends.{" "}
          <span className="pointer-coarse:hidden">Hover a cell for its meaning; </span>
          <span className="hidden pointer-coarse:inline">
            On a touch screen, scroll the picture sideways;{" "}
          </span>
          the table below the picture says the same in words.
        </p>
        <ConflictList modes={modes} />
        <figure className="border-border bg-bg rounded-xl border p-3 sm:p-5">
          {/* Full size on phones too (12 px labels), scrolled sideways rather than shrunk. */}
          <div className="overflow-x-auto" role="region" aria-label="Mode compatibility matrix" tabIndex={0}>
            <ModeMatrix modes={modes} />
          </div>
          <figcaption className="border-border mt-4 border-t pt-4">
            <ModeMatrixLegend />
          </figcaption>
        </figure>
        <AnchorHeading as="h3" id="matrix-table" label="The matrix as a table" />
        <ModeTable modes={modes} />
      </section>
      <section aria-labelledby="all-modes">
        <AnchorHeading id="all-modes" label="All modes" />
        <ModeCards modes={modes} />
      </section>
    </>
  );
}
