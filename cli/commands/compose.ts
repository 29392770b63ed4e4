import { echo } from "../../lib/casts/core/limits";
import { CastsError, listModes, listRoles, Profile } from "../../lib/casts";
import { toRole } from "../../lib/casts/directory-roles";
import {
  CATALOG_OPTIONS,
  catalogOptionsHelp,
  didYouMean,
  modeOptions,
  parseCommandArgs,
  takePositionals,
} from "../args";
import { jsonText, type Command } from "../command";
import { catalogSource, EXIT } from "../context";
import { InputError, UsageError } from "../errors";
import { DirectoryRoleSource } from "../project-roles";

const FORMATS = ["text", "yaml", "json"] as const;

export const composeCommand: Command = {
  name: "compose",
  summary: "Compose a role with modes and print the system message, profile YAML or JSON.",
  usage: "casts compose <role> [--mode <mode>]... [--name <name>] [--format text|yaml|json] [--roles <dir>]",
  details: `<role> is a built-in role or a directory role (roles/<Name>/, used with no emissions).
Modes apply in the order given; a conflicting pair is an error (exit 1).

Formats:
  text   the system message exactly: the role body, then each mode's behaviors,
         joined by a blank line (no newline is added at the end)
  yaml   the profile as Profile.toYaml() writes it (keys sorted: modes, name, role)
  json   {"name", "role", "modes": [...], "system_message", "emissions": [...]}, where
         emissions lists the keys of the role's emission contract ([] when it has none)

Options:
  --mode <mode>       add a mode; repeat it, or separate names with commas
  --name <name>       the profile name (default: the role name)
  --format <format>   text (default), yaml or json
${catalogOptionsHelp(20, "roles")}
  -h, --help          show this help

Examples:
  casts compose critic --mode adversarial --mode evidential --name adv-critic
  casts compose analyst --mode probabilistic,slow --format json
  casts compose ReleaseNotesWriter --mode fast --format yaml`,
  run(args, context) {
    const { values, positionals } = parseCommandArgs("compose", args, {
      mode: { type: "string", multiple: true },
      name: { type: "string" },
      format: { type: "string" },
      roles: CATALOG_OPTIONS.roles,
    });
    const { out } = context;
    const [roleName = ""] = takePositionals("compose", positionals, ["the role name"]);
    const format = values.format ?? "text";
    if (!FORMATS.some((known) => known === format)) {
      throw new UsageError(`unknown format '${echo(format)}': expected text, yaml or json`, "compose");
    }
    const modes = modeOptions(values.mode, "compose");
    const directoryRoles = new DirectoryRoleSource(catalogSource(context, values));
    const profile = composeProfile(roleName, modes, values.name, directoryRoles);
    if (format === "yaml") out(profile.toYaml());
    else if (format === "json") out(jsonText(profileJson(profile)));
    else out(profile.buildSystemMessage());
    return EXIT.OK;
  },
};

/**
 * Profile.compose over the built-in and directory roles, with the CLI's messages for unknown names: the
 * library's (every name), then the directory roles, then the closest name when one is a typo away.
 */
export function composeProfile(
  role: string,
  modes: string[],
  name: string | undefined,
  directoryRoles: DirectoryRoleSource,
): Profile {
  const resolveRole = (candidate: string) => {
    const found = directoryRoles.get(candidate);
    return found ? toRole(found) : undefined;
  };
  try {
    return Profile.fromDict({ role, modes, name }, { resolveRole });
  } catch (error) {
    if (!(error instanceof CastsError)) throw error;
    if (error.code === "UNKNOWN_ROLE" && !listRoles().includes(role)) {
      const skipped = directoryRoles.skippedReason(role);
      if (skipped) throw new InputError(skipped);
      const extra = directoryRoles.names();
      const message =
        extra.length > 0 ? `${error.message}. Directory roles: ${extra.join(", ")}` : error.message;
      throw new InputError(withHint(message, didYouMean(role, [...listRoles(), ...extra])));
    }
    // The library names the first mode it does not know; its message has no suggestion.
    const unknownMode = modes.find((mode) => !listModes().includes(mode));
    if (error.code === "UNKNOWN_MODE" && unknownMode !== undefined) {
      const hint = didYouMean(unknownMode, listModes());
      if (hint)
        throw new CastsError("UNKNOWN_MODE", withHint(error.message, hint), { details: error.details });
    }
    throw error;
  }
}

function withHint(message: string, hint: string | undefined): string {
  return hint === undefined ? message : `${message}. ${hint}`;
}

/** The --format json document; its keys are documented in the command's help. */
export function profileJson(profile: Profile) {
  return {
    name: profile.name,
    role: profile.role.name,
    modes: profile.modes.map((mode) => mode.name),
    system_message: profile.buildSystemMessage(),
    emissions: profile.emissionOperable()?.keys() ?? [],
  };
}
