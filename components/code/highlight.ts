import "server-only";

import { availableParallelism } from "node:os";

import type { Element, Root } from "hast";
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from "shiki";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import { groupDigits } from "@/lib/casts/core/digits";
import { sharedResult } from "@/lib/site/build/build-shared";

export type CodeLanguage = "markdown" | "json" | "yaml" | "text";

/**
 * What highlighting may cost (docs/hosting.md, "Highlighting budget"). TextMate grammars backtrack:
 * one 20,000-character line of C++ takes seconds, so a team's markdown could stall the build. A
 * block over the budget is shown as plain, escaped text with a note; the build goes on.
 */
export interface HighlightBudget {
  readonly maxChars: number;
  readonly maxLineLength: number;
  readonly blockMs: number;
  readonly processMs: number;
}

export const HIGHLIGHT_BUDGET: HighlightBudget = Object.freeze({
  /** A block longer than this is not highlighted at all. */
  maxChars: 20_000,
  /**
   * A line longer than this is left untokenized (shown plain inside the highlighted block): one
   * regular expression can backtrack for seconds on a long line, and nothing can interrupt it.
   */
  maxLineLength: 400,
  /** Tokenizing one block may take this much CPU time (measured line by line); past it the block is shown plain. */
  blockMs: 2_000,
  /** All blocks of one build process together; past it every further block is shown plain. */
  processMs: 30_000,
});

const THEMES = { light: "github-light", dark: "github-dark" } as const;
const renderOptions = (budget: HighlightBudget) => ({
  themes: THEMES,
  defaultColor: "light" as const,
  // github-light's orange (Markdown list markers) is 3.1:1 on bg-subtle; this darker orange passes WCAG AA.
  colorReplacements: { "github-light": { "#e36209": "#b35900" } },
  // The CodeBlock wrapper is the focusable, labelled scroll region; a second tab stop on <pre> is noise.
  tabindex: false as const,
  tokenizeMaxLineLength: budget.maxLineLength,
});

let highlighter: Promise<Highlighter> | undefined;
let spentMs = 0;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: [THEMES.light, THEMES.dark],
    langs: ["markdown", "json", "yaml"],
    // The JavaScript regex engine: the same HTML as the Oniguruma (WebAssembly) engine for our
    // languages, in less than half the time, which every directory-role page of a large folder pays.
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/**
 * Milliseconds of CPU this process has used. The budget counts CPU, not wall time: a build on a busy
 * machine (or beside the tests) waits for a core, and that wait must not decide which blocks are
 * highlighted. Tokenizing is synchronous, so the process's CPU during it is the tokenizer's (and
 * its garbage collection's).
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * The cores this process can run on: its CPU time grows at most this many times as fast as wall
 * time, so while wall time × CORES is within a budget, its CPU time is too.
 */
const CORES = availableParallelism();

/**
 * What shiki gives one line's tokenizing before it stops (its `tokenizeTimeLimit` default, which the
 * rendering below applies): the check times the same work.
 */
const LINE_TIME_LIMIT_MS = 500;

/**
 * Tokenizes line by line with the language's grammar, carrying its state, as the rendering will;
 * false as soon as it runs past `ms`. The grammar itself, not `codeToTokens` per line: that resolved
 * the theme and built themed tokens for every line, seven times the grammar's own work on a role's
 * system message (11.6 ms against 1.7 ms), and the check was half of all highlighting time.
 */
function tokenizesWithin(shiki: Highlighter, code: string, lang: string, budget: HighlightBudget): boolean {
  const started = cpuMs();
  const wallStarted = performance.now();
  const grammar = shiki.getLanguage(lang);
  let state: Parameters<typeof grammar.tokenizeLine2>[1] = null;
  try {
    for (const line of code.split("\n")) {
      // Lines shiki leaves untokenized: empty, or at the length budget or over it.
      if (line === "" || line.length >= budget.maxLineLength) continue;
      state = grammar.tokenizeLine2(line, state, LINE_TIME_LIMIT_MS).ruleStack;
      // Reading the CPU time is a system call: once per line it was a quarter of the highlighting
      // time of a 600-role build (profiled). Read only once the wall time says the CPU time could be
      // past the budget.
      if ((performance.now() - wallStarted) * CORES > budget.blockMs && cpuMs() - started > budget.blockMs)
        return false;
    }
    return true;
  } finally {
    spentMs += cpuMs() - started;
  }
}

/** Why a block is shown plain, or undefined when it may be highlighted. */
function overBudget(
  shiki: Highlighter,
  code: string,
  lang: string,
  budget: HighlightBudget,
): string | undefined {
  if (lang === "plaintext") return undefined;
  if (code.length > budget.maxChars) return `longer than ${groupDigits(budget.maxChars)} characters`;
  if (spentMs >= budget.processMs) return "past the build's highlighting time";
  // A grammar compiles its patterns on first use, which a busy machine can make slow: a block over
  // the budget gets a second try with them compiled, so only its own cost counts.
  if (tokenizesWithin(shiki, code, lang, budget) || tokenizesWithin(shiki, code, lang, budget))
    return undefined;
  return `slower to highlight than ${groupDigits(budget.blockMs)} ms`;
}

/** The note under a block shown plain, and the build's warning line. */
function plainNote(reason: string, lang: string, size: number): string {
  console.warn(`highlighting: a ${lang} block of ${size} characters is shown as plain text (${reason})`);
  return `Shown without highlighting: this block is ${reason} (the highlighting budget).`;
}

function noteElement(text: string): Element {
  return {
    type: "element",
    tagName: "p",
    properties: { className: ["text-fg-subtle", "mt-1", "text-xs"], dataHighlightNote: "" },
    children: [{ type: "text", value: text }],
  };
}

/**
 * HTML already made in this build process, by language and code. Pages repeat blocks: every role page
 * shows the JSON Schema of each emission it may produce, and the emission pages show them again (the
 * default catalog's build: 87 of one worker's 191 blocks were already made). Capped by the characters it holds, so
 * a large roles folder's distinct blocks cannot grow it without bound: past the cap, blocks are
 * highlighted afresh as before.
 */
const madeHtml = new Map<string, Promise<string>>();
const MADE_HTML_MAX_CHARS = 16 * 1024 * 1024;
let madeHtmlChars = 0;

const blockKey = (code: string, lang: CodeLanguage) => `${lang}\0${code}`;

/** Highlighted HTML for code, at build time; both themes, dark swapped in by CSS. */
export function highlightCode(code: string, lang: CodeLanguage, budget = HIGHLIGHT_BUDGET): Promise<string> {
  if (budget !== HIGHLIGHT_BUDGET) return highlightCodeAfresh(code, lang, budget);
  const key = blockKey(code, lang);
  const made = madeHtml.get(key);
  if (made) return made;
  const ready = sharedResult("highlight", key);
  const html = typeof ready === "string" ? Promise.resolve(ready) : highlightCodeAfresh(code, lang, budget);
  if (madeHtmlChars < MADE_HTML_MAX_CHARS) {
    madeHtml.set(key, html);
    void html.then(
      (text) => (madeHtmlChars += text.length),
      () => madeHtml.delete(key),
    );
  }
  return html;
}

/** `blocks` highlighted as highlightCode does, by the key it looks them up by (lib/site/build/build-shared.ts). */
export async function highlightTable(
  blocks: readonly { readonly code: string; readonly lang: CodeLanguage }[],
): Promise<Record<string, string>> {
  const table: Record<string, string> = {};
  for (const { code, lang } of blocks) table[blockKey(code, lang)] = await highlightCode(code, lang);
  return table;
}

async function highlightCodeAfresh(
  code: string,
  lang: CodeLanguage,
  budget: HighlightBudget,
): Promise<string> {
  const shiki = await getHighlighter();
  const grammar: BundledLanguage | "plaintext" = lang === "text" ? "plaintext" : lang;
  const reason = overBudget(shiki, code, grammar, budget);
  if (!reason) return shiki.codeToHtml(code, { ...renderOptions(budget), lang: grammar });
  const note = plainNote(reason, grammar, code.length);
  return `${shiki.codeToHtml(code, { ...renderOptions(budget), lang: "plaintext" })}<p class="text-fg-subtle mt-1 text-xs" data-highlight-note>${note}</p>`;
}

/** Highlighted hast for a fenced block in user markdown; a language shiki does not bundle stays plain. */
export async function highlightToHast(code: string, lang: string, budget = HIGHLIGHT_BUDGET): Promise<Root> {
  const shiki = await getHighlighter();
  const known = Object.hasOwn(bundledLanguages, lang);
  if (known && !shiki.getLoadedLanguages().includes(lang)) await shiki.loadLanguage(lang as BundledLanguage);
  const grammar = known ? (lang as BundledLanguage) : "plaintext";
  try {
    const reason = overBudget(shiki, code, grammar, budget);
    if (!reason) return shiki.codeToHast(code, { ...renderOptions(budget), lang: grammar });
    const plain = shiki.codeToHast(code, { ...renderOptions(budget), lang: "plaintext" });
    plain.children.push(noteElement(plainNote(reason, grammar, code.length)));
    return plain;
  } catch {
    // A grammar whose patterns the JavaScript engine cannot run: the block stays plain.
    return shiki.codeToHast(code, { ...renderOptions(budget), lang: "plaintext" });
  }
}
