import { describe, expect, it } from "vitest";

import {
  currentRuns,
  LEFT_PAGE_NOTICE,
  leavePage,
  startRun,
  stopRun,
  type RunHandlers,
  type StartedRun,
} from "./use-runs";

const base = { composition: "critic", provider: "openai", model: "m", host: "h", input: "go", secret: "" };
const check = { decoded: {}, parseError: null, verdicts: [], escalation: null, valid: true };

/** A run whose execute streams `pieces`, then waits until released or aborted. */
function controllable(pieces: readonly string[]) {
  let release: () => void = () => undefined;
  const run: StartedRun = {
    ...base,
    execute: ({ signal, onText }: RunHandlers) =>
      new Promise((resolve, reject) => {
        let text = "";
        for (const piece of pieces) onText((text += piece));
        release = () => resolve({ text, check, usage: null, finishReason: "stop", notice: null });
        signal.addEventListener("abort", () => setTimeout(() => reject(new Error("aborted late")), 20));
      }),
    describe: () => ({ kind: "x", title: "failed", advice: "" }),
  };
  return { run, release: () => release() };
}

describe("startRun / stopRun", () => {
  it("runs one at a time, streams text, and records the outcome", async () => {
    const first = controllable(['{"a"', ":1}"]);
    const done = startRun(first.run);
    await startRun(controllable([]).run); // refused while one is running
    expect(currentRuns().runs.filter((run) => run.status === "streaming")).toHaveLength(1);
    first.release();
    await done;
    const run = currentRuns().runs[0]!;
    expect(run).toMatchObject({ status: "done", text: '{"a":1}', finishReason: "stop" });
    expect(currentRuns().runs.filter((entry) => entry.status === "streaming")).toHaveLength(0);
  });

  it("stops at once, keeps the text that had arrived, and ignores the engine's late rejection", async () => {
    const stopped = controllable(["partial ", "reply"]);
    const done = startRun(stopped.run);
    stopRun();
    const run = currentRuns().runs[0]!;
    expect(run).toMatchObject({ status: "stopped", text: "partial reply" });
    await done;
    expect(currentRuns().runs[0]).toBe(run);
  });

  it("describes a failure in words", async () => {
    await startRun({
      ...base,
      execute: () => Promise.reject(new Error("401")),
      describe: (error) => ({ kind: "auth", title: `refused: ${(error as Error).message}`, advice: "check" }),
    });
    expect(currentRuns().runs[0]).toMatchObject({ status: "failed", failure: { title: "refused: 401" } });
  });
});

describe("leavePage", () => {
  it("stops a streaming run before the browser cuts its request, so it is kept as stopped, not failed", async () => {
    let fail: (error: Error) => void = () => undefined;
    const done = startRun({
      ...base,
      execute: ({ onText }: RunHandlers) =>
        new Promise((_resolve, reject) => {
          onText("half a rep");
          fail = reject;
        }),
      describe: () => ({ kind: "interrupted", title: "The reply was cut off", advice: "a proxy" }),
    });
    leavePage();
    // The browser ends the request as the page goes: the engine rejects as for a dropped connection.
    fail(new Error("network connection lost"));
    await done;
    expect(currentRuns().runs[0]).toMatchObject({
      status: "stopped",
      text: "half a rep",
      failure: null,
      notice: LEFT_PAGE_NOTICE,
    });
  });
});
