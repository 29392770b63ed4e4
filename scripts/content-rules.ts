// The structural rules for catalog prose. Pure: scripts/check-content.ts prints the report.
// They check what a reader or a model depends on (the reply contract, inputs, done and stop
// conditions, references the composed message can resolve, one voice), never that a phrase is used.
import { z } from "zod";

import {
  EMISSION_MODELS,
  fieldNameFor,
  type EmissionModel,
  type Mode,
  type Pack,
  type Role,
} from "../lib/casts";
import type { ReplyContract } from "../lib/casts/roles/_reply-contracts";
import { ESCALATION_RULE, MODE_YIELDS, SEVERAL_RESULTS } from "../lib/casts/roles/_reply-rules";

export { ESCALATION_RULE, MODE_YIELDS, SEVERAL_RESULTS };

/** The sentences allowed to repeat across owners: each states one rule in one wording. */
export const SHARED_SENTENCES = [SEVERAL_RESULTS, ESCALATION_RULE, MODE_YIELDS] as const;

export interface RoleFacts {
  readonly effortHint: string;
  readonly bodyH1: string;
}

export interface ModeFacts {
  readonly phase: string;
  readonly pairsWith: readonly string[];
}

/** The names the composed message can never resolve from inside a body or a mode's text. */
export interface CatalogNames {
  readonly roles: readonly string[];
  readonly modes: readonly string[];
}

export const LIMITS = {
  roleDescription: [200, 440],
  roleBody: [1500, 5200],
  modeDescription: [130, 170],
  modeBehaviors: [420, 1200],
  principles: [3, 10],
  antiPatterns: [2, 6],
  artifacts: [1, 8],
  authority: [2, 4],
  boundaries: [2, 4],
  escalations: [1, 3],
} as const;

/** The labelled items every body's brief (between its title and Principles) carries. */
export const BRIEF_ITEMS = ["Input", "Done", "Stop", "Flag"] as const;

const within = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

/** Splits prose into sentences (bullets count as sentences), normalised for comparison. */
export function sentencesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(/^#+\s.*$/, "").replace(/^- (?:\*\*[A-Za-z ]+:\*\* )?/, ""))
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z"'(])/))
    .map((sentence) => sentence.trim().toLowerCase().replace(/\s+/g, " "))
    .filter((sentence) => sentence.split(" ").length >= 4);
}

export interface ParsedBody {
  readonly title: string | null;
  /** The text between the title and the first section: paragraphs and labelled items. */
  readonly brief: {
    readonly paragraphs: string[];
    readonly items: Map<string, string>;
    readonly bullets: string[];
  };
  readonly sections: { heading: string; bullets: string[]; other: string[] }[];
}

const BRIEF_ITEM = /^- \*\*([A-Za-z ]+):\*\* (.+)$/;

/** A body: H1 title, the brief (paragraphs, `- **Label:** text` items), then each H2 heading with its bullet lines. */
export function parseBody(body: string): ParsedBody {
  const lines = body.split("\n");
  const title = lines[0]?.startsWith("# ") ? lines[0].slice(2) : null;
  const brief = { paragraphs: [] as string[], items: new Map<string, string>(), bullets: [] as string[] };
  const sections: ParsedBody["sections"] = [];
  for (const line of lines.slice(title === null ? 0 : 1)) {
    const section = sections.at(-1);
    if (line.startsWith("## ")) sections.push({ heading: line.slice(3), bullets: [], other: [] });
    else if (line.trim() === "") continue;
    else if (section && line.startsWith("- ")) section.bullets.push(line);
    else if (section) section.other.push(line);
    else if (line.startsWith("- ")) {
      brief.bullets.push(line);
      const item = BRIEF_ITEM.exec(line);
      if (item) brief.items.set(item[1]!, item[2]!);
    } else brief.paragraphs.push(line);
  }
  return { title, brief, sections };
}

/** A sentence a reader can act on: a capital or quote first, a full stop last, at least three words. */
const isSentence = (text: string) =>
  /^["'A-Za-z0-9]/.test(text) && /[.!?]$/.test(text) && text.split(/\s+/).length >= 3;

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
  problems.push(...checkBrief(role));
  const artifacts =
    parsed.sections.find((section) => section.heading === "Artifacts")?.bullets.join("\n") ?? "";
  for (const model of role.emits) {
    const key = fieldNameFor(model);
    if (!artifacts.includes(`'${key}`))
      problems.push(`${where}: Artifacts never describe its emission '${key}'`);
  }
  return problems;
}

/**
 * The brief every body opens with: who you are (a paragraph), then what you receive, when you are
 * done, when you stop and when you flag and carry on, each a labelled item holding a full sentence,
 * then the escalation rule that says what a stop and a flag mean.
 */
export function checkBrief(role: Pick<Role, "name" | "body">): string[] {
  const where = `role ${role.name}`;
  const { brief } = parseBody(role.body);
  const problems: string[] = [];
  if (!brief.paragraphs.some((paragraph) => paragraph !== ESCALATION_RULE && isSentence(paragraph)))
    problems.push(`${where}: the brief lacks a paragraph saying who you are`);
  for (const label of BRIEF_ITEMS) {
    const text = brief.items.get(label);
    if (text === undefined) problems.push(`${where}: the brief has no "${label}" item`);
    else if (!isSentence(text)) problems.push(`${where}: the brief's "${label}" item is not a full sentence`);
  }
  const unknown = brief.bullets.filter(
    (line) => !BRIEF_ITEMS.some((label) => line.startsWith(`- **${label}:** `)),
  );
  for (const line of unknown)
    problems.push(`${where}: the brief has an item outside ${BRIEF_ITEMS.join(", ")}: ${line}`);
  if (brief.paragraphs.filter((paragraph) => paragraph === ESCALATION_RULE).length !== 1)
    problems.push(`${where}: the brief must state the escalation rule once, after its items`);
  return problems;
}

const MODEL_BY_KEY: ReadonlyMap<string, EmissionModel> = new Map(
  EMISSION_MODELS.map((model) => [fieldNameFor(model), model]),
);

/** Fields a producer must send: those whose schema rejects an absent value. */
export function requiredFields(model: EmissionModel): string[] {
  return Object.entries(model.shape.shape)
    .filter(([, schema]) => !(schema as z.ZodType).safeParse(undefined).success)
    .map(([field]) => field);
}

/** Fields that hold a list of values (where a body can carry results after the first). */
export function listFields(model: EmissionModel): string[] {
  return Object.entries(model.shape.shape)
    .filter(([, schema]) => (schema as z.ZodType).safeParse(["a"]).success)
    .map(([field]) => field);
}

/** Fields that hold free text. */
export function textFields(model: EmissionModel): string[] {
  return Object.entries(model.shape.shape)
    .filter(([, schema]) => (schema as z.ZodType).safeParse("a").success)
    .map(([field]) => field);
}

/** Every `'key.field'` a body names, as [key, field]; `'key'` alone gives [key, null]. */
export function namedFields(body: string): [string, string | null][] {
  return [...body.matchAll(/'([a-z_0-9]+)(?:\.([a-z_0-9]+))?'/g)]
    .filter((match) => MODEL_BY_KEY.has(match[1]!))
    .map((match) => [match[1]!, match[2] ?? null]);
}

/**
 * A body against the reply contract its role declares (`lib/casts/roles/_reply-contracts.ts`).
 * The declaration must fit the models (every key one the role emits, every field one its model
 * has, every required field asked for, results after the first carried in a list field when the
 * model has one and in a text field otherwise), and the body must ask for exactly what it declares.
 */
export function checkReplyContract(role: Role, contract: ReplyContract | undefined): string[] {
  const where = `role ${role.name}`;
  const specs = role.emissionOperable()?.specs ?? [];
  if (!contract) return specs.length > 0 ? [`${where}: declares no reply contract`] : [];
  const problems: string[] = [];
  const own = new Map(specs.map((spec) => [spec.key, spec.model]));
  for (const [key, fields] of Object.entries(contract.asks)) {
    const model = own.get(key);
    if (!model) {
      problems.push(`${where}: declares '${key}', which it does not emit`);
      continue;
    }
    for (const field of fields) {
      if (!Object.hasOwn(model.shape.shape, field))
        problems.push(`${where}: declares '${key}.${field}', but ${model.name} has no field '${field}'`);
    }
    for (const field of requiredFields(model)) {
      if (!fields.includes(field))
        problems.push(`${where}: never asks for the required field '${key}.${field}'`);
    }
  }
  for (const key of own.keys()) {
    if (!Object.hasOwn(contract.asks, key)) problems.push(`${where}: declares nothing for its key '${key}'`);
  }
  for (const [key, field] of Object.entries(contract.others ?? {})) {
    const model = own.get(key);
    if (!model) continue;
    const holders = [...listFields(model), ...textFields(model)];
    if (!holders.includes(field)) {
      problems.push(
        `${where}: carries further '${key}' results in '${field}', which holds neither a list nor text (${model.name} has ${holders.join(", ")})`,
      );
    }
    if (!(contract.asks[key] ?? []).includes(field))
      problems.push(`${where}: carries further '${key}' results in '${field}' without asking for it`);
  }
  const declared = new Set(
    Object.entries(contract.asks)
      .filter(([key]) => own.has(key))
      .flatMap(([key, fields]) => fields.map((field) => `${key}.${field}`)),
  );
  const named = new Set<string>();
  for (const [key, field] of namedFields(role.body)) {
    if (!own.has(key))
      problems.push(
        `${where}: asks for '${field === null ? key : `${key}.${field}`}', but it does not emit '${key}'`,
      );
    else if (field !== null) named.add(`${key}.${field}`);
  }
  for (const name of named)
    if (!declared.has(name)) problems.push(`${where}: asks for '${name}' without declaring it`);
  for (const name of declared)
    if (!named.has(name)) problems.push(`${where}: declares '${name}' but never asks for it`);
  const repeats = Object.keys(contract.others ?? {}).length > 0;
  if (repeats !== role.body.includes(SEVERAL_RESULTS)) {
    problems.push(
      repeats
        ? `${where}: has results that repeat but does not state the rule for several results`
        : `${where}: states the rule for several results but declares no field that carries them`,
    );
  }
  return problems;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const namePattern = (name: string) => name.split("-").map(escape).join("[- ]");

/**
 * Mentions a body or a mode's text makes of what the composed message does not contain: another
 * mode (by name as a mode, or modes in general from a body), another role (as a role, or an
 * "(use x)" pointer) and catalog settings (the pack and its mode lists).
 */
export function unseenReferences(
  text: string,
  owner: { kind: "role" | "mode"; name: string },
  names: CatalogNames,
): string[] {
  const found = new Set<string>();
  for (const mode of names.modes) {
    if (owner.kind === "mode" && mode === owner.name) continue;
    const words = namePattern(mode);
    if (new RegExp(`\\b${words}[- ]mode\\b|\\bmode:? '?${words}\\b`, "i").test(text))
      found.add(`mode '${mode}'`);
  }
  if (
    owner.kind === "role" &&
    /\bmode sections?\b|\bsections? (?:above|below|after) (?:this|the) body\b/i.test(text)
  )
    found.add("mode sections");
  for (const role of names.roles) {
    if (owner.kind === "role" && role === owner.name) continue;
    const words = namePattern(role);
    if (new RegExp(`\\b${words} role\\b|\\(use ${words}\\b`, "i").test(text)) found.add(`role '${role}'`);
  }
  if (/\b(?:the|a|your|this) pack\b|\bdefault_modes\b|\bmodes_allow\b/i.test(text)) found.add("the pack");
  return [...found];
}

const THIRD_PERSON_START = /^(?:May|Does|Is|Has|Must|Can|Cannot|Will|Should|Owns|Decides)\b/;
const SELF_AS_OTHER = /\b(?:this (?:role|agent)|the assistant)\b/i;

/** Text addressed to the reader as "you": no line that opens in the third person, no "this role". */
export function voiceProblems(text: string): string[] {
  const problems: string[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/^- (?:\*\*[A-Za-z ]+:\*\* )?/, "").trim();
    if (THIRD_PERSON_START.test(line)) problems.push(`opens in the third person: "${line.slice(0, 60)}"`);
    const self = SELF_AS_OTHER.exec(line);
    if (self) problems.push(`speaks of the reader as "${self[0]}" instead of "you"`);
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

export function checkMode(
  mode: Mode,
  facts: ModeFacts,
  names: CatalogNames = { roles: [], modes: [] },
): string[] {
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
  if (!(rest[0] ?? "").endsWith(MODE_YIELDS))
    problems.push(`${where}: behaviors must end by yielding to the role (the shared closing sentence)`);
  for (const reference of unseenReferences(mode.behaviors, { kind: "mode", name: mode.name }, names))
    problems.push(`${where}: behaviors mention ${reference}, which the composed message may not contain`);
  for (const problem of voiceProblems(mode.behaviors)) problems.push(`${where}: behaviors ${problem}`);
  return problems;
}

/** A role's body: what it may not mention and the voice it speaks in. */
export function checkBodyReferences(role: Pick<Role, "name" | "body">, names: CatalogNames): string[] {
  const where = `role ${role.name}`;
  return [
    ...unseenReferences(role.body, { kind: "role", name: role.name }, names).map(
      (reference) => `${where}: body mentions ${reference}, which the composed message does not contain`,
    ),
    ...voiceProblems(role.body).map((problem) => `${where}: body ${problem}`),
  ];
}

export function checkPolicies(pack: Pack, roles: readonly string[], names?: CatalogNames): string[] {
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
      for (const line of lines) {
        for (const problem of voiceProblems(line)) problems.push(`pack: roles.${role}.${field} ${problem}`);
        if (names) {
          for (const reference of unseenReferences(line, { kind: "role", name: role }, names))
            problems.push(`pack: roles.${role}.${field} mentions ${reference}: ${line}`);
        }
      }
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

/**
 * One composed runtime message (body, modes, policy) read as a whole: every section heading once,
 * and no mention of a mode the message does not contain.
 */
export function checkComposition(
  label: string,
  message: string,
  modes: readonly string[],
  names: CatalogNames,
): string[] {
  const problems: string[] = [];
  const headings = message.split("\n").filter((line) => /^#{1,2} /.test(line));
  const repeated = headings.filter((heading, index) => headings.indexOf(heading) !== index);
  if (repeated.length > 0)
    problems.push(`${label}: repeats the heading ${[...new Set(repeated)].join(", ")}`);
  const absent = { roles: [], modes: names.modes.filter((mode) => !modes.includes(mode)) };
  for (const reference of unseenReferences(message, { kind: "mode", name: "" }, absent))
    problems.push(`${label}: mentions ${reference}, which it does not contain`);
  return problems;
}
