import type { Metadata } from "next";

import { DevPackLab } from "@/components/pack-lab/dev-pack-lab";

export const metadata: Metadata = {
  title: "Pack lab",
  description:
    "Paste or open a pack YAML and see, as you type, every mistake LionAGI would only meet at run time, with its line, column and fix, and the effective configuration of every role.",
};

export default function PackLabPage() {
  return (
    <>
      <header className="mb-6 max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight">Pack lab</h1>
        <p className="text-fg-muted mt-2">
          Is your team&apos;s pack right? Edit it here and every finding appears as you type: unknown names,
          default modes the runtime would drop, conflicting defaults, inactive roles still listed and roles
          without a policy. The pack stays in this browser; <code>casts check-pack</code> prints the same
          findings.
        </p>
      </header>
      {process.env.NODE_ENV === "development" ? (
        <DevPackLab />
      ) : (
        <div data-island="pack-lab" data-pack-lab-root data-island-fill>
          <p className="text-fg-muted">
            Loading the pack lab…
            <noscript>
              {" "}
              The pack lab runs in your browser and needs JavaScript; <code>casts check-pack</code> works
              without it.
            </noscript>
          </p>
        </div>
      )}
    </>
  );
}
