import { afterEach, describe, expect, it, vi } from "vitest";

import { nextTask } from "./next-task";

describe("nextTask", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("resolves after the work already queued as tasks and microtasks, where there is no scheduler", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("task"), 0);
    void Promise.resolve().then(() => order.push("microtask"));
    await nextTask();
    order.push("after");
    expect(order).toEqual(["microtask", "task", "after"]);
  });

  it("uses scheduler.yield where the browser has it", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledOnce();
  });
});
