import type { Metadata } from "next";

import { PACK_BOX_SCRIPT } from "@/components/pack-lab/box-script";
import { PackLabView } from "@/components/pack-lab/pack-lab-view";
import type { PackLabReport } from "@/lib/pack-lab/analyse-pack";

import { sitePackReport } from "@/lib/site/build/site-pack-report";

export const metadata: Metadata = {
  title: "Pack lab",
  description:
    "Paste or open a pack YAML and see, as you type, every mistake LionAGI would only meet at run time, with its line, column and fix, and the effective configuration of every role.",
};

export default async function PackLabPage() {
  const { text, report } = sitePackReport();
  const dev = await devPackLab(text, report);
  return (
    <>
      <header className="mb-6 max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight">Pack lab</h1>
        <p className="text-fg-muted mt-2">
          Is your team&apos;s pack right? The lab finds the mistakes LionAGI would otherwise meet only at run time:
          unknown names, default modes the runtime would drop, conflicting defaults, inactive roles still listed
          and roles without a policy.{" "}
          {/* Editing needs the lab's code; without it the noscript note below says what the page is. */}
          <span data-js-only>
            Edit the pack here and the findings follow as you type; it stays in this browser.{" "}
          </span>
          <code>casts check-pack</code> prints the same findings.
        </p>
        <noscript>
          <p className="mt-2" data-testid="pack-lab-noscript">
            Below is this site&apos;s pack as it was checked when the site was built, read-only. Checking your
            own edits runs in your browser and needs JavaScript; <code>casts check-pack</code> works without
            it.
          </p>
        </noscript>
      </header>
      {dev ?? (
        // The build's render of the lab; the island hydrates it when the reader first reaches for it.
        // Its box is read-only until the script after it runs (components/pack-lab/box-script.ts).
        <>
          <div data-island="pack-lab" data-pack-lab-root data-island-fill>
            <PackLabView
              text={text}
              defaultText={text}
              report={report}
              checking={false}
              onlyChanged={false}
            />
          </div>
          <script dangerouslySetInnerHTML={{ __html: PACK_BOX_SCRIPT }} />
        </>
      )}
    </>
  );
}


/** `npm run dev` only, imported in a branch the production build drops (see app/compose/page.tsx). */
async function devPackLab(text: string, report: PackLabReport) {
  if (process.env.NODE_ENV !== "development") return null;
  const [{ DevIsland }, { PackLab }] = await Promise.all([
    import("@/components/site/dev-island"),
    import("@/components/pack-lab/pack-lab"),
  ]);
  // Checking on the page: dev has no worker bundle.
  return (
    <DevIsland skeleton={<p className="text-fg-muted">Loading the pack lab…</p>}>
      <PackLab workerUrl={null} defaultText={text} defaultReport={report} />
    </DevIsland>
  );
}
