// The measurable rules for catalog prose. Pure: scripts/check-content.ts prints the report.
import { z } from "zod";

import {
  EMISSION_MODELS,
  fieldNameFor,
  type EmissionModel,
  type Mode,
  type Pack,
  type Role,
} from "../lib/casts";

export interface RoleFacts {
  readonly effortHint: string;
  readonly bodyH1: string;
}

export interface ModeFacts {
  readonly phase: string;
  readonly pairsWith: readonly string[];
}

export const LIMITS = {
  roleDescription: [200, 440],
  roleBody: [900, 4200],
  modeDescription: [130, 170],
  modeBehaviors: [420, 1100],
  principles: [3, 10],
  antiPatterns: [2, 6],
  artifacts: [2, 8],
  authority: [2, 4],
  boundaries: [2, 4],
  escalations: [1, 3],
} as const;

const within = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

/** Splits prose into sentences (bullets count as sentences), normalised for comparison. */
export function sentencesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(/^#+\s.*$/, "").replace(/^- /, ""))
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z"'(])/))
    .map((sentence) => sentence.trim().toLowerCase().replace(/\s+/g, " "))
    .filter((sentence) => sentence.split(" ").length >= 4);
}

/** Sections of a body: H1 title, then each H2 heading with its bullet lines. */
export function parseBody(body: string): {
  title: string | null;
  sections: { heading: string; bullets: string[]; other: string[] }[];
} {
  const lines = body.split("\n");
  const title = lines[0]?.startsWith("# ") ? lines[0].slice(2) : null;
  const sections: { heading: string; bullets: string[]; other: string[] }[] = [];
  for (const line of lines.slice(1)) {
    if (line.startsWith("## ")) sections.push({ heading: line.slice(3), bullets: [], other: [] });
    else if (line.startsWith("- ")) sections.at(-1)?.bullets.push(line);
    else if (line.trim() !== "") sections.at(-1)?.other.push(line);
  }
  return { title, sections };
}

export function checkRole(role: Role, facts: RoleFacts): string[] {
  const problems: string[] = [];
  const where = `role ${role.name}`;
  if (!within(role.description.length, LIMITS.roleDescription)) {
    problems.push(
      `${where}: description is ${role.description.length} characters (want ${LIMITS.roleDescription.join("–")})`,
    );
  }
  const effort = `${facts.effortHint[0]?.toUpperCase()}${facts.effortHint.slice(1)} effort.`;
  const efforts = role.description.match(/\b(Low|Medium|High) effort\./g) ?? [];
  if (efforts.length !== 1 || efforts[0] !== effort)
    problems.push(`${where}: description must say "${effort}" once`);
  if (!/Pick when [^;]+; not for /.test(role.description))
    problems.push(`${where}: description lacks "Pick when …; not for …"`);
  const body = role.body;
  if (!within(body.length, LIMITS.roleBody))
    problems.push(`${where}: body is ${body.length} characters (want ${LIMITS.roleBody.join("–")})`);
  if (!body.endsWith("\n") || body.endsWith("\n\n"))
    problems.push(`${where}: body must end with exactly one newline`);
  const parsed = parseBody(body);
  if (parsed.title !== facts.bodyH1) problems.push(`${where}: body must start with "# ${facts.bodyH1}"`);
  const headings = parsed.sections.map((section) => section.heading);
  if (headings.join("|") !== "Principles|Anti-Patterns|Artifacts") {
    problems.push(
      `${where}: sections are [${headings.join(", ")}], want [Principles, Anti-Patterns, Artifacts]`,
    );
  }
  const ranges = [LIMITS.principles, LIMITS.antiPatterns, LIMITS.artifacts] as const;
  parsed.sections.slice(0, 3).forEach((section, index) => {
    const range = ranges[index]!;
    if (!within(section.bullets.length, range)) {
      problems.push(
        `${where}: ${section.heading} has ${section.bullets.length} bullets (want ${range.join("–")})`,
      );
    }
    if (section.other.length > 0) problems.push(`${where}: ${section.heading} has text outside bullets`);
  });
  const artifacts =
    parsed.sections.find((section) => section.heading === "Artifacts")?.bullets.join("\n") ?? "";
  for (const model of role.emits) {
    const key = fieldNameFor(model);
    if (!artifacts.includes(key)) problems.push(`${where}: Artifacts never mention its emission '${key}'`);
  }
  if (body.split(MODE_PRECEDENCE).length !== 2)
    problems.push(`${where}: body must state the mode precedence sentence exactly once`);
  problems.push(...checkEmissionReferences(role), ...checkInputHandling(role));
  return problems;
}

/**
 * The one sentence every role body carries (in Artifacts), so that a composed message says once,
 * in the part that is always present, that a mode's style never overrides the output contract or
 * the pack's policy. It is the only sentence allowed to repeat across owners.
 */
export const MODE_PRECEDENCE =
  "Any mode section after this body changes how you reason, never which keys you emit or what your policy allows; where they pull apart, this contract and the policy win.";

const MODEL_BY_KEY: ReadonlyMap<string, EmissionModel> = new Map(
  EMISSION_MODELS.map((model) => [fieldNameFor(model), model]),
);

/** Fields a producer must send: those whose schema rejects an absent value. */
export function requiredFields(model: EmissionModel): string[] {
  return Object.entries(model.shape.shape)
    .filter(([, schema]) => !(schema as z.ZodType).safeParse(undefined).success)
    .map(([field]) => field);
}

/**
 * Emission keys and fields a body names, written as 'key' or 'key.field' in single quotes: each
 * key must be one the role emits (its operable keys, escalation_request included), each field
 * must exist in that model, and every required field of every emitted model must be named.
 */
export function checkEmissionReferences(role: Role): string[] {
  const problems: string[] = [];
  const where = `role ${role.name}`;
  const own = new Map((role.emissionOperable()?.specs ?? []).map((spec) => [spec.key, spec.model]));
  for (const match of role.body.matchAll(/'([a-z_0-9]+)(?:\.([a-z_0-9]+))?'/g)) {
    const [, key = "", field] = match;
    const known = MODEL_BY_KEY.get(key);
    if (!known) continue;
    const model = own.get(key);
    if (!model) {
      problems.push(`${where}: names '${match[0].slice(1, -1)}', but it does not emit '${key}'`);
      continue;
    }
    if (field !== undefined && !Object.hasOwn(model.shape.shape, field)) {
      problems.push(`${where}: names '${key}.${field}', but ${model.name} has no field '${field}'`);
    }
  }
  for (const model of role.emits) {
    const key = fieldNameFor(model);
    for (const field of requiredFields(model)) {
      if (!role.body.includes(`'${key}.${field}'`))
        problems.push(`${where}: never names the required field '${key}.${field}'`);
    }
  }
  return problems;
}

const INPUT_CASES: readonly (readonly [string, RegExp])[] = [
  ["missing", /\bmissing\b/i],
  ["ambiguous", /\bambiguous\b|\bambiguity\b/i],
  ["out-of-scope", /\bout[- ]of[- ]scope\b|\boutside (?:the |your |its )?(?:scope|brief|remit)\b/i],
];

/** A role that emits anything must say how it treats missing, ambiguous and out-of-scope input, and when it escalates. */
export function checkInputHandling(role: Role): string[] {
  if (role.emits.length === 0) return [];
  const where = `role ${role.name}`;
  const problems: string[] = [];
  if (!role.body.includes("'escalation_request'"))
    problems.push(`${where}: body never says when it emits 'escalation_request'`);
  for (const [label, pattern] of INPUT_CASES) {
    if (!pattern.test(role.body)) problems.push(`${where}: body never says how it handles ${label} input`);
  }
  return problems;
}

/** Every "(use a or b)" in a description names known roles other than the role itself; at least one is present. */
export function checkAlternatives(
  role: Pick<Role, "name" | "description">,
  knownRoles: readonly string[],
): string[] {
  const where = `role ${role.name}`;
  const groups = [...role.description.matchAll(/\(use ([^)]+)\)/g)].map((match) => match[1] ?? "");
  if (groups.length === 0) return [`${where}: description names no alternative as "(use <role>)"`];
  const problems: string[] = [];
  for (const name of groups.flatMap((group) => group.split(/\s*,\s*|\s+or\s+|\s+and\s+/))) {
    const candidate = name.trim();
    if (candidate === role.name) problems.push(`${where}: description offers itself as an alternative`);
    else if (!knownRoles.includes(candidate))
      problems.push(`${where}: description suggests '${candidate}', which is not a role`);
  }
  return problems;
}

/** The heading a mode's text starts with, e.g. `## Mode: Visual-Spatial`: level two, so that in a composed message each mode reads as a section of the role's document beside Principles, Anti-Patterns, Artifacts and the policy sections, never as part of the one before it. */
export function modeHeading(name: string): string {
  return `## Mode: ${name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`)}`;
}

const SWITCH_VERB =
  /\b(?:switch|swap|shift|move|change|fall(?:ing)? back|revert|turn|hand(?:ing)? (?:it )?over|go(?:ing)? over)\w*\b[^.!?;:]*?\b(?:to|into|for)\b/i;

/** Other modes a text sends the model to ("switch to X"): a switch verb and another mode's name in one sentence. */
export function switchTargets(text: string, self: string, modes: readonly string[]): string[] {
  const targets = new Set<string>();
  for (const sentence of text.split(/(?<=[.!?;:])\s+/)) {
    if (!SWITCH_VERB.test(sentence)) continue;
    for (const mode of modes) {
      if (mode === self) continue;
      const words = mode.split("-").join("[- ]");
      if (new RegExp(`\\b${words}\\b`, "i").test(sentence)) targets.add(mode);
    }
  }
  return [...targets];
}

export function checkMode(mode: Mode, facts: ModeFacts, modes: readonly string[] = []): string[] {
  const problems: string[] = [];
  const where = `mode ${mode.name}`;
  if (!within(mode.description.length, LIMITS.modeDescription)) {
    problems.push(
      `${where}: description is ${mode.description.length} characters (want ${LIMITS.modeDescription.join("–")})`,
    );
  }
  if (!mode.description.includes(`${facts.phase}.`))
    problems.push(`${where}: description does not state its phase "${facts.phase}"`);
  const pairs = mode.description.match(/Pairs with (.+)\.$/)?.[1]?.split(/, | and /) ?? [];
  if (pairs.join(",") !== facts.pairsWith.join(",")) {
    problems.push(
      `${where}: description must end "Pairs with ${facts.pairsWith.join(", ")}." (in that order)`,
    );
  }
  if (!within(mode.behaviors.length, LIMITS.modeBehaviors)) {
    problems.push(
      `${where}: behaviors is ${mode.behaviors.length} characters (want ${LIMITS.modeBehaviors.join("–")})`,
    );
  }
  const heading = modeHeading(mode.name);
  const [first, blank, ...rest] = mode.behaviors.split("\n");
  if (first !== heading || blank !== "")
    problems.push(`${where}: behaviors must start with "${heading}" and a blank line`);
  if (!mode.behaviors.endsWith("\n") || rest.length !== 2 || rest[1] !== "") {
    problems.push(`${where}: behaviors must be one paragraph after the heading, ending with a newline`);
  }
  for (const target of switchTargets(mode.behaviors, mode.name, modes)) {
    problems.push(
      `${where}: behaviors send the model to another mode ('${target}'); describe the corrective behaviour instead`,
    );
  }
  return problems;
}

export function checkPolicies(pack: Pack, roles: readonly string[]): string[] {
  const problems: string[] = [];
  for (const role of roles) {
    const policy = pack.policy(role);
    if (!policy) {
      problems.push(`pack: no policy for ${role}`);
      continue;
    }
    for (const [field, lines] of Object.entries({
      authority: policy.authority,
      boundaries: policy.boundaries,
      escalations: policy.escalations,
    })) {
      const range = LIMITS[field as "authority"];
      if (!within(lines.length, range))
        problems.push(`pack: roles.${role}.${field} has ${lines.length} lines (want ${range.join("–")})`);
    }
    for (const line of policy.escalations) {
      if (!line.startsWith("Escalate when "))
        problems.push(`pack: roles.${role}.escalations line must start "Escalate when": ${line}`);
    }
  }
  return problems;
}

export function checkEmissionDocs(): string[] {
  const problems: string[] = [];
  for (const model of EMISSION_MODELS) {
    if (model.summary.split(/[.!?](\s|$)/).filter((part) => part && part.trim()).length !== 1) {
      problems.push(`emission ${model.name}: summary must be one sentence`);
    }
    for (const [field, schema] of Object.entries(model.shape.shape)) {
      const description = (schema as z.ZodType).description ?? "";
      if (description.length < 20)
        problems.push(`emission ${model.name}.${field}: description missing or too short`);
    }
  }
  return problems;
}

/** Flags a catalog whose bodies all have one anti-pattern count or nearly one length: length should follow the job. */
export function checkSpread(roles: readonly Pick<Role, "name" | "body">[]): string[] {
  if (roles.length < 2) return [];
  const problems: string[] = [];
  const counts = new Set(
    roles.map(
      (role) =>
        parseBody(role.body).sections.find((section) => section.heading === "Anti-Patterns")?.bullets
          .length ?? 0,
    ),
  );
  if (counts.size === 1)
    problems.push(`catalog: every body has ${[...counts][0]} anti-patterns; let the count follow the job`);
  const lengths = roles.map((role) => role.body.length);
  const [shortest, longest] = [Math.min(...lengths), Math.max(...lengths)];
  if (longest < shortest * 1.6)
    problems.push(
      `catalog: body lengths only span ${shortest}–${longest} characters; let length follow the job`,
    );
  return problems;
}

/** Sentences that appear under more than one owner (role, mode or pack line); `shared` sentences are exempt. */
export function repeatedSentences(
  texts: readonly { owner: string; text: string }[],
  shared: readonly string[] = [],
): string[] {
  const exempt = new Set(shared.flatMap((text) => sentencesOf(text)));
  const owners = new Map<string, Set<string>>();
  for (const { owner, text } of texts) {
    for (const sentence of sentencesOf(text)) {
      if (exempt.has(sentence)) continue;
      const set = owners.get(sentence) ?? new Set<string>();
      set.add(owner);
      owners.set(sentence, set);
    }
  }
  return [...owners.entries()]
    .filter(([, set]) => set.size > 1)
    .map(([sentence, set]) => `repeated sentence in ${[...set].join(", ")}: "${sentence}"`);
}
