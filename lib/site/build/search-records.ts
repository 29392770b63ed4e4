// What the site search indexes: one record per role, mode, emission model and directory role, each
// with its text split into weighted sections (name ≫ what it does and intent words > "Pick when" >
// the rest). postbuild/search-index.ts turns these into the Pagefind index and the entry files
// (one file per entry, the first few, every name) that the dialog and the 404 page read.
// Build-time only (it reads the roles folder from disk), but free of "server-only" so scripts can call it.

import {
  EMISSION_MODELS,
  emissionJsonSchema,
  fieldNameFor,
  listModes,
  listRoles,
  Mode,
  Role,
} from "@/lib/casts/index";
import { loadSourceDirectoryRoles, resolveCatalogSource } from "@/lib/casts/node/index";

import { isJsonObject } from "../json";
import { parseModeDescription } from "../mode-facts";
import { parseRoleDescription, roleTitle } from "../role-facts";
import { loadBuiltInKeywords, loadDirectoryRoleKeywords } from "./search-keywords";
import { A_Z_HREF, type SearchEntry } from "../browser/search";
import { markdownLines } from "./markdown-text";
import { getSitePackSlug, sitePackHref } from "./site-source";

/** Pagefind weights (0–10): a name match outranks any amount of body text. */
export const SEARCH_WEIGHTS = { name: 10, keywords: 7, about: 6, pick: 3, detail: 1 } as const;

/**
 * What every emission model page is, in the words a reader uses for it: "structured json output"
 * or "response schema" then finds the output types even when no model's own text says so.
 */
const EMISSION_KIND_WORDS = "structured output type JSON schema response format emission model";

export interface SearchSection {
  readonly weight: number;
  readonly text: string;
}

export interface SearchRecord extends Omit<SearchEntry, "pageId"> {
  readonly sections: readonly SearchSection[];
}

/** `postmortem-lead` → "postmortem lead", `DependencyAuditor` → "Dependency Auditor". */
export function nameWords(name: string): string {
  return name
    .replace(/[-_.]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim();
}

function nameSection(...names: string[]): SearchSection {
  const words = names.flatMap((name) => [name, nameWords(name)]);
  return { weight: SEARCH_WEIGHTS.name, text: [...new Set(words)].join(" ") };
}

/** Drops a trailing "; not for …" clause: what a role is not for must not find it. */
function withoutNotFor(text: string): string {
  return text.replace(/;\s*not for\b[^.]*\.?/i, ".");
}

function roleRecords(): SearchRecord[] {
  return listRoles().map((name) => {
    const role = Role.load(name);
    const parts = parseRoleDescription(role.description);
    const keywords = loadBuiltInKeywords("role", name);
    return {
      kind: "role",
      name,
      title: roleTitle(role.body, name),
      summary: parts.summary,
      href: `/roles/${name}`,
      keywords,
      sections: [
        nameSection(name, roleTitle(role.body, name)),
        { weight: SEARCH_WEIGHTS.keywords, text: keywords.join(". ") },
        { weight: SEARCH_WEIGHTS.about, text: parts.summary },
        { weight: SEARCH_WEIGHTS.pick, text: parts.pickWhen ?? "" },
        {
          weight: SEARCH_WEIGHTS.detail,
          text: [...role.emits.map((model) => model.name), parts.effort ? `${parts.effort} effort` : ""].join(
            " ",
          ),
        },
      ],
    };
  });
}

function modeRecords(): SearchRecord[] {
  return listModes().map((name) => {
    const mode = Mode.load(name);
    const parts = parseModeDescription(mode.description);
    const keywords = loadBuiltInKeywords("mode", name);
    return {
      kind: "mode",
      name,
      title: name,
      summary: parts.summary,
      href: `/modes/${name}`,
      keywords,
      sections: [
        nameSection(name),
        { weight: SEARCH_WEIGHTS.keywords, text: keywords.join(". ") },
        { weight: SEARCH_WEIGHTS.about, text: parts.summary },
        { weight: SEARCH_WEIGHTS.detail, text: parts.phase ?? "" },
      ],
    };
  });
}

function emissionRecords(): SearchRecord[] {
  return EMISSION_MODELS.map((model) => {
    const properties = emissionJsonSchema(model)["properties"];
    const keywords = loadBuiltInKeywords("emission", model.name);
    return {
      kind: "emission",
      name: model.name,
      title: model.name,
      summary: model.summary,
      href: `/emissions/${model.name}`,
      keywords,
      sections: [
        nameSection(model.name, fieldNameFor(model)),
        { weight: SEARCH_WEIGHTS.keywords, text: keywords.join(". ") },
        { weight: SEARCH_WEIGHTS.about, text: model.summary },
        {
          weight: SEARCH_WEIGHTS.detail,
          text: [
            model.category,
            ...Object.keys(isJsonObject(properties) ? properties : {}),
            EMISSION_KIND_WORDS,
          ].join(" "),
        },
      ],
    };
  });
}

function directoryRoleRecords(): SearchRecord[] {
  // The build's directory roles (CASTS_ROLES_DIR, default roles/); a folder that cannot be listed adds none.
  const { loaded } = loadSourceDirectoryRoles(resolveCatalogSource({ env: process.env }));
  return loaded.map((role) => {
    // The description is Markdown: its words, one block a line, as the results show them.
    const [about = "", pick = ""] = markdownLines(role.description)
      .join("\n")
      .split(/(?=\bPick\b)/);
    const keywords = loadDirectoryRoleKeywords(role.path);
    return {
      kind: "directory-role",
      name: role.name,
      title: role.name,
      summary: about.trim(),
      href: `/directory-roles/${role.name}`,
      keywords,
      sections: [
        nameSection(role.name),
        { weight: SEARCH_WEIGHTS.keywords, text: keywords.join(". ") },
        { weight: SEARCH_WEIGHTS.about, text: about },
        { weight: SEARCH_WEIGHTS.pick, text: withoutNotFor(pick) },
        { weight: SEARCH_WEIGHTS.detail, text: role.systemPrompt ?? "" },
      ],
    };
  });
}

/** One of the site's own pages as search finds it: its words are ours, not the page's text. */
interface ToolPage {
  readonly href: string;
  /** The short name a reader may type ("compose", "pack lab"); the title is the page's heading. */
  readonly name: string;
  readonly title: string;
  readonly summary: string;
  readonly keywords: readonly string[];
}

/**
 * The tools and lists, after the catalog: "import" finds the import page and "export" the export
 * files and the composer, where no role's text would. Their summaries are the pages' own
 * descriptions, shortened.
 */
export const TOOL_PAGES: readonly ToolPage[] = [
  {
    href: "/compose",
    name: "compose",
    title: "Profile composer",
    summary:
      "Compose a role with ordered reasoning modes, catch mode conflicts, then copy or export the system message, prompt, emission schema and profile YAML.",
    keywords: ["composer", "compose a profile", "export", "build a system prompt", "run a composition"],
  },
  {
    href: "/compare",
    name: "compare",
    title: "Compare compositions",
    summary:
      "Two compositions side by side: a line diff of their system messages, what each section adds in characters and tokens, and the emission keys gained or lost.",
    keywords: ["compare", "diff", "side by side", "comparison"],
  },
  {
    href: "/packs/lab",
    name: "pack-lab",
    title: "Pack lab",
    summary:
      "Paste or open a pack YAML and see every mistake as you type, with its line and fix, and the effective configuration of every role.",
    keywords: ["pack lab", "validate a pack", "pack YAML", "check a pack"],
  },
  {
    href: "/open-roles",
    name: "import",
    title: "Open a roles folder or import agents",
    summary:
      "Check a folder of directory roles in your browser, or import agent files from Claude Code, Copilot, Cursor, Codex, Gemini and others as directory roles; nothing is uploaded.",
    keywords: ["import", "import agents", "open roles", "open a folder", "agent files"],
  },
  {
    href: "/export",
    name: "export",
    title: "Export files",
    summary:
      "Every built-in role as a file for Claude Code, Cursor, Copilot, Codex, Gemini, OpenCode, Agent Skills, AGENTS.md, CrewAI and LionAGI, with the path each tool reads it from.",
    keywords: ["export", "download", "export targets", "agent files", "subagent file", "AGENTS.md"],
  },
  {
    href: A_Z_HREF,
    name: "a-z",
    title: "A–Z index",
    summary: "Every role, mode, emission model, directory role and tool by name, on one page.",
    keywords: ["index", "a to z", "everything", "all pages", "site map"],
  },
  {
    href: "/emissions",
    name: "emissions",
    title: "Emission models",
    summary:
      "Every typed output a role may emit, with its fields, JSON Schema and the roles that declare it.",
    keywords: ["emission models", "all emissions", "outputs"],
  },
  {
    href: "/modes",
    name: "modes",
    title: "Modes",
    summary: "Every reasoning mode, the phase each acts in, which modes pair well and which conflict.",
    keywords: ["modes", "all modes", "conflict matrix"],
  },
];

/** The site's pack page: the default pack's, or the one a team's catalog is built with (CASTS_PACK). */
function sitePackPage(): ToolPage {
  const slug = getSitePackSlug();
  return {
    href: sitePackHref(),
    name: "pack",
    title: `Pack: ${slug}`,
    summary:
      "The site's pack: model, effort, default and allowed modes, authority, boundaries and escalations for every role, with its health check.",
    keywords: [`${slug} pack`, "pack", "packs", "pack settings"],
  };
}

function toolPageRecords(): SearchRecord[] {
  return [...TOOL_PAGES, sitePackPage()].map(({ href, name, title, summary, keywords }) => ({
    kind: "page",
    name,
    title,
    summary,
    href,
    keywords: [...keywords],
    sections: [
      nameSection(name, title),
      // Its name and keywords only: the words of a tool's description ("directory", "diff") would take
      // queries about a task from the roles that do it, and weaken those words for every page.
      { weight: SEARCH_WEIGHTS.keywords, text: keywords.join(". ") },
    ],
  }));
}

/**
 * Every searchable page: roles, modes, emission models, directory roles, then the site's tools and
 * lists (last, so an empty query's first entries stay the catalog's).
 */
export function buildSearchRecords(): SearchRecord[] {
  return [
    ...roleRecords(),
    ...modeRecords(),
    ...emissionRecords(),
    ...directoryRoleRecords(),
    ...toolPageRecords(),
  ];
}

/** The entries without their indexed text (and before Pagefind gives each its page id). */
export function searchEntriesOf(records: readonly SearchRecord[]): Omit<SearchEntry, "pageId">[] {
  return records.map(({ kind, name, title, summary, href, keywords }) => ({
    kind,
    name,
    title,
    summary,
    href,
    ...(keywords && keywords.length > 0 ? { keywords } : {}),
  }));
}

/**
 * A detail section as indexed: each word once, in first-seen order. Pagefind stores every position of
 * every word, and prompt bodies repeat their working words many times over: at 2,000 roles that
 * multiplies the index chunks a query downloads, while the ranking gains nothing (a body word
 * weighs little, and the dialog shows our summaries, not Pagefind's excerpts).
 */
export function distinctWords(text: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of text.split(/\s+/)) {
    const key = word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    kept.push(word);
  }
  return kept.join(" ");
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The page Pagefind indexes for a record: one weighted paragraph per section, the title as meta. */
export function searchRecordHtml(record: SearchRecord): string {
  const sections = record.sections
    .filter((section) => section.text.trim() !== "")
    .map((section) => {
      const text = section.weight === SEARCH_WEIGHTS.detail ? distinctWords(section.text) : section.text;
      return `<p data-pagefind-weight="${section.weight}">${escapeHtml(text)}</p>`;
    })
    .join("");
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(record.title)}</title></head><body data-pagefind-body><div data-pagefind-filter="kind:${record.kind}"></div>${sections}</body></html>`;
}
