// Install or open links for an exported file, only in the forms the tools document:
// - Cursor: rule deeplinks, https://cursor.com/docs/reference/deeplinks — the app form
//   `cursor://anysphere.cursor-deeplink/rule?name=…&text=…` and the web form
//   `https://cursor.com/link/rule?…`; the user reviews and confirms before the rule is added; a
//   deeplink URL is at most 8,000 characters. Cursor documents no deeplink for subagents.
// - VS Code / Copilot: no official documentation page describes an install link for custom agent
//   (`.agent.md`) files, so none is offered (VS Code documents `vscode:mcp/install` for MCP
//   servers only).
// Everywhere else the link is copy-then-open: copy the file, then open the page that says where it goes.
import type { ExportFile } from "./context";
import type { ExportTarget } from "./targets";

/** The longest deeplink Cursor accepts. */
export const CURSOR_DEEPLINK_MAX = 8000;

export interface InstallLink {
  /** `open`: the link installs or opens the file itself; `copy-then-open`: copy the file first. */
  readonly kind: "open" | "copy-then-open";
  readonly label: string;
  readonly href: string;
}

/** Where each target's documentation says the file goes. */
export const TARGET_DOCS: Readonly<Record<ExportTarget, string>> = Object.freeze({
  "claude-code": "https://code.claude.com/docs/en/sub-agents",
  cursor: "https://cursor.com/docs/context/rules",
  copilot: "https://docs.github.com/en/copilot/reference/custom-agents-configuration",
  crewai: "https://docs.crewai.com/en/concepts/agents",
  lionagi: "https://github.com/khive-ai/lionagi",
  openai: "https://platform.openai.com/docs/api-reference/chat/create",
  anthropic: "https://docs.claude.com/en/api/messages",
  "agent-skill": "https://agentskills.io/specification",
  "agents-md": "https://agents.md",
  codex: "https://developers.openai.com/codex/subagents",
  gemini: "https://geminicli.com/docs/core/subagents",
  opencode: "https://opencode.ai/docs/agents",
  "cursor-agent": "https://cursor.com/docs/subagents",
  promptfoo: "https://promptfoo.dev/docs/configuration/guide",
});

/** The two documented bases of a Cursor rule deeplink: the app's own scheme, and cursor.com's redirect. */
export const CURSOR_RULE_BASES = Object.freeze({
  app: "cursor://anysphere.cursor-deeplink/rule",
  web: "https://cursor.com/link/rule",
});

/**
 * A Cursor rule deeplink for a rule file (name and text query-encoded, so any character of either is
 * safe), or null when it would pass the 8,000-character limit.
 */
export function cursorRuleLink(
  name: string,
  file: ExportFile,
  base: keyof typeof CURSOR_RULE_BASES = "web",
): string | null {
  const href = `${CURSOR_RULE_BASES[base]}?${new URLSearchParams({ name, text: file.content }).toString()}`;
  return href.length <= CURSOR_DEEPLINK_MAX ? href : null;
}

/** The links the composer and role pages offer for one exported file (never empty). */
export function installLinks(target: ExportTarget, name: string, file: ExportFile): InstallLink[] {
  const links: InstallLink[] = [];
  if (target === "cursor") {
    const app = cursorRuleLink(name, file, "app");
    const web = cursorRuleLink(name, file, "web");
    if (app) links.push({ kind: "open", label: "Add to Cursor", href: app });
    if (web) links.push({ kind: "open", label: "Add to Cursor (via cursor.com)", href: web });
  }
  if (links.length === 0)
    links.push({
      kind: "copy-then-open",
      label: `Copy, then open where ${file.path} goes`,
      href: TARGET_DOCS[target],
    });
  return links;
}
