import { formatFindingPlace, hasPackErrors, lintPackText, type PackFinding } from "../../lib/casts";
import { escapeLine } from "../../lib/casts/core/echo";
import { firstOf, moreLine } from "../../lib/casts/core/shown-list";
import { packStem, readTextFile } from "../../lib/casts/node";
import { parseCommandArgs, takePositionals } from "../args";
import { jsonText, type Command } from "../command";
import { EXIT } from "../context";

export const checkPackCommand: Command = {
  name: "check-pack",
  summary: "Validate a pack file against the catalog.",
  usage: "casts check-pack <file> [--json]",
  details: `Reads the pack YAML (ADR D4 shape) and prints the pack lab's findings, each with its
place (line:column), its severity and a one-line fix. Errors: invalid YAML or pack shape,
unknown roles or modes, default modes outside modes_allow, conflicting default modes.
Warnings: inactive roles still listed, roles without a policy, catalog roles without an entry.

Exit status:
  0  no errors (one OK line, or the warnings, on stdout)
  1  the file cannot be read (one line on stderr), or it has errors
     (one line per finding on stdout, the first 100 then "…and N more"; a count on stderr)

Options:
  --json      print {"file", "pack", "roles", "errors", "warnings", "findings": [{code, severity,
              role, mode?, message, fix, path?, line?, column?}]}, every finding
  -h, --help  show this help

Example:
  casts check-pack packs/default.yaml`,
  run(args, { out, err }) {
    const { values, positionals } = parseCommandArgs("check-pack", args, { json: { type: "boolean" } });
    const [file = ""] = takePositionals("check-pack", positionals, ["the pack file"]);
    const text = readTextFile(file);
    const stem = packStem(file);
    const { pack, findings } = lintPackText(text, { name: stem, nameFrom: "the file name" });
    const roles = pack?.roles().length ?? 0;
    const errors = findings.filter((finding) => finding.severity === "error").length;
    const warnings = findings.length - errors;
    // A pack that did not load is named as a loaded one would be: by its file's stem.
    const name = pack?.name ?? stem;
    // The file and a name from its stem are printed escaped (a tab, a bidi override); --json has them raw.
    const shownFile = escapeLine(file);
    const shownName = escapeLine(name);
    if (values.json) out(jsonText({ file, pack: pack?.name ?? null, roles, errors, warnings, findings }));
    else if (findings.length === 0)
      out(`${shownFile}: OK (pack '${shownName}', ${roles} roles, no findings)\n`);
    else {
      // The first 100 findings and a count of the rest (--json lists every one).
      const { shown, more } = firstOf(findings);
      out(
        shown.map((finding) => findingLines(shownFile, finding)).join("") +
          (more > 0 ? `${moreLine(more)}\n` : ""),
      );
    }
    if (findings.length === 0) return EXIT.OK;
    const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
    err(
      `casts: ${shownFile}: ${count(errors, "error")}, ${count(warnings, "warning")} in pack '${shownName}'\n`,
    );
    return hasPackErrors(findings) ? EXIT.INPUT : EXIT.OK;
  },
};

/**
 * `file:line:column: severity CODE: message`, then the fix indented on its own line; `file` comes
 * escaped, and the message and fix are escaped here (each finding stays on its two lines).
 */
function findingLines(file: string, finding: PackFinding): string {
  const place = finding.line === undefined ? "" : `:${formatFindingPlace(finding)}`;
  return `${file}${place}: ${finding.severity} ${finding.code}: ${escapeLine(finding.message)}\n  fix: ${escapeLine(finding.fix)}\n`;
}
