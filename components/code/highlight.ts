import "server-only";

import type { Root } from "hast";
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from "shiki";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";

export type CodeLanguage = "markdown" | "json" | "yaml" | "text";

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: ["github-light", "github-dark"],
    langs: ["markdown", "json", "yaml"],
    // The JavaScript regex engine: the same HTML as the Oniguruma (WebAssembly) engine for our
    // languages, in less than half the time, which every directory-role page of a large folder pays.
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/** Highlighted HTML for code, at build time; both themes, dark swapped in by CSS. */
export async function highlightCode(code: string, lang: CodeLanguage): Promise<string> {
  const shiki = await getHighlighter();
  return shiki.codeToHtml(code, {
    lang: lang === "text" ? "plaintext" : lang,
    themes: { light: "github-light", dark: "github-dark" },
    defaultColor: "light",
    // github-light's orange (Markdown list markers) is 3.1:1 on bg-subtle; this darker orange passes WCAG AA.
    colorReplacements: { "github-light": { "#e36209": "#b35900" } },
    // The CodeBlock wrapper is the focusable, labelled scroll region; a second tab stop on <pre> is noise.
    tabindex: false,
  });
}

/** Highlighted hast for a fenced block in user markdown; a language shiki does not bundle stays plain. */
export async function highlightToHast(code: string, lang: string): Promise<Root> {
  const shiki = await getHighlighter();
  const known = Object.hasOwn(bundledLanguages, lang);
  if (known && !shiki.getLoadedLanguages().includes(lang)) await shiki.loadLanguage(lang as BundledLanguage);
  const options = {
    themes: { light: "github-light", dark: "github-dark" },
    defaultColor: "light",
    colorReplacements: { "github-light": { "#e36209": "#b35900" } },
    tabindex: false,
  } as const;
  try {
    return shiki.codeToHast(code, { ...options, lang: known ? lang : "plaintext" });
  } catch {
    // A grammar whose patterns the JavaScript engine cannot run: the block stays plain.
    return shiki.codeToHast(code, { ...options, lang: "plaintext" });
  }
}
