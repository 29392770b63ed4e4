// A line diff of two system messages (the `diff` package's Myers diff over lines), every line tagged
// with the part it comes from, and what each part costs on either side.
import { diffArrays } from "diff";

import { countCharacters } from "../core/characters";
import { sourceKey, type MessageSource, type SourcedMessage } from "./sourced-message";

export type DiffStatus = "added" | "removed" | "same";

export interface DiffLine {
  readonly status: DiffStatus;
  readonly text: string;
  /** 1-based line numbers in A and B; absent on the side the line is not in. */
  readonly lineA?: number;
  readonly lineB?: number;
  /** The line's source in A and in B (null on the side it is not in). */
  readonly sourceA: MessageSource | null;
  readonly sourceB: MessageSource | null;
}

export type SourceChange = "added" | "removed" | "changed" | "moved" | "same";

export interface SourceDelta {
  readonly source: MessageSource;
  readonly change: SourceChange;
  readonly charactersA: number;
  readonly charactersB: number;
  readonly tokensA: number;
  readonly tokensB: number;
}

export interface MessageTotals {
  readonly charactersA: number;
  readonly charactersB: number;
  readonly tokensA: number;
  readonly tokensB: number;
}

export interface MessageDiff {
  readonly lines: readonly DiffLine[];
  /** One row per source, A's order first, then what only B has. */
  readonly sources: readonly SourceDelta[];
  /** Counted on the whole messages (a part's tokens are counted alone, so rows may not sum to this). */
  readonly totals: MessageTotals;
}

export interface DiffOptions {
  /** Tokens in a text: an estimate in the browser, the o200k tokenizer in the CLI. */
  readonly countTokens: (text: string) => number;
}

interface SourceTally {
  readonly source: MessageSource;
  /** Position of the source's first part, for telling a reorder from no change. */
  readonly position: number;
  readonly text: string;
  characters: number;
  tokens: number;
}

function tally(message: SourcedMessage, countTokens: (text: string) => number): Map<string, SourceTally> {
  const byKey = new Map<string, SourceTally>();
  const add = (source: MessageSource, position: number, text: string) => {
    const key = sourceKey(source);
    const entry = byKey.get(key) ?? { source, position, text: "", characters: 0, tokens: 0 };
    byKey.set(key, {
      ...entry,
      text: entry.text + text,
      characters: entry.characters + countCharacters(text),
      tokens: entry.tokens + countTokens(text),
    });
  };
  message.parts.forEach((part, index) => {
    if (index > 0) add({ kind: "separator", name: "" }, -1, "\n\n");
    add(part.source, index, part.text);
  });
  return byKey;
}

function changeOf(a: SourceTally | undefined, b: SourceTally | undefined): SourceChange {
  if (!a) return "added";
  if (!b) return "removed";
  if (a.text !== b.text) return "changed";
  return a.position === b.position || a.source.kind === "separator" ? "same" : "moved";
}

/** The line diff of A → B with sources, and the character and token delta of every source. */
export function diffSourcedMessages(a: SourcedMessage, b: SourcedMessage, options: DiffOptions): MessageDiff {
  const changes = diffArrays(
    a.lines.map((line) => line.text),
    b.lines.map((line) => line.text),
  );
  const lines: DiffLine[] = [];
  let indexA = 0;
  let indexB = 0;
  for (const change of changes) {
    for (const text of change.value) {
      if (change.added) {
        lines.push({
          status: "added",
          text,
          lineB: indexB + 1,
          sourceA: null,
          sourceB: b.lines[indexB]?.source ?? null,
        });
        indexB += 1;
      } else if (change.removed) {
        lines.push({
          status: "removed",
          text,
          lineA: indexA + 1,
          sourceA: a.lines[indexA]?.source ?? null,
          sourceB: null,
        });
        indexA += 1;
      } else {
        lines.push({
          status: "same",
          text,
          lineA: indexA + 1,
          lineB: indexB + 1,
          sourceA: a.lines[indexA]?.source ?? null,
          sourceB: b.lines[indexB]?.source ?? null,
        });
        indexA += 1;
        indexB += 1;
      }
    }
  }
  const tallyA = tally(a, options.countTokens);
  const tallyB = tally(b, options.countTokens);
  const keys = [...new Set([...tallyA.keys(), ...tallyB.keys()])];
  const sources = keys.map((key) => {
    const inA = tallyA.get(key);
    const inB = tallyB.get(key);
    const source = (inA ?? inB)?.source ?? { kind: "separator" as const, name: "" };
    return {
      source,
      change: changeOf(inA, inB),
      charactersA: inA?.characters ?? 0,
      charactersB: inB?.characters ?? 0,
      tokensA: inA?.tokens ?? 0,
      tokensB: inB?.tokens ?? 0,
    };
  });
  const totals = {
    charactersA: countCharacters(a.text),
    charactersB: countCharacters(b.text),
    tokensA: options.countTokens(a.text),
    tokensB: options.countTokens(b.text),
  };
  return { lines, sources, totals };
}
