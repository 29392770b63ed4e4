// Which format a file is in, by its path first (each tool's conventional location), then by its
// content (the front matter keys only one format uses); or why it is not an agent definition at all
// (a README, a request body, a promptfoo config, an image), which the report shows as skipped.
import { parseStrictJson } from "../strict-json";
import { readFrontMatter, yamlMapping, type Data } from "./read-kit";
import { FORMAT_READERS } from "./readers";
import type { FormatReader, ImportFormatId } from "./types";

export type Detection =
  | { readonly kind: "read"; readonly reader: FormatReader }
  | { readonly kind: "skip"; readonly reason: string };

type Family = "markdown" | "toml" | "yaml" | "json";

const FAMILY_OF_FORMAT: Readonly<Record<ImportFormatId, readonly Family[]>> = {
  "claude-code": ["markdown"],
  copilot: ["markdown"],
  cursor: ["markdown"],
  "cursor-agent": ["markdown"],
  gemini: ["markdown"],
  opencode: ["markdown"],
  "agent-skill": ["markdown"],
  "agents-md": ["markdown"],
  codex: ["toml"],
  crewai: ["yaml"],
  roo: ["yaml", "json"],
};

/** The kind of text a path holds, by its name; null for anything else (images, code, archives). */
export function fileFamily(path: string): Family | null {
  const base = (path.split("/").at(-1) ?? path).toLowerCase();
  if (base === ".roomodes") return "yaml";
  const extension = /\.([a-z0-9]+)$/.exec(base)?.[1];
  if (extension === "md" || extension === "mdc" || extension === "markdown") return "markdown";
  if (extension === "toml") return "toml";
  if (extension === "yaml" || extension === "yml") return "yaml";
  if (extension === "json") return "json";
  return null;
}

const skip = (reason: string): Detection => ({ kind: "skip", reason });
const read = (id: ImportFormatId): Detection => ({ kind: "read", reader: FORMAT_READERS[id] });

function has(data: Data, ...keys: string[]): boolean {
  return keys.some((key) => Object.hasOwn(data, key));
}

function sniffMarkdown(path: string, text: string): Detection {
  let data: Data | null;
  try {
    data = readFrontMatter({ path, text }).data;
  } catch (error) {
    // Front matter that names an agent but does not parse is a broken agent file, not a stranger.
    if (/^(name|description)\s*:/m.test(text.slice(0, 4096))) throw error;
    return skip("markdown whose front matter does not parse and names no agent");
  }
  if (data === null) return skip("markdown without front matter (not an agent definition)");
  if (has(data, "alwaysApply", "globs")) return read("cursor");
  if (data["kind"] === "local" || data["kind"] === "remote") return read("gemini");
  if (["primary", "subagent", "all"].includes(String(data["mode"]))) return read("opencode");
  if (has(data, "allowed-tools", "license", "compatibility")) return read("agent-skill");
  if (has(data, "readonly", "is_background")) return read("cursor-agent");
  if (has(data, "target", "disable-model-invocation", "mcp-servers", "user-invocable"))
    return read("copilot");
  if (has(data, "name") && has(data, "description")) return read("claude-code");
  return skip("markdown whose front matter has no agent name and description");
}

function sniffYaml(path: string, text: string): Detection {
  let data: Data;
  try {
    data = yamlMapping(text, path, "the file");
  } catch {
    return skip("YAML that does not parse as a mapping (not read as an agent file)");
  }
  return sniffData(data);
}

function sniffData(data: Data): Detection {
  if (Array.isArray(data["customModes"])) return read("roo");
  if (has(data, "prompts", "providers") && has(data, "tests", "defaultTest", "prompts"))
    return skip("a promptfoo config, not an agent definition");
  if (has(data, "messages", "input") && has(data, "model"))
    return skip("an API request body, not an agent definition");
  const values = Object.values(data);
  const isAgent = (value: unknown) =>
    value !== null && typeof value === "object" && has(value as Data, "role", "goal", "backstory");
  if (values.length > 0 && values.every(isAgent)) return read("crewai");
  return skip("data with no agent definitions in a format the import reads");
}

/**
 * The reader for one file (text already decoded, LF line ends), or why it is skipped. With `from`
 * every text file of that format's kind is read as it. Throws (YAML_INVALID) for front matter that
 * names an agent but does not parse.
 */
export function detectFormat(path: string, text: string, from?: ImportFormatId): Detection {
  const family = fileFamily(path);
  if (from !== undefined) {
    return family !== null && FAMILY_OF_FORMAT[from].includes(family)
      ? read(from)
      : skip(`not a ${FORMAT_READERS[from].label} file`);
  }
  if (family === null) return skip("not an agent definition (not a markdown, TOML, YAML or JSON file)");
  const byPath = Object.values(FORMAT_READERS).find(
    (reader) => reader.matchesPath(path) && FAMILY_OF_FORMAT[reader.id].includes(family),
  );
  if (byPath) return { kind: "read", reader: byPath };
  if (family === "markdown") return sniffMarkdown(path, text);
  if (family === "toml")
    return /^\s*developer_instructions\s*=/m.test(text)
      ? read("codex")
      : skip("TOML without developer_instructions (not a Codex agent)");
  if (family === "yaml") return sniffYaml(path, text);
  const json = parseStrictJson(text);
  if (!json.ok || json.value === null || typeof json.value !== "object" || Array.isArray(json.value))
    return skip("JSON that is not an object of agent definitions");
  return sniffData(json.value as Data);
}
