import path from "node:path";

import { escapeLine } from "../../lib/casts/core/echo";
import {
  FORMAT_READERS,
  IMPORT_FORMATS,
  importAgents,
  isImportFormat,
  ZIP_LIMITS,
  type FileReport,
} from "../../lib/casts/import";
import {
  MAX_FOLDER_FILES,
  readImportInputs,
  writeImportedRoles,
  type WriteOutcome,
} from "../../lib/casts/node/import-files";
import { parseCommandArgs } from "../args";
import { jsonText, type Command } from "../command";
import { EXIT } from "../context";
import { UsageError } from "../errors";

const width = Math.max(...IMPORT_FORMATS.map((format) => format.length));
const FORMAT_LINES = IMPORT_FORMATS.map(
  (format) => `  ${format.padEnd(width)}  ${FORMAT_READERS[format].label}`,
).join("\n");
const MiB = 1024 * 1024;

export const importCommand: Command = {
  name: "import",
  summary: "Import agent definitions from other tools (Claude Code, Copilot, Cursor, …) as directory roles.",
  usage: "casts import <file|dir|zip>... --out <roles dir> [--from <format>] [--force] [--json]",
  details: `Reads each file (folders are walked, links inside them are not followed; .zip archives are
unpacked), detects its format by path and content, and writes one directory role per agent:
<roles dir>/<name>/description.md, system_prompt.md, and config.json with the agent's model and
tools as regular expressions (escaped: gpt-4.1 -> gpt-4\\.1). Role names are slugs of the agents'
names (Code Reviewer -> code-reviewer); two agents with one name get -2, -3, ...

Prints a report per file: the roles written, the fields mapped, the fields dropped and why, and
errors. A file that is not an agent definition (a README, an image, a request body, a promptfoo
config) is skipped, not an error. Nothing is written outside --out, and an existing role folder
(compared ignoring case) is replaced only with --force. The folder loads with
'make start CASTS_ROLES_DIR=<roles dir>' or 'casts list roles --roles <roles dir>'.

Formats (--from reads every markdown/TOML/YAML file as that format instead of detecting):
${FORMAT_LINES}

Limits: 1 MiB a file (INPUT_TOO_LARGE); a zip of at most ${ZIP_LIMITS.archiveBytes / MiB} MiB, ${ZIP_LIMITS.entries.toLocaleString("en-US")} entries
and ${ZIP_LIMITS.totalBytes / MiB} MiB unpacked (refused before unpacking); ${MAX_FOLDER_FILES.toLocaleString("en-US")} files a folder.

Options:
  --out <dir>        the roles folder to write into (created when missing; required)
  --from <format>    read every file as this format
  --force            replace role folders that already exist
  --json             print the report as JSON
  -h, --help         show this help

Examples:
  casts import .claude/agents --out roles
  casts import agents.zip --out imported --json
  casts import config/agents.yaml --from crewai --out roles --force

Exit status: 0 every file imported or skipped; 1 a file failed (the others are still imported);
2 bad usage.`,
  run(args, context) {
    const { values, positionals } = parseCommandArgs("import", args, {
      out: { type: "string" },
      from: { type: "string" },
      force: { type: "boolean" },
      json: { type: "boolean" },
    });
    if (positionals.length === 0) throw new UsageError("missing a file, folder or zip to import", "import");
    if (values.out === undefined) throw new UsageError("missing --out <roles dir>", "import");
    if (values.from !== undefined && !isImportFormat(values.from))
      throw new UsageError(
        `unknown format '${values.from}': expected one of ${IMPORT_FORMATS.join(", ")}`,
        "import",
      );
    const cwd = context.cwd ?? process.cwd();
    const { inputs, problems } = readImportInputs(positionals, cwd);
    const result = importAgents(inputs, values.from === undefined ? {} : { from: values.from });
    const out = path.resolve(cwd, values.out);
    const outcome = writeImportedRoles(out, result.roles, {
      force: values.force === true,
      label: values.out,
    });
    const refusedBySource = new Map<string, WriteOutcome["refused"]>();
    for (const entry of outcome.refused)
      refusedBySource.set(entry.role.source, [...(refusedBySource.get(entry.role.source) ?? []), entry]);
    // A file whose role could not be written failed; the roles it did write stay in its entry.
    const report: FileReport[] = [...problems, ...result.report].map((entry) => {
      const refused = refusedBySource.get(entry.path);
      if (!refused) return entry;
      const folders = new Set(refused.map(({ role }) => role.folder));
      return {
        ...entry,
        status: "failed",
        roles: entry.roles.filter((role) => !folders.has(role.folder)),
        errors: [...entry.errors, ...refused.map(({ issue }) => issue)],
      };
    });
    const failed = report.some((entry) => entry.status === "failed");
    if (values.json === true) {
      context.out(
        jsonText({
          out: values.out,
          written: outcome.written.map(({ role, dir, replaced }) => ({
            folder: path.basename(dir),
            source: role.source,
            format: role.format,
            files: Object.keys(role.files),
            replaced,
          })),
          report,
        }),
      );
    } else context.out(reportText(report, values.out, outcome.written.length));
    return failed ? EXIT.INPUT : EXIT.OK;
  },
};

// Text from the files (paths, zip entry names, reasons quoting them) is written escaped, each entry on one
// line (contract section 5).
function reportText(report: readonly FileReport[], out: string, written: number): string {
  const lines: string[] = [];
  for (const entry of report) {
    const format = entry.format === null ? "" : ` (${entry.format})`;
    const where = escapeLine(entry.path);
    if (entry.status === "skipped") {
      lines.push(`skipped  ${where}: ${escapeLine(entry.reason ?? "not an agent definition")}`);
      continue;
    }
    const folders = entry.roles.map((role) => escapeLine(`${out}/${role.folder}`)).join(", ");
    lines.push(`${entry.status.padEnd(7)}  ${where}${format}${folders ? ` -> ${folders}` : ""}`);
    for (const role of entry.roles) {
      const prefix = entry.roles.length > 1 ? `${escapeLine(role.folder)}: ` : "";
      if (role.mapped.length > 0)
        lines.push(`         ${prefix}mapped: ${escapeLine(role.mapped.join(", "))}`);
      for (const dropped of role.dropped)
        lines.push(`         ${prefix}dropped ${escapeLine(dropped.field)}: ${escapeLine(dropped.reason)}`);
      for (const note of role.notes) lines.push(`         ${prefix}note: ${escapeLine(note)}`);
    }
    for (const error of entry.errors)
      lines.push(`         error ${error.code}: ${escapeLine(error.message)}`);
  }
  const count = (status: string) => report.filter((entry) => entry.status === status).length;
  lines.push(
    "",
    `${written} role${written === 1 ? "" : "s"} written to ${out} from ${count("written")} file(s); ${count("skipped")} skipped, ${count("failed")} failed.`,
  );
  return `${lines.join("\n")}\n`;
}
