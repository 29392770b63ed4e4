// Export a composition to agent tools and model APIs (contract §7); used by the CLI and the composer.
export { exportProfile, exportRoster } from "./export-profile";
export type { ExportResult, RosterExport, RosterOptions } from "./export-profile";
export { hasLintErrors, lintExport, lintRules } from "./lint";
export type { LintFinding, LintRule, LintSeverity } from "./lint";
export { literalFromRegex, resolveToolLimits } from "./tool-limits";
export { CURSOR_DEEPLINK_MAX, cursorRuleLink, installLinks, TARGET_DOCS } from "./install-links";
export type { InstallLink } from "./install-links";
export {
  STATIC_EXPORT_TARGETS,
  staticExport,
  staticExportUrl,
  staticExports,
  staticFileName,
} from "./static-exports";
export type { StaticExport } from "./static-exports";
export type { ToolLimits } from "./tool-limits";
export type { ExportFile, ExportOptions } from "./context";
export { decodeReply } from "./decode";
export { providerSchema, ANTHROPIC_SCHEMA_LIMITS } from "./provider-schema";
export type { DroppedConstraint, ProviderSchema, SchemaProvider } from "./provider-schema";
export { requestSnippets } from "./snippets";
export type { Snippet, SnippetLanguage } from "./snippets";
export { countExportTokens, usesOpenAITokenizer } from "./tokens";
export type { TokenCount } from "./tokens";
export { exportSlug } from "./slug";
export { OUTPUT_CONTRACT_HEADING } from "./output-contract";
export { USER_PLACEHOLDER } from "./request-targets";
export type { AnthropicMessagesRequest, OpenAIChatRequest } from "./request-targets";
export {
  ANTHROPIC_MAX_TOKENS,
  DEFAULT_MODELS,
  EXPORT_TARGETS,
  EXPORT_TARGET_INFO,
  isExportTarget,
} from "./targets";
export type { ExportTarget, ExportTargetInfo } from "./targets";
