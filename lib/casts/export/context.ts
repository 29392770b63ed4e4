import { CastsError } from "../core/errors";
import type { Pack } from "../pack";
import { listRoles } from "../pattern";
import type { Profile } from "../profile";
import { exportSlug } from "./slug";
import { DEFAULT_MODELS, EXPORT_TARGETS, isExportTarget, type ExportTarget } from "./targets";

export interface ExportOptions {
  readonly target: ExportTarget | string;
  /** The model id; when absent the pack's model for the role, then (request targets) a default. */
  readonly model?: string | null | undefined;
  /** The pack whose role config supplies model and effort; null or absent: none. */
  readonly pack?: Pack | null | undefined;
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
  /** `S`: exactly `profile.buildSystemMessage()`. */
  readonly system: string;
  /** `D`: the role's description. */
  readonly description: string;
  /** Given or set by the pack; null when neither. */
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
  return {
    profile,
    target,
    slug: exportSlug(profile.name),
    system: profile.buildSystemMessage(),
    description: profile.role.description,
    model: given ?? config?.model ?? null,
    effort: config?.effort ?? null,
    packName: options.pack?.name ?? null,
    builtIn: listRoles().includes(profile.role.name),
    notes: [],
  };
}

/** The model a request target sends: the resolved one, else the documented default (noted). */
export function requestModel(context: ExportContext, target: keyof typeof DEFAULT_MODELS): string {
  if (context.model !== null) return context.model;
  context.notes.push(`No model given and none set by the pack: using the default ${DEFAULT_MODELS[target]}.`);
  return DEFAULT_MODELS[target];
}
