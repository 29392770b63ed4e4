import type { PackFinding } from "@/lib/casts";

import { AnchorHeading } from "./anchor-heading";

const CHECKS = [
  "every role in the pack exists in the catalog",
  "every mode it names exists",
  "every default mode is inside the role's allow list, when it has one",
  "no role's default modes conflict with each other",
  "every catalog role has an entry",
] as const;

/** The result of validatePack on the default pack: a clean bill, or each finding with its path. */
export function PackHealth({
  findings,
  roles,
}: {
  readonly findings: readonly PackFinding[];
  readonly roles: number;
}) {
  return (
    <section aria-labelledby="pack-health">
      <AnchorHeading id="pack-health" label="Pack health" />
      {findings.length === 0 ? (
        <div className="border-success/30 bg-success-soft/60 rounded-lg border p-4" data-testid="pack-health">
          <p className="text-success font-medium">No findings: validatePack passes for all {roles} roles.</p>
          <p className="text-fg-muted mt-1 text-sm">Checked at build time: {CHECKS.join("; ")}.</p>
        </div>
      ) : (
        <div className="border-warning/40 bg-warning-soft/60 rounded-lg border p-4" data-testid="pack-health">
          <p className="text-warning font-medium">
            {findings.length} {findings.length === 1 ? "finding" : "findings"} from validatePack
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {findings.map((finding) => (
              <li key={`${finding.code}:${finding.message}`}>
                <code className="bg-bg mr-2 rounded px-1.5 py-0.5 font-mono text-xs">{finding.code}</code>
                <span className="font-mono text-[13px]">{finding.message}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
