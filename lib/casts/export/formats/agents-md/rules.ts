// AGENTS.md is plain markdown with no required fields (https://agents.md). Codex, one of its readers,
// reads at most project_doc_max_bytes of it, 32 KiB by default
// (https://developers.openai.com/codex/guides/agents-md).
import type { LintRule } from "../format";
import { maxBytes, rule } from "../lint-kit";

const SPEC = "https://agents.md";
const CODEX = "https://developers.openai.com/codex/guides/agents-md";

/** Codex's default project_doc_max_bytes. */
export const CODEX_AGENTS_MD_MAX_BYTES = 32 * 1024;

export const rules: readonly LintRule[] = [
  rule({ id: "agents-md/file-name", source: SPEC, summary: "The file is named AGENTS.md." }, (file) =>
    file.path.split("/").pop() === "AGENTS.md" ? [] : [`${file.path} is not named AGENTS.md`],
  ),
  rule({ id: "agents-md/not-empty", source: CODEX, summary: "Codex skips an empty AGENTS.md." }, (file) =>
    file.content.trim() === "" ? ["the file is empty, so Codex skips it"] : [],
  ),
  maxBytes(
    {
      id: "agents-md/codex-size",
      source: CODEX,
      severity: "warning",
      summary: "Codex reads AGENTS.md files up to project_doc_max_bytes (32 KiB by default) in all.",
    },
    CODEX_AGENTS_MD_MAX_BYTES,
    "AGENTS.md",
  ),
];
