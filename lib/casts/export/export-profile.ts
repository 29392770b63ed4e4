import type { Profile } from "../profile";
import { exportContext, type ExportContext, type ExportFile, type ExportOptions } from "./context";
import { FORMATS } from "./formats";
import { crewAiEntry, crewAiFile } from "./formats/crewai/write";
import { lintExport, type LintFinding } from "./lint";
import type { ProviderSchema } from "./provider-schema";
import type { AnthropicMessagesRequest, OpenAIChatRequest } from "./request-targets";
import { EXPORT_TARGET_INFO, type ExportTarget } from "./targets";

export interface ExportResult {
  readonly target: ExportTarget;
  readonly files: readonly ExportFile[];
  /** What the reader should know: appended sections, defaults used, constraints dropped. */
  readonly notes: readonly string[];
  /** The model written, or null when the file has none. */
  readonly model: string | null;
  /** Request targets: the body (also the file's JSON). */
  readonly request: OpenAIChatRequest | AnthropicMessagesRequest | null;
  /** Request targets with emissions: the provider schema, with what it dropped. */
  readonly schema: ProviderSchema | null;
  /** What is sent to a model (message plus schema), the text the token count measures. */
  readonly payload: string;
  /** The format's lint findings for the files (an error does not stop the export). */
  readonly findings: readonly LintFinding[];
}

function result(
  context: ExportContext,
  files: ExportFile[],
  extra: Partial<ExportResult> = {},
): ExportResult {
  const request = extra.request ?? null;
  const schema = extra.schema ?? null;
  let findings: readonly LintFinding[] | undefined;
  return {
    target: context.target,
    files,
    notes: [...new Set(context.notes)],
    model: request?.model ?? (EXPORT_TARGET_INFO[context.target].usesModel ? context.model : null),
    request,
    schema,
    payload: request
      ? `${context.system}${schema ? `\n${JSON.stringify(schema.schema)}` : ""}`
      : files.map((entry) => entry.content).join("\n"),
    // Linted when first read: the site's pages and its export files never read the findings (a
    // third of an export's cost); the CLI, MCP and the composer's checks do, and get the same list.
    get findings() {
      return (findings ??= lintExport(context.target, files));
    },
  };
}

/** Exports one composition to a target: the file(s) at their conventional paths, plus notes. */
export function exportProfile(profile: Profile, options: ExportOptions): ExportResult {
  const context = exportContext(profile, options);
  const written = FORMATS[context.target].write(context);
  return result(context, written.files, {
    ...(written.request ? { request: written.request } : {}),
    ...(written.schema ? { schema: written.schema } : {}),
  });
}

export interface RosterExport {
  readonly files: readonly ExportFile[];
  /** One line per skipped profile or per note, prefixed with the profile name. */
  readonly notes: readonly string[];
  readonly skipped: readonly string[];
}

/** Options of a roster export: the shared ones, plus what differs per profile (a directory role's config, eval fixtures). */
export interface RosterOptions extends ExportOptions {
  readonly forProfile?: ((profile: Profile) => Pick<ExportOptions, "directoryConfig" | "evals">) | undefined;
}

/** Targets whose file has one fixed name: in a roster each profile's copy goes in a folder named after its slug. */
const ONE_FILE_PER_FOLDER: ReadonlySet<ExportTarget> = new Set(["agents-md"]);

/**
 * Exports many compositions to one target: one file each, or (crewai) one `agents.yaml` holding
 * every agent; AGENTS.md as `<slug>/AGENTS.md` each. lionagi skips directory roles and promptfoo
 * skips roles without eval fixtures (noted) instead of failing the whole roster.
 */
export function exportRoster(profiles: readonly Profile[], options: RosterOptions): RosterExport {
  const files: ExportFile[] = [];
  const notes: string[] = [];
  const skipped: string[] = [];
  const crew: [string, Record<string, string>][] = [];
  for (const profile of profiles) {
    const profileOptions: ExportOptions = { ...options, ...options.forProfile?.(profile) };
    const context = exportContext(profile, profileOptions);
    if (context.target === "lionagi" && !context.builtIn) {
      skipped.push(profile.name);
      notes.push(
        `${profile.name}: skipped, the lionagi target covers built-in roles only (a directory role)`,
      );
      continue;
    }
    if (context.target === "promptfoo" && (context.evals === null || context.evals.fixtures.length === 0)) {
      skipped.push(profile.name);
      notes.push(`${profile.name}: skipped, the role has no eval fixtures`);
      continue;
    }
    if (context.target === "crewai") {
      if (crew.some(([slug]) => slug === context.slug)) {
        skipped.push(profile.name);
        notes.push(`${profile.name}: skipped, agents.yaml already has an agent named ${context.slug}`);
        continue;
      }
      crew.push([context.slug, crewAiEntry(context)]);
      notes.push(...[...new Set(context.notes)].map((note) => `${profile.name}: ${note}`));
      continue;
    }
    const exported = exportProfile(profile, profileOptions);
    const placed = ONE_FILE_PER_FOLDER.has(context.target)
      ? exported.files.map((entry) => ({ ...entry, path: `${context.slug}/${entry.path}` }))
      : exported.files;
    const clash = placed.find((entry) => files.some((earlier) => earlier.path === entry.path));
    if (clash) {
      skipped.push(profile.name);
      notes.push(
        `${profile.name}: skipped, ${clash.path} is already written by an earlier role with the same slug`,
      );
      continue;
    }
    files.push(...placed);
    notes.push(...exported.notes.map((note) => `${profile.name}: ${note}`));
  }
  if (crew.length > 0) files.push(crewAiFile(crew));
  return { files, notes, skipped };
}
