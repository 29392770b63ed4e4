import { echo } from "../../lib/casts/core/limits";
// The generated name lists, not listRoles()/listModes(): those load every role module and the zod
// models they import, which `casts list` does not need (lib/casts/pattern.test.ts keeps them equal).
import { MODE_NAMES } from "../../lib/casts/roles/modes/_names";
import { ROLE_NAMES } from "../../lib/casts/roles/_names";
import { parseCommandArgs, takePositionals } from "../args";
import { jsonText, type Command } from "../command";
import { EXIT } from "../core";
import { UsageError } from "../errors";

export const listCommand: Command = {
  name: "list",
  summary: "List the built-in role or mode names, one a line.",
  usage: "casts list roles|modes [--json]",
  details: `Names are sorted by code point, as listRoles() and listModes() return them.
Directory roles are not included: list them with 'casts roles-dir roles'.

Options:
  --json      print a JSON array instead of one name a line
  -h, --help  show this help

Examples:
  casts list modes
  casts list roles --json`,
  run(args, { out }) {
    const { values, positionals } = parseCommandArgs("list", args, { json: { type: "boolean" } });
    const [kind] = takePositionals("list", positionals, ["what to list (roles or modes)"]);
    if (kind !== "roles" && kind !== "modes")
      throw new UsageError(`cannot list '${echo(kind ?? "")}': expected roles or modes`, "list");
    const names = kind === "roles" ? ROLE_NAMES : MODE_NAMES;
    out(values.json ? jsonText(names) : names.map((name) => `${name}\n`).join(""));
    return EXIT.OK;
  },
};
