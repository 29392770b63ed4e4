// The composer's data travels as a static JSON file (app/compose/data.json): the page's HTML stays
// small, and the island checks the shape instead of trusting a cast.
import type { ComposerData, ComposerEmissionModel, ComposerMode, ComposerPackConfig, ComposerRole, Json, JsonObject } from "./types";

/** Where the build writes the composer's data (a force-static route handler). */
export const COMPOSER_DATA_URL = "/compose/data.json";

export function serializeComposerData(data: ComposerData): string {
  return JSON.stringify(data);
}

class ShapeError extends Error {}

function fail(path: string, expected: string): never {
  throw new ShapeError(`${path}: expected ${expected}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function record(value: unknown, path: string): Record<string, unknown> {
  return isRecord(value) ? value : fail(path, "an object");
}

function text(value: unknown, path: string): string {
  return typeof value === "string" ? value : fail(path, "a string");
}

function textOrNull(value: unknown, path: string): string | null {
  return value === null ? null : text(value, path);
}

function list<T>(value: unknown, path: string, item: (entry: unknown, path: string) => T): T[] {
  return Array.isArray(value) ? value.map((entry, index) => item(entry, `${path}[${index}]`)) : fail(path, "a list");
}

const texts = (value: unknown, path: string) => list(value, path, text);

function json(value: unknown, path: string): Json {
  if (value === null || typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))) return value;
  if (Array.isArray(value)) return value.map((entry, index) => json(entry, `${path}[${index}]`));
  return Object.fromEntries(Object.entries(record(value, path)).map(([key, entry]) => [key, json(entry, `${path}.${key}`)]));
}

function jsonObject(value: unknown, path: string): JsonObject {
  return Object.fromEntries(Object.entries(record(value, path)).map(([key, entry]) => [key, json(entry, `${path}.${key}`)]));
}

function config(value: unknown, path: string): ComposerPackConfig | null {
  if (value === null) return null;
  const raw = record(value, path);
  if (typeof raw["active"] !== "boolean") fail(`${path}.active`, "true or false");
  return {
    active: raw["active"],
    model: textOrNull(raw["model"], `${path}.model`),
    effort: textOrNull(raw["effort"], `${path}.effort`),
    defaultModes: texts(raw["defaultModes"], `${path}.defaultModes`),
    modesAllow: texts(raw["modesAllow"], `${path}.modesAllow`),
    authority: texts(raw["authority"], `${path}.authority`),
    boundaries: texts(raw["boundaries"], `${path}.boundaries`),
    escalations: texts(raw["escalations"], `${path}.escalations`),
  };
}

function role(value: unknown, path: string): ComposerRole {
  const raw = record(value, path);
  return {
    name: text(raw["name"], `${path}.name`),
    title: text(raw["title"], `${path}.title`),
    description: text(raw["description"], `${path}.description`),
    body: text(raw["body"], `${path}.body`),
    emits: list(raw["emits"], `${path}.emits`, (entry, at) => {
      const emission = record(entry, at);
      return { key: text(emission["key"], `${at}.key`), model: text(emission["model"], `${at}.model`) };
    }),
    config: config(raw["config"], `${path}.config`),
    ...(directoryFlag(raw["directory"], `${path}.directory`) ? { directory: true } : {}),
  };
}

function directoryFlag(value: unknown, path: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== "boolean") throw new ShapeError(`${path}: expected true or false`);
  return value;
}

function mode(value: unknown, path: string): ComposerMode {
  const raw = record(value, path);
  return {
    name: text(raw["name"], `${path}.name`),
    description: text(raw["description"], `${path}.description`),
    behaviors: text(raw["behaviors"], `${path}.behaviors`),
    conflictsWith: texts(raw["conflictsWith"], `${path}.conflictsWith`),
  };
}

function model(value: unknown, path: string): ComposerEmissionModel {
  const raw = record(value, path);
  return {
    name: text(raw["name"], `${path}.name`),
    category: text(raw["category"], `${path}.category`),
    summary: text(raw["summary"], `${path}.summary`),
    schema: jsonObject(raw["schema"], `${path}.schema`),
  };
}

export type ComposerDataResult = { readonly ok: true; readonly data: ComposerData } | { readonly ok: false; readonly message: string };

/** Parses and checks the page's data; a mismatch names the first wrong path. */
export function parseComposerData(source: string): ComposerDataResult {
  try {
    const raw = record(JSON.parse(source), "data");
    const models = record(raw["models"], "data.models");
    return {
      ok: true,
      data: {
        packName: text(raw["packName"], "data.packName"),
        roles: list(raw["roles"], "data.roles", role),
        modes: list(raw["modes"], "data.modes", mode),
        models: Object.fromEntries(Object.entries(models).map(([name, entry]) => [name, model(entry, `data.models.${name}`)])),
      },
    };
  } catch (error) {
    if (error instanceof ShapeError || error instanceof SyntaxError) return { ok: false, message: error.message };
    throw error;
  }
}
