// The measurable rules for catalog prose (issue 3). Pure: scripts/check-content.ts prints the report.
import { z } from "zod";

import { EMISSION_MODELS, fieldNameFor, type Mode, type Pack, type Role } from "../lib/casts";

export interface RoleFacts {
  readonly effortHint: string;
  readonly bodyH1: string;
}

export interface ModeFacts {
  readonly phase: string;
  readonly pairsWith: readonly string[];
}

export const LIMITS = {
  roleDescription: [200, 420],
  roleBody: [1000, 2100],
  modeDescription: [130, 170],
  modeBehaviors: [380, 700],
  principles: [4, 6],
  antiPatterns: [3, 5],
  artifacts: [2, 4],
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
export function parseBody(body: string): { title: string | null; sections: { heading: string; bullets: string[]; other: string[] }[] } {
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
    problems.push(`${where}: description is ${role.description.length} characters (want ${LIMITS.roleDescription.join("–")})`);
  }
  const effort = `${facts.effortHint[0]?.toUpperCase()}${facts.effortHint.slice(1)} effort.`;
  const efforts = role.description.match(/\b(Low|Medium|High) effort\./g) ?? [];
  if (efforts.length !== 1 || efforts[0] !== effort) problems.push(`${where}: description must say "${effort}" once`);
  if (!/Pick when [^;]+; not for /.test(role.description)) problems.push(`${where}: description lacks "Pick when …; not for …"`);
  const body = role.body;
  if (!within(body.length, LIMITS.roleBody)) problems.push(`${where}: body is ${body.length} characters (want ${LIMITS.roleBody.join("–")})`);
  if (!body.endsWith("\n") || body.endsWith("\n\n")) problems.push(`${where}: body must end with exactly one newline`);
  const parsed = parseBody(body);
  if (parsed.title !== facts.bodyH1) problems.push(`${where}: body must start with "# ${facts.bodyH1}"`);
  const headings = parsed.sections.map((section) => section.heading);
  if (headings.join("|") !== "Principles|Anti-Patterns|Artifacts") {
    problems.push(`${where}: sections are [${headings.join(", ")}], want [Principles, Anti-Patterns, Artifacts]`);
  }
  const ranges = [LIMITS.principles, LIMITS.antiPatterns, LIMITS.artifacts] as const;
  parsed.sections.slice(0, 3).forEach((section, index) => {
    const range = ranges[index]!;
    if (!within(section.bullets.length, range)) {
      problems.push(`${where}: ${section.heading} has ${section.bullets.length} bullets (want ${range.join("–")})`);
    }
    if (section.other.length > 0) problems.push(`${where}: ${section.heading} has text outside bullets`);
  });
  const artifacts = parsed.sections.find((section) => section.heading === "Artifacts")?.bullets.join("\n") ?? "";
  for (const model of role.emits) {
    const key = fieldNameFor(model);
    if (!artifacts.includes(key)) problems.push(`${where}: Artifacts never mention its emission '${key}'`);
  }
  const knownKeys = new Set([...role.emits.map((model) => fieldNameFor(model)), "escalation_request"]);
  const allKeys = new Set(EMISSION_MODELS.map((model) => fieldNameFor(model)));
  for (const match of artifacts.matchAll(/'([a-z_0-9]+)'/g)) {
    const key = match[1]!;
    if (allKeys.has(key) && !knownKeys.has(key)) problems.push(`${where}: Artifacts mention '${key}', which it does not emit`);
  }
  return problems;
}

export function checkMode(mode: Mode, facts: ModeFacts): string[] {
  const problems: string[] = [];
  const where = `mode ${mode.name}`;
  if (!within(mode.description.length, LIMITS.modeDescription)) {
    problems.push(`${where}: description is ${mode.description.length} characters (want ${LIMITS.modeDescription.join("–")})`);
  }
  if (!mode.description.includes(`${facts.phase}.`)) problems.push(`${where}: description does not state its phase "${facts.phase}"`);
  const pairs = mode.description.match(/Pairs with (.+)\.$/)?.[1]?.split(/, | and /) ?? [];
  if (pairs.join(",") !== facts.pairsWith.join(",")) {
    problems.push(`${where}: description must end "Pairs with ${facts.pairsWith.join(", ")}." (in that order)`);
  }
  if (!within(mode.behaviors.length, LIMITS.modeBehaviors)) {
    problems.push(`${where}: behaviors is ${mode.behaviors.length} characters (want ${LIMITS.modeBehaviors.join("–")})`);
  }
  if (!mode.behaviors.endsWith("\n") || mode.behaviors.slice(0, -1).includes("\n")) {
    problems.push(`${where}: behaviors must be one paragraph ending with a newline`);
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
    for (const [field, lines] of Object.entries({ authority: policy.authority, boundaries: policy.boundaries, escalations: policy.escalations })) {
      const range = LIMITS[field as "authority"];
      if (!within(lines.length, range)) problems.push(`pack: roles.${role}.${field} has ${lines.length} lines (want ${range.join("–")})`);
    }
    for (const line of policy.escalations) {
      if (!line.startsWith("Escalate when ")) problems.push(`pack: roles.${role}.escalations line must start "Escalate when": ${line}`);
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
      if (description.length < 20) problems.push(`emission ${model.name}.${field}: description missing or too short`);
    }
  }
  return problems;
}

/** Sentences that appear under more than one owner (role, mode or pack line). */
export function repeatedSentences(texts: readonly { owner: string; text: string }[]): string[] {
  const owners = new Map<string, Set<string>>();
  for (const { owner, text } of texts) {
    for (const sentence of sentencesOf(text)) {
      const set = owners.get(sentence) ?? new Set<string>();
      set.add(owner);
      owners.set(sentence, set);
    }
  }
  return [...owners.entries()]
    .filter(([, set]) => set.size > 1)
    .map(([sentence, set]) => `repeated sentence in ${[...set].join(", ")}: "${sentence}"`);
}
