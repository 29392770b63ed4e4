import type { ExportTarget } from "./target-names";

export { EXPORT_TARGETS, isExportTarget } from "./target-names";
export type { ExportTarget } from "./target-names";

export interface ExportTargetInfo {
  readonly id: ExportTarget;
  readonly label: string;
  /** `file`: a file an agent tool reads; `request`: an API request body. */
  readonly kind: "file" | "request";
  /** Whether the target has a model field (request targets always write one). */
  readonly usesModel: boolean;
  /** The conventional path for a slug. */
  readonly path: (slug: string) => string;
  /** A CLI example for `casts export --help`. */
  readonly example: string;
}

/** Request targets need a model; these are used when neither the caller nor the pack names one. */
export const DEFAULT_MODELS = Object.freeze({ openai: "gpt-4.1", anthropic: "claude-sonnet-4-5" } as const);

/** Anthropic's Messages API requires max_tokens; the export writes this value. */
export const ANTHROPIC_MAX_TOKENS = 4096;

export const EXPORT_TARGET_INFO: Readonly<Record<ExportTarget, ExportTargetInfo>> = Object.freeze({
  "claude-code": {
    id: "claude-code",
    label: "Claude Code subagent",
    kind: "file",
    usesModel: true,
    path: (slug: string) => `.claude/agents/${slug}.md`,
    example: "casts export reviewer --mode adversarial --to claude-code --out .",
  },
  cursor: {
    id: "cursor",
    label: "Cursor rule",
    kind: "file",
    usesModel: false,
    path: (slug: string) => `.cursor/rules/${slug}.mdc`,
    example: "casts export analyst --to cursor --out .",
  },
  copilot: {
    id: "copilot",
    label: "GitHub Copilot custom agent",
    kind: "file",
    usesModel: true,
    path: (slug: string) => `.github/agents/${slug}.agent.md`,
    example: "casts export implementer --mode fast --to copilot --out .",
  },
  crewai: {
    id: "crewai",
    label: "CrewAI agents.yaml",
    kind: "file",
    usesModel: true,
    path: () => "agents.yaml",
    example: "casts export --all --to crewai --out config",
  },
  lionagi: {
    id: "lionagi",
    label: "LionAGI AgentSpec",
    kind: "file",
    usesModel: true,
    path: (slug: string) => `${slug}.agent.yaml`,
    example: "casts export critic --mode adversarial --name adv-critic --to lionagi",
  },
  openai: {
    id: "openai",
    label: "OpenAI Chat Completions request",
    kind: "request",
    usesModel: true,
    path: (slug: string) => `${slug}.openai.json`,
    example: "casts export planner --to openai --model gpt-4.1",
  },
  anthropic: {
    id: "anthropic",
    label: "Anthropic Messages request",
    kind: "request",
    usesModel: true,
    path: (slug: string) => `${slug}.anthropic.json`,
    example: "casts export planner --to anthropic --model claude-sonnet-4-5",
  },
} satisfies Record<ExportTarget, ExportTargetInfo>);
