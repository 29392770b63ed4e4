import type { PackFinding } from "@/lib/casts/validate-pack";

/** Each finding with its code, place (a button that moves the cursor there) and one-line fix. */
export function FindingsList({
  findings,
  onJump,
}: {
  readonly findings: readonly PackFinding[];
  readonly onJump: (line: number, column: number) => void;
}) {
  if (findings.length === 0) {
    return (
      <p data-testid="pack-clean" className="text-success text-sm font-medium">
        No findings: the runtime will load this pack as written.
      </p>
    );
  }
  return (
    <ul className="space-y-2 text-sm">
      {findings.map((finding, index) => (
        <li
          key={`${finding.code}-${finding.path ?? ""}-${index}`}
          data-testid="pack-finding"
          data-code={finding.code}
          data-severity={finding.severity}
          className={`rounded-md border p-2 ${finding.severity === "error" ? "border-danger/40 bg-danger-soft/50" : "border-warning/40 bg-warning-soft/50"}`}
        >
          <div className="flex flex-wrap items-baseline gap-2">
            <code className="font-mono text-xs font-semibold">{finding.code}</code>
            <span className="text-fg-muted text-xs">{finding.severity}</span>
            {finding.line !== undefined ? (
              <button
                type="button"
                className="text-accent text-xs underline"
                onClick={() => onJump(finding.line ?? 1, finding.column ?? 1)}
                data-testid="finding-place"
              >
                line {finding.line}, column {finding.column ?? 1}
              </button>
            ) : null}
          </div>
          <p className="mt-0.5 font-mono text-[13px] break-words">{finding.message}</p>
          <p className="text-fg-muted mt-0.5">Fix: {finding.fix}</p>
        </li>
      ))}
    </ul>
  );
}
