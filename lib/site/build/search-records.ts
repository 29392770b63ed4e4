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
import type { SearchEntry } from "../browser/search";
import { markdownLines } from "./markdown-text";

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

/** Every searchable page: roles, modes, emission models, then directory roles. */
export function buildSearchRecords(): SearchRecord[] {
  return [...roleRecords(), ...modeRecords(), ...emissionRecords(), ...directoryRoleRecords()];
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
