import { CastsError } from "../core/errors";
import type { EvalFile } from "../evals/fixture-schema";
import type { Pack } from "../pack";
import { listRoles } from "../pattern";
import type { Profile } from "../profile";
import { buildRuntimeMessage, type PolicyLines } from "../core/runtime-message";
import { aliasOfPattern } from "./formats/claude-code/model";
import { hasInstructions } from "./request-targets";
import { exportSlug } from "./slug";
import { resolveToolLimits, type DirectoryToolLimits } from "./tool-limits";
import { DEFAULT_MODELS, EXPORT_TARGETS, isExportTarget, type ExportTarget } from "./targets";

export interface ExportOptions {
  readonly target: ExportTarget | string;
  /** The model id; when absent the pack's model for the role, then (request targets) a default. */
  readonly model?: string | null | undefined;
  /** The pack whose role config supplies model and effort, and whose policy travels; null or absent: none. */
  readonly pack?: Pack | null | undefined;
  /**
   * true (default): the exported instructions are the runtime message, `S` then the pack's policy for
   * the role (authority, boundaries, escalations); false: `S` alone.
   */
  readonly policy?: boolean | undefined;
  /** A directory role's config: its `required_tools` / `tool_filter` / `model` travel where a target has fields for them. */
  readonly directoryConfig?: DirectoryToolLimits | null | undefined;
  /** The role's eval fixtures (the promptfoo target writes them as tests). */
  readonly evals?: EvalFile | null | undefined;
}

export interface ExportFile {
  /** The conventional path, relative to the project (or output) folder. */
  readonly path: string;
  readonly content: string;
}

/** What one target needs, resolved once from the profile and the options. */
export interface ExportContext {
  readonly profile: Profile;
  readonly target: ExportTarget;
  readonly slug: string;
  /** The exported instructions: the runtime message (`S` + the pack's policy), or `S` alone with `policy: false`. */
  readonly system: string;
  /** `S`: exactly `profile.buildSystemMessage()`. */
  readonly plainSystem: string;
  /** Whether policy sections were appended to `S`. */
  readonly policyApplied: boolean;
  /** The pack's policy for the role that `system` carries; null with `policy: false` or none. */
  readonly policy: PolicyLines | null;
  /** The tool names the role may use (a directory role's limits), or null for no limit. */
  readonly tools: readonly string[] | null;
  readonly evals: EvalFile | null;
  /** `D`: the role's description. */
  readonly description: string;
  /**
   * Given, else set by the pack, else the one model a directory role allows (for Claude Code, the alias
   * of the model family it allows); null when none.
   */
  readonly model: string | null;
  readonly effort: string | null;
  readonly packName: string | null;
  readonly builtIn: boolean;
  readonly notes: string[];
}

const MODEL_PATTERN = /^[^\p{Cc}\p{Cf}\s]{1,256}$/u;

export function resolveTarget(target: string): ExportTarget {
  if (isExportTarget(target)) return target;
  throw new CastsError(
    "EXPORT_UNSUPPORTED",
    `Unknown export target '${target}'. Targets: ${EXPORT_TARGETS.join(", ")}`,
    {
      details: { path: "target" },
    },
  );
}

export function exportContext(profile: Profile, options: ExportOptions): ExportContext {
  const target = resolveTarget(options.target);
  const given = options.model?.trim() ? options.model.trim() : null;
  if (given !== null && !MODEL_PATTERN.test(given)) {
    throw new CastsError(
      "NAME_INVALID",
      "model: expected a model id of up to 256 characters without spaces or control characters",
      { details: { path: "model" } },
    );
  }
  const config = options.pack?.config(profile.role.name) ?? null;
  const plainSystem = profile.buildSystemMessage();
  const policy = options.policy === false ? null : (options.pack?.policy(profile.role.name) ?? null);
  const system = buildRuntimeMessage(plainSystem, policy);
  // Claude Code names a whole model family by its alias (`sonnet`): a directory role whose model pattern
  // is that family's (as the import writes it) gets the alias, and no note that the pattern was left out.
  const alias = target === "claude-code" ? aliasOfPattern(options.directoryConfig?.model) : null;
  const directoryConfig =
    alias === null || !options.directoryConfig
      ? options.directoryConfig
      : { ...options.directoryConfig, model: ".*" };
  const limits = resolveToolLimits(directoryConfig);
  return {
    profile,
    target,
    slug: exportSlug(profile.name),
    system,
    plainSystem,
    policyApplied: system !== plainSystem,
    policy,
    tools: limits.tools,
    evals: options.evals ?? null,
    description: profile.role.description,
    model: given ?? config?.model ?? limits.model ?? alias,
    effort: config?.effort ?? null,
    packName: options.pack?.name ?? null,
    builtIn: listRoles().includes(profile.role.name),
    notes: [...limits.notes],
  };
}

/** For a target with no tool field: a note naming the tools a directory role's limits did not carry. */
export function noteToolsNotCarried(context: ExportContext, format: string): void {
  if (context.tools === null) return;
  context.notes.push(
    `${format} has no field for a tool list: the role's tools (${context.tools.join(", ") || "none"}) were not carried; limit them in the tool's own settings.`,
  );
}

const NO_INSTRUCTIONS = "the role has no instructions (no system prompt)";

/**
 * The instructions for a field a format requires to be non-empty (`what`, e.g. "A CrewAI agent's
 * backstory"): the exported instructions, or, for a role that has none (a directory role without a
 * system prompt, and no policy), its description, with a note.
 */
export function requiredInstructions(context: ExportContext, what: string): string {
  if (hasInstructions(context.system)) return context.system;
  context.notes.push(`${what} must not be empty and ${NO_INSTRUCTIONS}: its description was written there.`);
  return context.description;
}

/**
 * The instructions a request target sends, as a run sends them: the exported instructions, or, for a
 * role that has none, null (the request has no `what`, e.g. "developer message") with a note. The
 * description is not sent in their place: it tells a reader when to pick the role, not the model what
 * to do, and `casts run` sends none either.
 */
export function requestInstructions(context: ExportContext, what: string): string | null {
  if (hasInstructions(context.system)) return context.system;
  const run = "a run of the role sends none either (never an empty one)";
  context.notes.push(`The request has no ${what}: ${NO_INSTRUCTIONS}, and ${run}.`);
  return null;
}

/** The model a request target sends: the resolved one, else the documented default (noted). */
export function requestModel(context: ExportContext, target: keyof typeof DEFAULT_MODELS): string {
  if (context.model !== null) return context.model;
  context.notes.push(`No model given and none set by the pack: using the default ${DEFAULT_MODELS[target]}.`);
  return DEFAULT_MODELS[target];
}
