// One read agent as a directory role's files (contract §6): its folder name (a slug that is safe on
// every file system), description.md, system_prompt.md and config.json, with the model and the tool
// names written as the seed's regular expressions, escaped (`gpt-4.1` → `gpt-4\.1`; the export's
// literalFromRegex reads them back), or the pattern a reader gave for a model family's alias.
import { parseDirectoryRoleConfig } from "../directory-roles/config";
import { roleNameError } from "../directory-roles/role-name";
import { exportSlug } from "../export/slug";
import { codePointName, dropControl } from "../core/echo";
import { echo, MAX_CONFIG_JSON_BYTES } from "../core/limits";
import { ImportError, MODEL_ID } from "./read-kit";
import type { ImportedRole, ImportFormatId, ReadAgent } from "./types";

/** Longest role name the directory-role loader takes. */
const MAX_FOLDER_LENGTH = 100;

/** `text` as a regular expression that matches exactly it (the pattern's punctuation escaped). */
export function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
}

/**
 * The folder (and role) name for an agent name: the export's slug (`Code Reviewer` → `code-reviewer`,
 * `análise` → `analise`) cut at 100 characters at a hyphen, where a Windows device name gets `-agent`,
 * so an exported role comes back in the folder of its name. Null when the name has no letter or digit
 * in Latin script.
 */
export function roleFolderName(name: string): string | null {
  if (!/[A-Za-z0-9]/.test(name.normalize("NFKD"))) return null;
  return exportSlug(name, MAX_FOLDER_LENGTH);
}

/** Leading blank lines and trailing white space removed; LF line ends. */
export function tidyBody(body: string): string {
  return body.replace(/^(?:[ \t]*\n)+/, "").trimEnd();
}

export interface RoleInput {
  readonly agent: ReadAgent;
  readonly folder: string;
  readonly description: string;
  readonly source: string;
  readonly format: ImportFormatId;
}

/** The role's files; throws ImportError when a value cannot be a directory role's. */
export function roleFiles(input: RoleInput): ImportedRole {
  const { agent } = input;
  const config: { model?: string; tool_filter?: string[] } = {};
  if (agent.modelPattern !== undefined) config.model = agent.modelPattern;
  else if (agent.model !== null) {
    if (!MODEL_ID.test(agent.model))
      throw new ImportError(
        "FORMAT_INVALID",
        "model: expected a model ID of up to 256 characters without spaces or control characters",
        { path: "model" },
      );
    config.model = escapeRegex(agent.model);
  }
  if (agent.tools !== null && agent.tools.length > 0) {
    // A tool name is refused, not cleaned: cleaning could turn a disguised name into a real tool's, and
    // dropping the tool could leave no tool list (every tool allowed).
    for (const tool of agent.tools) {
      const { dropped } = dropControl(tool);
      if (dropped.length > 0)
        throw new ImportError(
          "FORMAT_INVALID",
          `tools: '${echo(tool)}' holds ${dropped.map(codePointName).join(", ")}; a tool's name has no control or direction characters`,
          { path: "tools" },
        );
    }
    config.tool_filter = agent.tools.map(escapeRegex);
  }
  const json = Object.keys(config).length === 0 ? undefined : `${JSON.stringify(config, null, 2)}\n`;
  if (json !== undefined && json.length > MAX_CONFIG_JSON_BYTES)
    throw new ImportError("INPUT_TOO_LARGE", "the tool list is too long for a config.json (64 KiB)", {
      path: "tools",
    });
  const body = tidyBody(agent.body);
  return Object.freeze({
    folder: input.folder,
    source: input.source,
    sourceName: agent.name ?? input.folder,
    format: input.format,
    files: Object.freeze({
      "description.md": `${input.description.trim()}\n`,
      ...(body === "" ? {} : { "system_prompt.md": `${body}\n` }),
      ...(json === undefined ? {} : { "config.json": json }),
    }),
  });
}

/**
 * Checks what the directory-role loader checks of these files (`make start CASTS_ROLES_DIR=…`): the
 * folder is a role name and config.json's settings are valid. (The loader itself is not imported: it
 * brings the built-in roles and zod, which the browser's importer does not need.)
 */
export function assertLoads(role: ImportedRole): void {
  const nameProblem = roleNameError(role.folder);
  if (nameProblem) throw new ImportError("FORMAT_INVALID", nameProblem);
  const json = role.files["config.json"];
  if (json === undefined) return;
  const parsed = parseDirectoryRoleConfig(JSON.parse(json));
  if (!parsed.ok) throw new ImportError("FORMAT_INVALID", `config.json: ${parsed.errors.join("; ")}`);
}
