import { describe, expect, it } from "vitest";

import {
  EMPTY_RUN_STATE,
  MAX_RUNS,
  reduceRuns,
  runStatusText,
  streamingRun,
  type RunAction,
  type RunRecord,
} from "./run-state";

/** A run the history shows as passed: finished, with a reply that passed its check. */
const runPassed = (run: RunRecord) => run.status === "done" && run.check !== null && run.check.valid;

const start = (at = 1000, composition = "critic"): RunAction => ({
  type: "start",
  composition,
  provider: "openai",
  model: "gpt-test",
  host: "127.0.0.1:3450",
  input: "Review this plan.",
  at,
});
const check = (valid: boolean) => ({
  decoded: { verdict: { decision: "approve" } },
  parseError: null,
  verdicts: [{ key: "verdict", valid, errors: valid ? [] : ["verdict.decision: invalid value"] }],
  escalation: null,
  valid,
});

describe("reduceRuns", () => {
  it("starts a run streaming, takes its text, then its verdicts and usage", () => {
    let state = reduceRuns(EMPTY_RUN_STATE, start());
    expect(streamingRun(state)?.id).toBe(1);
    state = reduceRuns(state, { type: "text", id: 1, text: '{"verd' });
    expect(state.runs[0]?.text).toBe('{"verd');
    state = reduceRuns(state, {
      type: "finish",
      id: 1,
      at: 1800,
      text: '{"verdict":{}}',
      check: check(true),
      usage: { inputTokens: 120, outputTokens: 30 },
      finishReason: "stop",
      notice: null,
    });
    const run = state.runs[0]!;
    expect(run).toMatchObject({
      status: "done",
      endedAt: 1800,
      text: '{"verdict":{}}',
      finishReason: "stop",
      notice: null,
    });
    expect(run.usage).toEqual({ inputTokens: 120, outputTokens: 30 });
    expect(runPassed(run)).toBe(true);
    expect(streamingRun(state)).toBeUndefined();
  });

  it("keeps the streamed text of a stopped run and ignores events that arrive after the stop", () => {
    let state = reduceRuns(EMPTY_RUN_STATE, start());
    state = reduceRuns(state, { type: "text", id: 1, text: "partial" });
    state = reduceRuns(state, { type: "stop", id: 1, at: 1500 });
    const stopped = state;
    state = reduceRuns(state, { type: "text", id: 1, text: "partial and more" });
    state = reduceRuns(state, {
      type: "fail",
      id: 1,
      at: 1600,
      failure: { kind: "x", title: "t", advice: "a" },
    });
    expect(state).toBe(stopped);
    expect(state.runs[0]).toMatchObject({ status: "stopped", text: "partial", endedAt: 1500 });
    expect(runPassed(state.runs[0]!)).toBe(false);
  });

  it("records a failure in words and counts an invalid reply as not passed", () => {
    let state = reduceRuns(EMPTY_RUN_STATE, start());
    state = reduceRuns(state, {
      type: "fail",
      id: 1,
      at: 1100,
      failure: { kind: "auth", title: "The key was refused (401).", advice: "Check the key.", status: 401 },
    });
    expect(state.runs[0]?.failure?.status).toBe(401);
    state = reduceRuns(state, start(2000));
    state = reduceRuns(state, {
      type: "finish",
      id: 2,
      at: 2100,
      text: "{}",
      check: check(false),
      usage: null,
      finishReason: null,
      notice: "cut off",
    });
    expect(state.runs.map((run) => run.id)).toEqual([2, 1]);
    expect(runPassed(state.runs[0]!)).toBe(false);
  });

  it(`keeps at most ${MAX_RUNS} runs, dropping the oldest finished one`, () => {
    let state = EMPTY_RUN_STATE;
    for (let index = 0; index < MAX_RUNS + 3; index += 1) {
      state = reduceRuns(state, start(index));
      state = reduceRuns(state, { type: "stop", id: state.nextId - 1, at: index });
    }
    expect(state.runs).toHaveLength(MAX_RUNS);
    expect(state.runs.at(-1)?.id).toBe(4);
    expect(state.runs[0]?.id).toBe(MAX_RUNS + 3);
  });

  it("opens two different known runs side by side and closes the comparison when one is removed", () => {
    let state = reduceRuns(reduceRuns(EMPTY_RUN_STATE, start()), { type: "stop", id: 1, at: 1 });
    state = reduceRuns(reduceRuns(state, start()), { type: "stop", id: 2, at: 2 });
    expect(reduceRuns(state, { type: "compare", ids: [1, 1] })).toBe(state);
    expect(reduceRuns(state, { type: "compare", ids: [1, 9] })).toBe(state);
    state = reduceRuns(state, { type: "compare", ids: [2, 1] });
    expect(state.compare).toEqual([2, 1]);
    state = reduceRuns(state, { type: "remove", id: 1 });
    expect(state.compare).toBeNull();
    expect(state.runs.map((run) => run.id)).toEqual([2]);
  });

  it("does not remove a run that is still streaming", () => {
    const state = reduceRuns(EMPTY_RUN_STATE, start());
    expect(reduceRuns(state, { type: "remove", id: 1 })).toBe(state);
  });
});

describe("reduceRuns: clear", () => {
  it("removes every finished run of one composition, keeps the others and a run still streaming", () => {
    let state = reduceRuns(EMPTY_RUN_STATE, start(1000, "critic"));
    state = reduceRuns(state, { type: "stop", id: 1, at: 1100 });
    state = reduceRuns(state, start(1200, "analyst"));
    state = reduceRuns(state, { type: "stop", id: 2, at: 1300 });
    state = reduceRuns(state, start(1400, "critic"));
    state = reduceRuns(state, { type: "stop", id: 3, at: 1500 });
    state = reduceRuns(state, { type: "compare", ids: [1, 3] });
    state = reduceRuns(state, start(1600, "critic"));
    state = reduceRuns(state, { type: "clear", composition: "critic" });
    expect(state.runs.map((run) => [run.id, run.composition, run.status])).toEqual([
      [4, "critic", "streaming"],
      [2, "analyst", "stopped"],
    ]);
    expect(state.compare).toBeNull();
    expect(reduceRuns(state, { type: "clear", composition: "critic" })).toBe(state);
  });
});

describe("runStatusText", () => {
  const done = (finishReason: string | null, valid = false): RunRecord => {
    const started = reduceRuns(EMPTY_RUN_STATE, start());
    const finished = reduceRuns(started, {
      type: "finish",
      id: 1,
      at: 1800,
      text: '{"verdict": {"deci',
      check: check(valid),
      usage: null,
      finishReason,
      notice: null,
    });
    return finished.runs[0]!;
  };

  it("never calls a reply cut off by the token limit complete", () => {
    expect(runStatusText(done("max_tokens"))).toBe(
      "The reply was cut off by the token limit: 1 of 1 keys not valid.",
    );
    expect(runStatusText(done("stop", true))).toBe("The reply is complete: 1 key, all valid.");
    expect(runStatusText(done("refusal"))).toBe("The model refused: 1 of 1 keys not valid.");
    expect(runStatusText(done("unknown", true))).toBe("The reply ended: 1 key, all valid.");
    expect(runStatusText({ ...done("max_tokens"), check: null })).toBe(
      "The reply was cut off by the token limit.",
    );
  });
});

describe("runStatusText for a reply the output contract could not read", () => {
  it("says the reply is not the JSON object the contract asks for, not only that it is complete", () => {
    const started = reduceRuns(EMPTY_RUN_STATE, start());
    const run = reduceRuns(started, {
      type: "finish",
      id: 1,
      at: 1800,
      text: "Sure, here is my review in prose.",
      check: {
        decoded: null,
        parseError: "The reply is not JSON.",
        verdicts: [],
        escalation: null,
        valid: false,
      },
      usage: null,
      finishReason: "stop",
      notice: null,
    }).runs[0]!;
    expect(runStatusText(run)).toBe(
      "The reply is complete, but it is not the JSON object the output contract asks for.",
    );
    // A role without a contract has no parse error: its free text is just complete.
    expect(runStatusText({ ...run, check: { ...run.check!, parseError: null, valid: true } })).toBe(
      "The reply is complete.",
    );
  });
});
