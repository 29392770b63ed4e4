// `npm run check:content`: enforces the measurable rules for the catalog's prose and prints a summary.
import { FACTS } from "../lib/casts/__fixtures__/facts";
import { Mode, Profile, Role, listModes, listRoles, validatePack } from "../lib/casts";
import { buildRuntimeMessage } from "../lib/casts/core/runtime-message";
import { loadPack } from "../lib/casts/node";
import { evalContentProblems, loadEvals } from "../lib/casts/node/evals";
import { REPLY_CONTRACTS } from "../lib/casts/roles/_reply-contracts";
import {
  SHARED_SENTENCES,
  checkAlternatives,
  checkBodyReferences,
  checkComposition,
  checkEmissionDocs,
  checkMode,
  checkPolicies,
  checkReplyContract,
  checkRole,
  checkSpread,
  parseBody,
  repeatedSentences,
} from "./content-rules";

const pack = loadPack("packs/default.yaml");
const problems: string[] = [];
const rows: string[][] = [];
const names = { roles: listRoles(), modes: listModes() };

for (const name of listRoles()) {
  const role = Role.load(name);
  const fact = FACTS.roles.find((entry) => entry.name === name);
  if (!fact) {
    problems.push(`role ${name}: not in the facts file`);
    continue;
  }
  problems.push(...checkRole(role, { effortHint: fact.effort_hint, bodyH1: fact.body_h1 }));
  problems.push(...checkAlternatives(role, listRoles()));
  problems.push(...checkReplyContract(role, REPLY_CONTRACTS[name]));
  problems.push(...checkBodyReferences(role, names));
  const counts = parseBody(role.body)
    .sections.map((section) => section.bullets.length)
    .join("/");
  const policy = pack.policy(name);
  rows.push([
    name,
    String(role.description.length),
    String(role.body.length),
    counts,
    policy ? `${policy.authority.length}/${policy.boundaries.length}/${policy.escalations.length}` : "-",
  ]);
}
for (const name of listModes()) {
  const fact = FACTS.modes.find((entry) => entry.name === name);
  if (!fact) {
    problems.push(`mode ${name}: not in the facts file`);
    continue;
  }
  const mode = Mode.load(name);
  problems.push(...checkMode(mode, { phase: fact.phase, pairsWith: fact.pairs_with }, names));
  rows.push([`(mode) ${name}`, String(mode.description.length), String(mode.behaviors.length), "", ""]);
}
problems.push(...checkPolicies(pack, listRoles(), names));
for (const name of Object.keys(REPLY_CONTRACTS)) {
  if (!listRoles().includes(name)) problems.push(`reply contracts: '${name}' is not a role`);
}
problems.push(...checkSpread(listRoles().map((name) => Role.load(name))));
problems.push(...validatePack(pack).map((finding) => `pack: ${finding.code} ${finding.message}`));
problems.push(...checkEmissionDocs());
// Every role with each mode its pack entry allows (all modes when the list is empty), as the runtime sends it.
let compositions = 0;
for (const name of listRoles()) {
  const allowed = pack.config(name)?.modesAllow ?? [];
  for (const mode of allowed.length > 0 ? allowed : listModes()) {
    compositions += 1;
    const message = buildRuntimeMessage(
      Profile.compose(name, { modes: [mode] }).buildSystemMessage(),
      pack.policy(name),
    );
    problems.push(...checkComposition(`${name} + ${mode}`, message, [mode], names));
  }
}
problems.push(
  ...repeatedSentences(
    [
      ...listRoles().map((name) => ({
        owner: `role ${name}`,
        text: `${Role.load(name).description}\n${Role.load(name).body}`,
      })),
      ...listModes().map((name) => ({
        owner: `mode ${name}`,
        text: `${Mode.load(name).description}\n${Mode.load(name).behaviors}`,
      })),
      ...pack.roles().map((name) => {
        const policy = pack.policy(name);
        return {
          owner: `pack ${name}`,
          text: [
            ...(policy?.authority ?? []),
            ...(policy?.boundaries ?? []),
            ...(policy?.escalations ?? []),
          ].join("\n"),
        };
      }),
    ],
    SHARED_SENTENCES,
  ),
);

const evals = loadEvals();
problems.push(...evalContentProblems(evals).map((problem) => `eval fixtures: ${problem}`));

const header = ["name", "desc", "body/behav", "P/AP/Art", "auth/bound/esc"];
const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
const format = (row: string[]) => row.map((cell, index) => cell.padEnd(widths[index]!)).join("  ");
console.log(format(header));
console.log(widths.map((width) => "-".repeat(width)).join("  "));
for (const row of rows) console.log(format(row));
console.log(
  `
${listRoles().length} roles, ${listModes().length} modes, ${pack.roles().length} pack entries, ${compositions} role × mode compositions and ${evals.roles.reduce((sum, entry) => sum + entry.fixtures.length, 0)} eval fixtures in ${evals.roles.length} files checked.`,
);
if (problems.length > 0) {
  console.error(`\n${problems.length} content problem(s):`);
  for (const problem of problems) console.error(`- ${problem}`);
  process.exit(1);
}
console.log("Content check passed.");
