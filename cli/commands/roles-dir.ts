import { createDirectoryRoleRegistry } from "../../lib/casts/directory-roles";
import { loadFromDir } from "../../lib/casts/node";
import { parseCommandArgs, takePositionals } from "../args";
import { jsonText, type Command } from "../command";
import { EXIT } from "../context";
import { directoryRoleJson } from "../../lib/casts/directory-roles";

export const rolesDirCommand: Command = {
  name: "roles-dir",
  summary: "Load a directory of directory roles and report what loaded and what was skipped.",
  usage: "casts roles-dir <dir> [--json]",
  details: `Each subdirectory of <dir> is one role named after it (acme.SupportTriage gives
SupportTriage), with description.md (or "description" in config.json), an optional
system_prompt.md and an optional config.json. Dot-directories and plain files are ignored.

Output: one line per role, "loaded <name>" or "skipped <directory>: <reason>" (one line per
reason), "note <name>: ..." for files the loader did not use, then a summary line.

Exit status:
  0  every role loaded
  1  <dir> cannot be read, or some roles were skipped (the count goes to stderr)

Options:
  --json      print {"directory", "loaded": [{name, directory, description, system_prompt,
              config, notes}], "skipped": [{directory, name, reasons}]}
  -h, --help  show this help

Example:
  casts roles-dir roles`,
  run(args, { out, err }) {
    const { values, positionals } = parseCommandArgs("roles-dir", args, { json: { type: "boolean" } });
    const [dir = ""] = takePositionals("roles-dir", positionals, ["the roles directory"]);
    const { loaded, skipped } = loadFromDir(dir, { registry: createDirectoryRoleRegistry() });
    if (values.json) {
      out(jsonText({ directory: dir, loaded: loaded.map(directoryRoleJson), skipped }));
    } else {
      const lines = [
        ...loaded.map(
          (role) => `loaded   ${role.name}${role.directory === role.name ? "" : ` (${role.directory})`}`,
        ),
        ...loaded.flatMap((role) => role.notes.map((note) => `note     ${role.name}: ${note}`)),
        ...skipped.flatMap((entry) =>
          entry.reasons.map((reason) => `skipped  ${entry.directory}: ${reason}`),
        ),
        `${loaded.length} loaded, ${skipped.length} skipped in ${dir}`,
      ];
      out(lines.map((line) => `${line}\n`).join(""));
    }
    if (skipped.length === 0) return EXIT.OK;
    const total = loaded.length + skipped.length;
    err(
      `casts: ${dir}: ${skipped.length} of ${total} role ${total === 1 ? "directory" : "directories"} skipped\n`,
    );
    return EXIT.INPUT;
  },
};
