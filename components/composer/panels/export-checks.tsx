"use client";

import { InstallLinkList } from "@/components/export/install-link-list";
import type { InstallLink, LintFinding } from "@/lib/casts/export";

const LINK =
  "border-border-strong hover:bg-bg-muted inline-flex items-center rounded-md border px-2 py-1 text-xs font-medium";

/** The export's lint findings (each names the documented rule), and the install or open links for its file. */
export function ExportChecks({
  findings,
  links,
  content,
}: {
  readonly findings: readonly LintFinding[];
  readonly links: readonly InstallLink[];
  readonly content: string;
}) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <InstallLinkList links={links} copy={{ text: content }} linkClassName={LINK} />
      </div>
      {findings.length === 0 ? (
        <p className="text-fg-subtle text-xs" data-testid="export-lint-clean">
          Checked against the format&apos;s documented rules: no findings.
        </p>
      ) : (
        <ul className="space-y-1 text-xs" aria-label="Lint findings">
          {findings.map((finding) => (
            <li
              key={`${finding.rule}:${finding.file}:${finding.message}`}
              data-testid="export-finding"
              data-severity={finding.severity}
              className={finding.severity === "error" ? "text-danger" : "text-fg-muted"}
            >
              <strong>{finding.severity === "error" ? "Error" : "Warning"}</strong> {finding.rule} (
              {finding.file}): {finding.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
