// Build-time only (reads the default pack from disk): the /compose page calls it and passes the
// result to the island as plain data, so the browser never loads zod or the YAML parser up front.
import { EMISSION_MODELS, emissionJsonSchema, projectCatalog, type CatalogRole } from "@/lib/casts";
import { getSiteDirectoryRoles, getSitePack } from "@/lib/site/site-source";

import type { ComposerData, ComposerEmissionModel, ComposerRole, Json, JsonObject } from "./types";

/** Copies a value that must be JSON, failing loudly on anything else (functions, undefined, NaN). */
export function toJson(value: unknown, path = "value"): Json {
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`${path}: ${value} is not a JSON number`);
    return value;
  }
  if (Array.isArray(value)) return value.map((item, index) => toJson(item, `${path}[${index}]`));
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJson(item, `${path}.${key}`)]));
  }
  throw new Error(`${path}: ${typeof value} is not JSON`);
}

function isJsonObject(json: Json): json is JsonObject {
  return json !== null && typeof json === "object" && !Array.isArray(json);
}

function toJsonObject(value: unknown, path: string): JsonObject {
  const json = toJson(value, path);
  if (!isJsonObject(json)) throw new Error(`${path}: expected a JSON object`);
  return json;
}

/** The first `# ` heading of a role body, or null. */
export function bodyTitle(body: string): string | null {
  const match = /^# +(.+?) *$/m.exec(body);
  return match?.[1] ?? null;
}

function composerRole(role: CatalogRole): ComposerRole {
  const config = role.config;
  return {
    name: role.name,
    title: bodyTitle(role.body) ?? role.name,
    description: role.description,
    body: role.body,
    emits: role.emits.map(({ key, model }) => ({ key, model })),
    config: config && {
      active: config.active,
      model: config.model,
      effort: config.effort,
      defaultModes: config.default_modes,
      modesAllow: config.modes_allow,
      authority: config.authority,
      boundaries: config.boundaries,
      escalations: config.escalations,
    },
  };
}

// A directory role composes like any Role: its system prompt is the body; it emits nothing.
function directoryComposerRole(role: { readonly name: string; readonly description: string; readonly systemPrompt: string | null }): ComposerRole {
  return { name: role.name, title: role.name, description: role.description, body: role.systemPrompt ?? "", emits: [], config: null, directory: true };
}

/** Everything the composer shows, from the library and the packaged default pack. */
export function loadComposerData(): ComposerData {
  const pack = getSitePack();
  const catalog = projectCatalog(pack);
  const models: Record<string, ComposerEmissionModel> = {};
  for (const model of EMISSION_MODELS) {
    models[model.name] = {
      name: model.name,
      category: model.category,
      summary: model.summary,
      schema: toJsonObject(emissionJsonSchema(model), `${model.name} schema`),
    };
  }
  return {
    packName: pack?.name ?? "none",
    roles: [...catalog.roles.map(composerRole), ...getSiteDirectoryRoles().loaded.map(directoryComposerRole)],
    modes: catalog.modes.map((mode) => ({
      name: mode.name,
      description: mode.description,
      behaviors: mode.behaviors,
      conflictsWith: mode.conflicts_with,
    })),
    models,
  };
}
