import { describe, expect, it } from "vitest";

import { composedSettled, loadComposed, loadParts } from "./load-panels";

type Tracked = Promise<unknown> & { status?: string; value?: unknown };

describe("the composer's lazy parts, as use() reads them", () => {
  it("marks each promise fulfilled once its module is here, so a render calls use() every time without suspending", async () => {
    const pending = composedSettled() as Tracked;
    expect(pending.status).toBeUndefined();
    const composed = await loadComposed();
    await pending;
    expect(pending.status).toBe("fulfilled");
    expect(pending.value).toBe(composed);
    // The same promise on every render, already read.
    expect(composedSettled()).toBe(pending);

    const parts = loadParts() as Tracked;
    const loaded = await parts;
    expect(parts.status).toBe("fulfilled");
    expect(parts.value).toBe(loaded);
  }, 30_000);
});
