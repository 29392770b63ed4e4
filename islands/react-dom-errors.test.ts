import { describe, expect, it } from "vitest";

import { importWithPreparedErrors, PREPARED_ERRORS_KEY, REACT_DOM_LOAD_ERRORS } from "./react-dom-errors";

const waiting = () => (globalThis as Record<string, unknown>)[PREPARED_ERRORS_KEY];

describe("importWithPreparedErrors", () => {
  it("has the Errors waiting while the import runs, and removes them once it has loaded", async () => {
    let seen: unknown;
    const loaded = await importWithPreparedErrors(async () => {
      seen = waiting();
      return "module";
    });
    expect(loaded).toBe("module");
    expect(Array.isArray(seen) && seen.length).toBe(REACT_DOM_LOAD_ERRORS);
    expect((seen as unknown[]).every((error) => error instanceof Error)).toBe(true);
    expect(PREPARED_ERRORS_KEY in globalThis).toBe(false);
  });

  it("removes them when the import fails too, and passes the failure on", async () => {
    await expect(importWithPreparedErrors(() => Promise.reject(new Error("offline")))).rejects.toThrow(
      "offline",
    );
    expect(PREPARED_ERRORS_KEY in globalThis).toBe(false);
  });
});
