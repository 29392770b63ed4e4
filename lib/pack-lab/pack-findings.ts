// What the pack lab adds to the pack checks (lib/casts/pack-lint.ts, which finds every format error
// with its place): "did you mean" for keys and names with a one-click
// fix where the fix is certain, and warnings grouped so a team pack's 36 absent roles do not bury
// its real errors. Browser-safe: it runs in the lab's worker.
import type { Document } from "yaml";

import { firstOf, SHOWN_AT_MOST, type ShownList } from "@/lib/casts/core/shown-list";
import { placeOfPath, type PackLintResult } from "@/lib/casts/pack-lint";
import { listModes, listRoles } from "@/lib/casts/pattern";
import { parseSafeYaml } from "@/lib/casts/safe-yaml";
import type { PackFinding } from "@/lib/casts/validate-pack";
import { wordStem } from "@/lib/site/browser/search-match";
import { closestEntries, nameDistance } from "@/lib/site/browser/suggest";
import { groupDigits } from "@/lib/casts/core/digits";

/** A replacement in the pack text that fixes a finding: `from` at line:column becomes `to`. */
export interface PackEdit {
  readonly line: number;
  readonly column: number;
  readonly from: string;
  readonly to: string;
}

export interface LabFinding extends PackFinding {
  /** The name or key the author probably meant. */
  readonly suggestion?: string;
  /** The edit that applies the suggestion, when it is certain (one clear candidate, found in the text). */
  readonly edit?: PackEdit;
}

/** The words of a key, stemmed: `allowed_modes` → {allow, mode}. */
function keyWords(key: string): Set<string> {
  return new Set(
    key
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map(wordStem),
  );
}

/** The allowed key closest to `key`: the same words in another order, else within a typo. */
export function closestKey(key: string, allowed: readonly string[]): string | undefined {
  const words = keyWords(key);
  const sameWords = allowed.filter((candidate) => {
    const other = keyWords(candidate);
    return other.size === words.size && [...words].every((word) => other.has(word));
  });
  if (sameWords.length === 1) return sameWords[0];
  const near = allowed
    .map((candidate) => ({ candidate, distance: nameDistance(key, candidate) }))
    .filter((item) => item.distance <= Math.max(2, Math.floor(key.length / 3)))
    .sort((a, b) => a.distance - b.distance);
  if (near.length === 0) return undefined;
  // Two equally close keys: no certain suggestion.
  return near.length > 1 && near[0]?.distance === near[1]?.distance ? undefined : near[0]?.candidate;
}

function closestName(name: string, pool: readonly string[]): string | undefined {
  const found = closestEntries(
    name,
    pool.map((entry) => ({ name: entry, title: entry })),
    1,
  );
  return found[0]?.name;
}

/** `suggest(wrong)`, asked once per kind and name when a cache is given (a pack repeats its mistakes). */
function remembered(
  cache: Map<string, string | undefined> | undefined,
  key: string,
  suggest: () => string | undefined,
): string | undefined {
  if (!cache) return suggest();
  if (!cache.has(key)) cache.set(key, suggest());
  return cache.get(key);
}

/** The text at line:column starts with `from` (so the edit replaces what the finding points at). */
// The last text's lines: a pack with thousands of findings asks for the same text's lines each time.
let linesOf: { readonly text: string; readonly lines: readonly string[] } | undefined;
function lineAt(text: string, line: number): string {
  if (linesOf?.text !== text) linesOf = { text, lines: text.split("\n") };
  return linesOf.lines[line - 1] ?? "";
}

function editAt(text: string, finding: PackFinding, from: string, to: string): PackEdit | undefined {
  if (finding.line === undefined) return undefined;
  const line = lineAt(text, finding.line);
  const column = finding.column ?? 1;
  return line.startsWith(from, column - 1) ? { line: finding.line, column, from, to } : undefined;
}

/** The finding with what the author probably meant, and the edit when it is certain. */
export function withSuggestion(
  found: PackFinding,
  text: string,
  doc: Document | null = readDoc(text),
  suggestions?: Map<string, string | undefined>,
): LabFinding {
  let finding = found;
  let wrong: string | undefined;
  let suggestion: string | undefined;
  const unknownKey = /: unknown key \(allowed: ([^)]*)\)/.exec(finding.message);
  if (unknownKey && finding.path) {
    wrong = /(?:^|\.)([^.[\]]+)$/.exec(finding.path)?.[1];
    // The parser points at the key's value; the fix is in the key.
    if (doc) {
      const { line, column } = placeOfPath(doc, text, finding.path);
      finding = { ...finding, line, column };
    }
    const key = wrong;
    const allowed = unknownKey[1] ?? "";
    suggestion =
      key && remembered(suggestions, `key\0${allowed}\0${key}`, () => closestKey(key, allowed.split(", ")));
  } else if (finding.code === "UNKNOWN_ROLE") {
    const role = finding.role;
    wrong = role;
    suggestion = remembered(suggestions, `role\0${role}`, () => closestName(role, listRoles()));
  } else if (finding.code === "UNKNOWN_MODE" && finding.mode) {
    const mode = finding.mode;
    wrong = mode;
    suggestion = remembered(suggestions, `mode\0${mode}`, () => closestName(mode, listModes()));
  }
  if (!wrong || !suggestion) return finding;
  const edit = editAt(text, finding, wrong, suggestion);
  return { ...finding, suggestion, ...(edit ? { edit } : {}) };
}

function readDoc(text: string): Document | null {
  try {
    return parseSafeYaml(text, "pack");
  } catch {
    return null;
  }
}

/** Applies an edit to the text; the text unchanged when it no longer holds `from` at the place. */
export function applyEdit(text: string, edit: PackEdit): string {
  const lines = text.split("\n");
  const line = lines[edit.line - 1];
  if (line === undefined || !line.startsWith(edit.from, edit.column - 1)) return text;
  lines[edit.line - 1] =
    line.slice(0, edit.column - 1) + edit.to + line.slice(edit.column - 1 + edit.from.length);
  return lines.join("\n");
}

/** The lab's findings for `text`: every format error when the parse failed, each with its suggestion. */
export function labFindings(text: string, lint: PackLintResult): LabFinding[] {
  // The lint's document is this text's: it is not parsed again (a 2,000-role pack takes a third of a second).
  // Every format error is in the lint's findings already (lintPackText: allFormatErrors).
  const { doc } = lint;
  const suggestions = new Map<string, string | undefined>();
  return lint.findings.map((finding) => withSuggestion(finding, text, doc, suggestions));
}

export interface FindingGroup {
  readonly code: PackFinding["code"];
  readonly severity: PackFinding["severity"];
  readonly findings: readonly LabFinding[];
  /** One line for the group as a whole, e.g. "36 roles have no entry — that is fine for a team pack". */
  readonly summary: string;
}

// Counts as a reader reads them: "3,000 entries", as the "…and 2,900 more" line under the group.

const GROUP_SUMMARY: Partial<Record<PackFinding["code"], (n: number) => string>> = {
  MISSING_ROLE: (n) =>
    `${groupDigits(n)} ${n === 1 ? "role has" : "roles have"} no entry — that is fine for a team pack; they run with the defaults`,
  NO_POLICY: (n) =>
    `${groupDigits(n)} ${n === 1 ? "entry has" : "entries have"} no authority, boundaries or escalations`,
  INACTIVE_ROLE: (n) => `${groupDigits(n)} ${n === 1 ? "role is" : "roles are"} switched off (active: false)`,
};

/** Errors first, one by one; then the warnings, grouped by code, largest group last. */
export function groupFindings(findings: readonly LabFinding[]): {
  errors: LabFinding[];
  warnings: FindingGroup[];
} {
  const errors = findings.filter((finding) => finding.severity === "error");
  const byCode = new Map<PackFinding["code"], LabFinding[]>();
  for (const finding of findings) {
    if (finding.severity === "error") continue;
    const list = byCode.get(finding.code);
    if (list) list.push(finding);
    else byCode.set(finding.code, [finding]);
  }
  const warnings = [...byCode.entries()]
    .map(([code, list]) => ({
      code,
      severity: "warning" as const,
      findings: list,
      summary:
        GROUP_SUMMARY[code]?.(list.length) ??
        `${groupDigits(list.length)} ${list.length === 1 ? "warning" : "warnings"}: ${code}`,
    }))
    .sort((a, b) => a.findings.length - b.findings.length);
  return { errors, warnings };
}

/** A warning group with the findings the lab shows of it (its summary still counts them all). */
export interface ShownGroup extends FindingGroup, ShownList<LabFinding> {}

/**
 * What the lab renders: the first SHOWN_AT_MOST errors and the first SHOWN_AT_MOST of each warning
 * group, each list with a count of the rest. Rendering 15,000 findings at once froze the page.
 */
export function shownFindings(
  findings: readonly LabFinding[],
  limit = SHOWN_AT_MOST,
): { errors: ShownList<LabFinding>; warnings: ShownGroup[] } {
  const { errors, warnings } = groupFindings(findings);
  return {
    errors: firstOf(errors, limit),
    warnings: warnings.map((group) => ({ ...group, ...firstOf(group.findings, limit) })),
  };
}
