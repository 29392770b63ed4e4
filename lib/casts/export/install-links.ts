// Install or open links for an exported file. Cursor documents deeplinks that add a rule after the
// user confirms (https://cursor.com/docs/reference/deeplinks: cursor.com/link/rule?name=…&text=…,
// at most 8,000 characters of URL). Where a tool documents no such link, the link is copy-then-open:
// copy the file, then open the page that says where it goes.
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

/** The Cursor rule deeplink for a rule file, or null when it would pass the 8,000-character limit. */
export function cursorRuleLink(name: string, file: ExportFile): string | null {
  const href = `https://cursor.com/link/rule?${new URLSearchParams({ name, text: file.content }).toString()}`;
  return href.length <= CURSOR_DEEPLINK_MAX ? href : null;
}

/** The links the composer and role pages offer for one exported file. */
export function installLinks(target: ExportTarget, name: string, file: ExportFile): InstallLink[] {
  const links: InstallLink[] = [];
  if (target === "cursor") {
    const href = cursorRuleLink(name, file);
    if (href) links.push({ kind: "open", label: "Add to Cursor", href });
  }
  if (links.length === 0)
    links.push({
      kind: "copy-then-open",
      label: `Copy, then open where ${file.path} goes`,
      href: TARGET_DOCS[target],
    });
  return links;
}
