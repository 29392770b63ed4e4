import type { Profile } from "../profile";
import { exportContext, type ExportContext, type ExportFile, type ExportOptions } from "./context";
import { FORMATS } from "./formats";
import { crewAiEntry, crewAiFile } from "./formats/crewai/write";
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
}

function result(
  context: ExportContext,
  files: ExportFile[],
  extra: Partial<ExportResult> = {},
): ExportResult {
  const request = extra.request ?? null;
  const schema = extra.schema ?? null;
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

/**
 * Exports many compositions to one target: one file each, or (crewai) one `agents.yaml` holding
 * every agent. lionagi skips directory roles (noted) instead of failing the whole roster.
 */
export function exportRoster(profiles: readonly Profile[], options: ExportOptions): RosterExport {
  const files: ExportFile[] = [];
  const notes: string[] = [];
  const skipped: string[] = [];
  const crew: [string, Record<string, string>][] = [];
  for (const profile of profiles) {
    const context = exportContext(profile, options);
    if (context.target === "lionagi" && !context.builtIn) {
      skipped.push(profile.name);
      notes.push(
        `${profile.name}: skipped, the lionagi target covers built-in roles only (a directory role)`,
      );
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
    const exported = exportProfile(profile, options);
    const clash = exported.files.find((entry) => files.some((earlier) => earlier.path === entry.path));
    if (clash) {
      skipped.push(profile.name);
      notes.push(
        `${profile.name}: skipped, ${clash.path} is already written by an earlier role with the same slug`,
      );
      continue;
    }
    files.push(...exported.files);
    notes.push(...exported.notes.map((note) => `${profile.name}: ${note}`));
  }
  if (crew.length > 0) files.push(crewAiFile(crew));
  return { files, notes, skipped };
}
