// The Run panel's settings and where they live. Provider, base URL and model are kept in this
// browser (localStorage) as a convenience; the API key is held in memory and stored only when the
// reader ticks "Remember the key", bound to the provider and the base URL's origin it was given for,
// so a remembered key is never offered to another server.

import { DEFAULT_MODELS } from "@/lib/casts/export/targets";
import { DEFAULT_BASE_URLS, isRunProvider, type RunProvider } from "@/lib/casts/run/types";

// localClock: the history shows a run's start on the clock a failure's retry time uses.
export { isRunProvider, localClock, RUN_PROVIDERS, type RunProvider } from "@/lib/casts/run/types";

export interface RunSettings {
  readonly provider: RunProvider;
  readonly baseURL: string;
  readonly model: string;
}

export interface RunPreset extends RunSettings {
  readonly label: string;
}

/** What each provider starts with; the last two are openai-compatible servers people run locally. */
export const RUN_PRESETS: readonly RunPreset[] = [
  { label: "OpenAI", provider: "openai", baseURL: DEFAULT_BASE_URLS.openai, model: DEFAULT_MODELS.openai },
  {
    label: "Anthropic",
    provider: "anthropic",
    baseURL: DEFAULT_BASE_URLS.anthropic,
    model: DEFAULT_MODELS.anthropic,
  },
  {
    label: "Ollama (this computer)",
    provider: "openai-compatible",
    baseURL: "http://localhost:11434/v1",
    model: "llama3.2",
  },
  {
    label: "LM Studio (this computer)",
    provider: "openai-compatible",
    baseURL: "http://localhost:1234/v1",
    model: "",
  },
];

export const PROVIDER_LABELS: Readonly<Record<RunProvider, string>> = {
  openai: "OpenAI",
  anthropic: "Anthropic",
  "openai-compatible": "OpenAI-compatible",
};

/** The provider's own preset (the first one listed for it). */
export function defaultSettings(provider: RunProvider): RunSettings {
  const preset = RUN_PRESETS.find((candidate) => candidate.provider === provider) ?? RUN_PRESETS[0]!;
  return { provider, baseURL: preset.baseURL, model: preset.model };
}

export const RUN_SETTINGS_STORAGE_KEY = "casts:run-settings";
export const RUN_KEY_STORAGE_KEY = "casts:run-key";

/** The origin of a base URL (`https://api.openai.com`), or null when it is not an http(s) URL. */
export function baseOrigin(baseURL: string): string | null {
  try {
    const url = new URL(baseURL);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function readJson(storage: Store, key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? "null");
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const text = (value: unknown, max = 2048) =>
  typeof value === "string" && value.length <= max ? value : null;

/** The settings kept in this browser, or the OpenAI preset; anything malformed falls back field by field. */
export function readSettings(storage: Store): RunSettings {
  const stored = readJson(storage, RUN_SETTINGS_STORAGE_KEY);
  const storedProvider = stored?.["provider"];
  const provider =
    typeof storedProvider === "string" && isRunProvider(storedProvider) ? storedProvider : "openai";
  const fallback = defaultSettings(provider);
  return {
    provider,
    baseURL: text(stored?.["baseURL"]) ?? fallback.baseURL,
    model: text(stored?.["model"], 256) ?? fallback.model,
  };
}

/** Keeps provider, base URL and model (never a key: the type has no place for one). */
export function writeSettings(storage: Store, settings: RunSettings): void {
  const { provider, baseURL, model } = settings;
  try {
    storage.setItem(RUN_SETTINGS_STORAGE_KEY, JSON.stringify({ provider, baseURL, model }));
  } catch {
    // Storage full or refused: the settings simply are not kept.
  }
}

/** The remembered key for this provider and base URL's origin, or null. */
export function readRememberedKey(storage: Store, settings: RunSettings): string | null {
  const stored = readJson(storage, RUN_KEY_STORAGE_KEY);
  const origin = baseOrigin(settings.baseURL);
  if (!stored || origin === null) return null;
  if (stored["provider"] !== settings.provider || stored["origin"] !== origin) return null;
  return text(stored["key"], 4096);
}

/** True when a key is remembered at all (for any provider). */
export function hasRememberedKey(storage: Store): boolean {
  return readJson(storage, RUN_KEY_STORAGE_KEY) !== null;
}

/** Remembers the key for this provider and origin (replacing any other); false when it could not be stored. */
export function rememberKey(storage: Store, settings: RunSettings, key: string): boolean {
  const origin = baseOrigin(settings.baseURL);
  if (origin === null || key === "") return false;
  try {
    storage.setItem(RUN_KEY_STORAGE_KEY, JSON.stringify({ provider: settings.provider, origin, key }));
    return true;
  } catch {
    return false;
  }
}

export function forgetKey(storage: Store): void {
  storage.removeItem(RUN_KEY_STORAGE_KEY);
}
