import { describe, expect, it } from "vitest";

import { DRAFT_MAX_CHARS, DRAFT_STORAGE_KEY, readDraft, writeDraft } from "./run-session";

/** A Storage stand-in over a Map; `full` makes every write throw as a full storage does. */
function memoryStore(full = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new Error("QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the user message kept through a reload", () => {
  it("reads back what was written, and an emptied message is removed", () => {
    const store = memoryStore();
    writeDraft(store, "Review the plan in {{plan}} — שלום");
    expect(readDraft(store)).toBe("Review the plan in {{plan}} — שלום");
    writeDraft(store, "");
    expect(store.items.has(DRAFT_STORAGE_KEY)).toBe(false);
    expect(readDraft(store)).toBe("");
  });

  it("keeps no stale message when the new one is too long, and a full or missing storage breaks nothing", () => {
    const store = memoryStore();
    writeDraft(store, "short");
    writeDraft(store, "x".repeat(DRAFT_MAX_CHARS + 1));
    expect(readDraft(store)).toBe("");
    expect(() => writeDraft(memoryStore(true), "text")).not.toThrow();
    expect(readDraft(null)).toBe("");
    const throwing = {
      ...memoryStore(),
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readDraft(throwing)).toBe("");
  });
});
