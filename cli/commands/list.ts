import { echo } from "../../lib/casts/core/limits";
// The generated name lists, not listRoles()/listModes(): those load every role module and the zod
// models they import, which `casts list` does not need (lib/casts/pattern.test.ts keeps them equal).
import { MODE_NAMES } from "../../lib/casts/roles/modes/_names";
import { ROLE_NAMES } from "../../lib/casts/roles/_names";
import { CATALOG_OPTIONS, parseCommandArgs, takePositionals } from "../args";
import { jsonText, type Command } from "../command";
import { EXIT, type CliContext } from "../core";
import { UsageError } from "../errors";

export const listCommand: Command = {
  name: "list",
  summary: "List the built-in role or mode names, one a line.",
  usage: "casts list roles|modes [--json] [--roles <dir>]",
  details: `Names are sorted by code point, as listRoles() and listModes() return them.
Directory roles are listed only with --roles (CASTS_ROLES_DIR and roles/ are not read, so
the list is otherwise the built-in names): 'list roles --roles <dir>' prints the built-in
names, then the names of the directory roles in <dir> in the site's order (by name, upper
and lower case alike); each role folder that was skipped goes to stderr with its reasons,
one line each.

Options:
  --json          print a JSON array instead of one name a line
  --roles <dir>   also list the directory roles in <dir> (with 'list roles' only)
  -h, --help      show this help

Examples:
  casts list modes
  casts list roles --json
  casts list roles --roles imported`,
  run(args, context) {
    const { values, positionals } = parseCommandArgs("list", args, {
      json: { type: "boolean" },
      roles: CATALOG_OPTIONS.roles,
    });
    const [kind] = takePositionals("list", positionals, ["what to list (roles or modes)"]);
    if (kind !== "roles" && kind !== "modes")
      throw new UsageError(`cannot list '${echo(kind ?? "")}': expected roles or modes`, "list");
    const print = (names: readonly string[]) =>
      context.out(values.json ? jsonText(names) : names.map((name) => `${name}\n`).join(""));
    if (values.roles === undefined) {
      print(kind === "roles" ? ROLE_NAMES : MODE_NAMES);
      return EXIT.OK;
    }
    if (kind === "modes")
      throw new UsageError("--roles goes with 'list roles': directory roles add no modes", "list");
    return listWithDirectoryRoles(values.roles, context, print);
  },
};

/** The built-in role names, then those of the directory roles in `dir`; loaded only for --roles. */
async function listWithDirectoryRoles(
  dir: string,
  context: CliContext,
  print: (names: readonly string[]) => void,
) {
  const [{ catalogSource }, { DirectoryRoleSource }] = await Promise.all([
    import("../context"),
    import("../project-roles"),
  ]);
  const directoryRoles = new DirectoryRoleSource(catalogSource(context, { roles: dir }));
  // The loader's order, the one every list of directory roles shows (compareDirectoryRoles).
  print([...ROLE_NAMES, ...directoryRoles.names()]);
  for (const skipped of directoryRoles.skipped())
    context.err(`casts list: skipped ${skipped.directory}: ${skipped.reasons.join("; ")}\n`);
  return EXIT.OK;
}
