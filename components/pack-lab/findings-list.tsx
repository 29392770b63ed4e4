import { moreLine } from "@/lib/casts/core/shown-list";
import { shownFindings, type LabFinding, type PackEdit } from "@/lib/pack-lab/pack-findings";

interface FindingsProps {
  readonly findings: readonly LabFinding[];
  /** Absent in the build's markup, which has no behaviour (components/pack-lab/pack-lab-view.tsx). */
  readonly onJump?: ((line: number, column: number) => void) | undefined;
  /** Applies a certain fix to the pack text. */
  readonly onFix?: ((edit: PackEdit) => void) | undefined;
}

/**
 * Errors first, each with its code, place (a button that moves the cursor there), fix and, where the
 * fix is certain, a button that applies it; then the warnings, grouped by code and folded when many.
 * Each list shows its first 100 findings and a line counting the rest.
 */
export function FindingsList({ findings, onJump, onFix }: FindingsProps) {
  if (findings.length === 0) {
    return (
      <p data-testid="pack-clean" className="text-success text-sm font-medium">
        No findings: the runtime will load this pack as written.
      </p>
    );
  }
  const { errors, warnings } = shownFindings(findings);
  return (
    <div className="space-y-3 text-sm">
      {errors.shown.length > 0 ? (
        <ul className="space-y-2" aria-label="Errors">
          {errors.shown.map((finding, index) => (
            <FindingItem
              key={`${finding.code}-${finding.path ?? ""}-${index}`}
              {...{ finding, onJump, onFix }}
            />
          ))}
          <MoreItem more={errors.more} />
        </ul>
      ) : null}
      {warnings.map((group) => (
        <details
          key={group.code}
          open={group.findings.length <= 3}
          data-testid="pack-warning-group"
          data-code={group.code}
          className="border-warning/40 bg-warning-soft/30 rounded-md border"
        >
          <summary className="cursor-pointer px-2 py-1.5">
            <span className="font-medium">{group.summary}</span>{" "}
            <code className="text-fg-muted font-mono text-xs">{group.code}</code>
          </summary>
          <ul className="space-y-2 p-2 pt-0">
            {group.shown.map((finding, index) => (
              <FindingItem key={`${finding.path ?? ""}-${index}`} {...{ finding, onJump, onFix }} />
            ))}
            <MoreItem more={group.more} />
          </ul>
        </details>
      ))}
    </div>
  );
}

/** The line after a capped list: how many findings were not shown. */
function MoreItem({ more }: { readonly more: number }) {
  if (more === 0) return null;
  return (
    <li data-testid="pack-findings-more" className="text-fg-muted px-2">
      {moreLine(more)} (fix these first, or check the whole pack with <code>casts check-pack</code>)
    </li>
  );
}

function FindingItem({
  finding,
  onJump,
  onFix,
}: { readonly finding: LabFinding } & Pick<FindingsProps, "onJump" | "onFix">) {
  const { edit } = finding;
  return (
    <li
      data-testid="pack-finding"
      data-code={finding.code}
      data-severity={finding.severity}
      className={`rounded-md border p-2 ${finding.severity === "error" ? "border-danger/40 bg-danger-soft/50" : "border-warning/40 bg-bg"}`}
    >
      <div className="flex flex-wrap items-baseline gap-2">
        <code className="font-mono text-xs font-semibold">{finding.code}</code>
        <span className="text-fg-muted text-xs">{finding.severity}</span>
        {finding.line !== undefined ? (
          <button
            type="button"
            className="text-accent text-xs underline"
            onClick={onJump ? () => onJump(finding.line ?? 1, finding.column ?? 1) : undefined}
            data-testid="finding-place"
          >
            line {finding.line}, column {finding.column ?? 1}
          </button>
        ) : null}
      </div>
      <p className="mt-0.5 font-mono text-[13px] break-words">{finding.message}</p>
      {finding.suggestion ? (
        <p className="mt-1 flex flex-wrap items-center gap-2" data-testid="pack-suggestion">
          <span>
            Did you mean <code className="font-mono font-semibold">{finding.suggestion}</code>?
          </span>
          {edit ? (
            <button
              type="button"
              data-testid="pack-fix"
              onClick={onFix ? () => onFix(edit) : undefined}
              className="border-border-strong hover:bg-bg-muted rounded-md border px-2 py-0.5 text-xs font-medium"
            >
              Change to {edit.to}
            </button>
          ) : null}
        </p>
      ) : null}
      <p className="text-fg-muted mt-0.5">Fix: {finding.fix}</p>
    </li>
  );
}
