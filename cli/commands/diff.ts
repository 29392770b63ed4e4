import { countTokens } from "gpt-tokenizer/encoding/o200k_base";

import { CastsError, Profile } from "../../lib/casts";
import {
  buildSourcedMessage,
  diffEmissions,
  diffSourcedMessages,
  parseCompositionSpec,
  sourceKey,
  sourceLabel,
  unifiedMessageDiff,
  type MessageSource,
} from "../../lib/casts/compare";
import { loadSourcePack } from "../../lib/casts/node";
import { CATALOG_OPTIONS, catalogOptionsHelp, parseCommandArgs, takePositionals } from "../args";
import { jsonText, type Command } from "../command";
import { catalogSource, EXIT } from "../context";
import { InputError } from "../errors";
import { DirectoryRoleSource } from "../project-roles";
import { composeProfile } from "./compose";

export const diffCommand: Command = {
  name: "diff",
  summary: "Diff the system messages of two compositions, with what each part adds or costs.",
  usage: "casts diff <a> <b> [--runtime] [--pack <file>] [--pack-b <file>] [--json] [--roles <dir>]",
  details: `<a> and <b> are compositions written role[:mode1,mode2,…], as in the /compare page's
URL (e.g. critic:adversarial,evidential); a role is a built-in role or a directory role
(roles/<Name>/, used with no emissions). Prints a unified diff of A's system message to B's
(nothing when they are equal), then one line per changed part with its character and token
delta (tokens counted with the o200k_base tokenizer).

Options:
  --runtime        diff the runtime messages: each system message followed by its pack's policy
  --pack <file>    the pack for both sides (default: CASTS_PACK, else packs/default.yaml); implies --runtime
  --pack-b <file>  a different pack for B (pack A vs pack B); implies --runtime
  --json           print {"a", "b", "view", "lines", "sources", "totals", "emissions"} instead
${catalogOptionsHelp(17, "roles")}
  -h, --help       show this help

Exit status: 0 (equal or not); 1 for an unknown role or mode, a mode conflict, a bad pack or a
roles folder that cannot be read.

Examples:
  casts diff critic critic:slow
  casts diff critic:slow,evidential reviewer:evidential --json
  casts diff SupportTriage critic --roles team/roles
  casts diff analyst analyst --pack packs/default.yaml --pack-b team.yaml`,
  run(args, context) {
    const { out } = context;
    const { values, positionals } = parseCommandArgs("diff", args, {
      runtime: { type: "boolean" },
      pack: { type: "string" },
      "pack-b": { type: "string" },
      json: { type: "boolean" },
      roles: CATALOG_OPTIONS.roles,
    });
    const [textA = "", textB = ""] = takePositionals("diff", positionals, ["composition a", "composition b"]);
    const directoryRoles = new DirectoryRoleSource(catalogSource(context, { roles: values.roles }));
    const profileA = composeSpec(textA, "a", directoryRoles);
    const profileB = composeSpec(textB, "b", directoryRoles);
    const runtime = values.runtime === true || values.pack !== undefined || values["pack-b"] !== undefined;
    const packA = runtime ? loadSourcePack(catalogSource(context, { pack: values.pack })) : null;
    const packB = runtime
      ? values["pack-b"] === undefined
        ? packA
        : loadSourcePack(catalogSource(context, { pack: values["pack-b"] }))
      : null;
    const messageA = buildSourcedMessage(
      runtime ? { ...profileA, policy: packA?.policy(profileA.role.name) ?? null } : profileA,
    );
    const messageB = buildSourcedMessage(
      runtime ? { ...profileB, policy: packB?.policy(profileB.role.name) ?? null } : profileB,
    );
    const result = diffSourcedMessages(messageA, messageB, { countTokens: (text) => countTokens(text) });
    const specsOf = (profile: Profile) =>
      profile.emissionOperable()?.specs.map(({ key, model }) => ({ key, model: model.name })) ?? [];
    if (values.json) {
      const source = (value: MessageSource | null) => (value === null ? null : sourceKey(value));
      out(
        jsonText({
          a: {
            composition: textA,
            role: profileA.role.name,
            modes: profileA.modes.map((mode) => mode.name),
            message: messageA.text,
          },
          b: {
            composition: textB,
            role: profileB.role.name,
            modes: profileB.modes.map((mode) => mode.name),
            message: messageB.text,
          },
          view: runtime ? "runtime" : "plain",
          lines: result.lines.map((line) => ({
            status: line.status,
            text: line.text,
            source_a: source(line.sourceA),
            source_b: source(line.sourceB),
          })),
          sources: result.sources.map(({ source, ...rest }) => ({
            source: sourceKey(source),
            label: sourceLabel(source),
            ...rest,
          })),
          totals: result.totals,
          emissions: diffEmissions(specsOf(profileA), specsOf(profileB)),
        }),
      );
      return EXIT.OK;
    }
    out(unifiedMessageDiff(textA, textB, messageA.text, messageB.text));
    const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
    const rows = result.sources
      .filter((row) => row.change !== "same")
      .map(
        (row) =>
          `${row.change.padEnd(8)} ${sourceLabel(row.source).padEnd(40)} ${signed(row.charactersB - row.charactersA).padStart(7)} chars ${signed(row.tokensB - row.tokensA).padStart(6)} tokens`,
      );
    const { totals } = result;
    rows.push(
      `${"total".padEnd(49)} ${signed(totals.charactersB - totals.charactersA).padStart(7)} chars ${signed(totals.tokensB - totals.tokensA).padStart(6)} tokens (${totals.tokensA} → ${totals.tokensB})`,
    );
    out(`${rows.join("\n")}\n`);
    return EXIT.OK;
  },
};

/**
 * One side's composition. Every error names the side first (`b: Unknown mode: 'nope'. Available: …`), as
 * the spec's own errors do; the library's message and code follow unchanged.
 */
function composeSpec(text: string, label: string, directoryRoles: DirectoryRoleSource): Profile {
  const parsed = parseCompositionSpec(text, label);
  if (!parsed.ok) throw new InputError(parsed.message);
  try {
    return composeProfile(parsed.spec.role, [...parsed.spec.modes], undefined, directoryRoles);
  } catch (error) {
    if (error instanceof InputError) throw new InputError(`${label}: ${error.message}`);
    if (error instanceof CastsError)
      throw new CastsError(error.code, `${label}: ${error.message}`, { details: error.details });
    throw error;
  }
}
