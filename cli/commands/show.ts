import { echo } from "../../lib/casts/core/limits";
import { listModes, listRoles, Mode, projectMode, projectRole, Role } from "../../lib/casts";
import { directoryRoleJson, type DirectoryRole } from "../../lib/casts/directory-roles";
import { loadSourcePack } from "../../lib/casts/node";
import { CATALOG_OPTIONS, catalogOptionsHelp, didYouMean, parseCommandArgs, takePositionals } from "../args";
import { jsonText, type Command } from "../command";
import { catalogSource, EXIT } from "../context";
import { InputError } from "../errors";
import { directoryConfigText, packConfigText, table } from "../format";
import { DirectoryRoleSource } from "../project-roles";

export const showCommand: Command = {
  name: "show",
  summary: "Show one role or mode: description, emissions, pack settings and full text.",
  usage: "casts show <name> [--json] [--roles <dir>] [--pack <file>]",
  details: `<name> is a built-in role, a built-in mode, or a directory role from roles/.
A role's settings come from the pack: packs/default.yaml ("Default pack"), or the one
--pack or CASTS_PACK names ("Pack '<name>'").

Options:
  --json          print JSON: a role's or mode's catalog entry (as in catalog.json),
                  or a directory role's {name, directory, description, system_prompt,
                  config, notes}
${catalogOptionsHelp(16)}
  -h, --help      show this help

Examples:
  casts show critic
  casts show adversarial --json
  casts show SupportTriage`,
  run(args, context) {
    const { values, positionals } = parseCommandArgs("show", args, {
      json: { type: "boolean" },
      ...CATALOG_OPTIONS,
    });
    const { out } = context;
    const source = catalogSource(context, values);
    const [name = ""] = takePositionals("show", positionals, ["the role or mode name"]);
    const directoryRoles = new DirectoryRoleSource(source);
    const json = values.json === true;
    if (listRoles().includes(name)) {
      const pack = loadSourcePack(source);
      const entry = projectRole(Role.load(name), pack);
      // The settings are the pack's that --pack or CASTS_PACK names, so the heading says which.
      const packName = source.packFrom === "default" ? null : (pack?.name ?? null);
      out(json ? jsonText(entry) : roleText(Role.load(name), entry.config, packName));
      return EXIT.OK;
    }
    if (listModes().includes(name)) {
      out(json ? jsonText(projectMode(Mode.load(name))) : modeText(Mode.load(name)));
      return EXIT.OK;
    }
    const directoryRole = directoryRoles.get(name);
    if (directoryRole) {
      out(json ? jsonText(directoryRoleJson(directoryRole)) : directoryRoleText(directoryRole));
      return EXIT.OK;
    }
    const skipped = directoryRoles.skippedReason(name);
    if (skipped) throw new InputError(skipped);
    const hint =
      didYouMean(name, [...listRoles(), ...listModes(), ...directoryRoles.names()]) ??
      "See 'casts list roles' and 'casts list modes'.";
    throw new InputError(`Unknown role or mode: '${echo(name)}'. ${hint}`);
  },
};

/** `packName` is null for the default pack (packs/default.yaml), else the pack's name. */
function roleText(role: Role, config: Parameters<typeof packConfigText>[0], packName: string | null): string {
  const specs = role.emissionOperable()?.specs ?? [];
  const emissions = specs.length > 0 ? table(specs.map((spec) => [spec.key, spec.model.name])) : "  (none)";
  return [
    `${role.name} — role`,
    "",
    role.description,
    "",
    "Emissions:",
    emissions,
    "",
    packName === null ? "Default pack:" : `Pack '${packName}':`,
    packConfigText(config, packName === null ? "the default pack" : "this pack"),
    "",
    "Body:",
    "",
    role.body.trimEnd(),
    "",
  ].join("\n");
}

function modeText(mode: Mode): string {
  return [
    `${mode.name} — mode`,
    "",
    mode.description,
    "",
    `Conflicts with: ${mode.conflictsWith.length > 0 ? mode.conflictsWith.join(", ") : "(none)"}`,
    "",
    "Behaviors:",
    "",
    mode.behaviors.trimEnd(),
    "",
  ].join("\n");
}

function directoryRoleText(role: DirectoryRole): string {
  const where = role.directory === null ? "" : ` from ${role.directory}/`;
  const notes = role.notes.length > 0 ? ["", "Notes:", ...role.notes.map((note) => `  - ${note}`)] : [];
  return [
    `${role.name} — directory role${where}`,
    "",
    role.description,
    "",
    "Config:",
    directoryConfigText(role),
    ...notes,
    "",
    "System prompt:",
    "",
    role.systemPrompt === null ? "(none)" : role.systemPrompt.trimEnd(),
    "",
  ].join("\n");
}
