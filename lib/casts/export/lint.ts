// lintExport: every file of an export checked against its format's rule table (contract §7a). A
// finding names the rule (`<format>/<constraint>`, whose entry cites the documentation), how bad it is,
// the file and what is wrong; an export with an error finding is still written and shown.
import type { ExportFile } from "./context";
import { resolveTarget } from "./context";
import { FORMATS } from "./formats";
import type { LintFinding, LintRule } from "./formats/format";
import type { ExportTarget } from "./targets";

export type { LintFinding, LintRule, LintSeverity } from "./formats/format";

/** Findings for the files of one export (or a roster) to `target`, errors first, then by file. */
export function lintExport(target: ExportTarget | string, files: readonly ExportFile[]): LintFinding[] {
  const format = FORMATS[resolveTarget(target)];
  const findings: LintFinding[] = [];
  for (const file of files) {
    for (const entry of format.rules) {
      if (entry.applies && !entry.applies(file)) continue;
      for (const message of entry.check(file))
        findings.push({ rule: entry.id, severity: entry.severity, file: file.path, message });
    }
  }
  return findings.sort((a, b) => Number(a.severity === "warning") - Number(b.severity === "warning"));
}

/** A target's rule table (for documentation and tests). */
export function lintRules(target: ExportTarget): readonly LintRule[] {
  return FORMATS[target].rules;
}

/** Whether any finding is an error (`casts export --check` exits 1 then). */
export function hasLintErrors(findings: readonly LintFinding[]): boolean {
  return findings.some((finding) => finding.severity === "error");
}
