import { describe, expect, it } from "vitest";

import {
  baseOrigin,
  defaultSettings,
  forgetKey,
  hasRememberedKey,
  readRememberedKey,
  readSettings,
  rememberKey,
  RUN_KEY_STORAGE_KEY,
  RUN_SETTINGS_STORAGE_KEY,
  writeSettings,
} from "./run-settings";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const openai = defaultSettings("openai");
const local = { provider: "openai-compatible" as const, baseURL: "http://127.0.0.1:3450/v1", model: "m" };

describe("readSettings / writeSettings", () => {
  it("starts from the OpenAI preset and keeps what was written", () => {
    const storage = memoryStorage();
    expect(readSettings(storage)).toEqual(openai);
    writeSettings(storage, local);
    expect(readSettings(storage)).toEqual(local);
  });

  it("never writes a key, even when the object handed over carries one", () => {
    const storage = memoryStorage();
    writeSettings(storage, { ...local, apiKey: "sk-secret" } as typeof local);
    expect(storage.items.get(RUN_SETTINGS_STORAGE_KEY)).not.toContain("sk-secret");
  });

  it("falls back field by field on malformed storage", () => {
    const storage = memoryStorage();
    storage.setItem(
      RUN_SETTINGS_STORAGE_KEY,
      JSON.stringify({ provider: "anthropic", baseURL: 3, model: "x" }),
    );
    expect(readSettings(storage)).toEqual({ ...defaultSettings("anthropic"), model: "x" });
    storage.setItem(RUN_SETTINGS_STORAGE_KEY, "{not json");
    expect(readSettings(storage)).toEqual(openai);
  });
});

describe("remembered keys", () => {
  it("stores nothing until asked, then gives the key back only for the same provider and origin", () => {
    const storage = memoryStorage();
    expect(hasRememberedKey(storage)).toBe(false);
    expect(rememberKey(storage, local, "sk-local")).toBe(true);
    expect(readRememberedKey(storage, local)).toBe("sk-local");
    expect(readRememberedKey(storage, { ...local, baseURL: "http://127.0.0.1:3450/other/v1" })).toBe(
      "sk-local",
    );
    expect(readRememberedKey(storage, { ...local, baseURL: "http://127.0.0.1:3451/v1" })).toBeNull();
    expect(readRememberedKey(storage, { ...local, provider: "openai" })).toBeNull();
    forgetKey(storage);
    expect(hasRememberedKey(storage)).toBe(false);
    expect(storage.items.has(RUN_KEY_STORAGE_KEY)).toBe(false);
  });

  it("refuses an empty key or a base URL that is not http(s)", () => {
    const storage = memoryStorage();
    expect(rememberKey(storage, local, "")).toBe(false);
    expect(rememberKey(storage, { ...local, baseURL: "javascript:alert(1)" }, "k")).toBe(false);
    expect(storage.items.size).toBe(0);
  });
});

describe("baseOrigin", () => {
  it("gives the origin of http(s) URLs only", () => {
    expect(baseOrigin("https://api.openai.com/v1")).toBe("https://api.openai.com");
    expect(baseOrigin("http://localhost:11434/v1")).toBe("http://localhost:11434");
    expect(baseOrigin("ftp://x")).toBeNull();
    expect(baseOrigin("not a url")).toBeNull();
  });
});
