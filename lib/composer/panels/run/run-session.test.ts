import { describe, expect, it } from "vitest";

import { EMPTY_RUN_STATE, MAX_RUNS, reduceRuns, type RunPanelState, type RunRecord } from "./run-state";
import { startAction } from "./__fixtures__/runs";
import { encodeRun, restoreRuns, RUNS_STORAGE_MAX_CHARS, saveRuns } from "./run-session";

const KEY = "sk-session-0123456789";

/** Runs 1…n, each finished with `reply` (a failure for even ids), newest first. */
function runs(n: number, reply = '{"verdict": {"decision": "approve"}}'): RunPanelState {
  let state = EMPTY_RUN_STATE;
  for (let id = 1; id <= n; id += 1) {
    state = reduceRuns(state, startAction(1000 * id, `Review plan ${id}.`));
    state =
      id % 2 === 0
        ? reduceRuns(state, {
            type: "fail",
            id,
            at: 1000 * id + 500,
            failure: { kind: "auth", title: "The key was refused (401)", advice: "Check it.", status: 401 },
          })
        : reduceRuns(state, {
            type: "finish",
            id,
            at: 1000 * id + 500,
            text: reply,
            check: {
              decoded: JSON.parse(reply),
              parseError: null,
              verdicts: [],
              escalation: null,
              valid: true,
            },
            usage: { inputTokens: 10, outputTokens: 5 },
            finishReason: "stop",
            notice: null,
          });
  }
  return state;
}
const plain = (run: RunRecord) => encodeRun(run, []);

describe("saveRuns / restoreRuns", () => {
  it("keeps the runs and their numbering through a reload", () => {
    const state = runs(3);
    const saved = saveRuns(state, plain, 9000);
    expect(saved.left).toEqual([]);
    expect(restoreRuns(saved.text)).toEqual({ runs: state.runs, nextId: 4, compare: null });
    expect(restoreRuns(null)).toEqual(EMPTY_RUN_STATE);
  });

  it("keeps a run that was streaming as stopped, with what had arrived", () => {
    let state = reduceRuns(runs(1), startAction(5000));
    state = reduceRuns(state, { type: "text", id: 2, text: '{"verd' });
    const [restored] = restoreRuns(saveRuns(state, plain, 7000).text).runs;
    expect(restored).toMatchObject({ id: 2, status: "stopped", endedAt: 7000, text: '{"verd' });
  });

  it("stays within the bound: the newest runs that fit, the rest named", () => {
    const big = JSON.stringify({ verdict: { rationale: "x".repeat(100_000) } });
    const state = runs(5, big); // runs 1, 3 and 5 hold 200 k characters each (reply and decoded)
    const saved = saveRuns(state, plain, 9000);
    expect(saved.text.length).toBeLessThanOrEqual(RUNS_STORAGE_MAX_CHARS);
    expect(saved.left).toEqual([1]);
    expect(restoreRuns(saved.text).runs.map((run) => run.id)).toEqual([5, 4, 3, 2]);
    expect(restoreRuns(saved.text).nextId).toBe(6);
  });

  it("never writes a key used in this page, even where a server echoed it", () => {
    let state = runs(1);
    state = reduceRuns(state, startAction(5000));
    state = reduceRuns(state, {
      type: "finish",
      id: 2,
      at: 6000,
      text: `Your key is ${KEY}.`,
      check: { decoded: null, parseError: "not JSON", verdicts: [], escalation: null, valid: false },
      usage: null,
      finishReason: "stop",
      notice: `Seen "${KEY}"`,
    });
    const text = saveRuns(state, (run) => encodeRun(run, [KEY, "short"]), 9000).text;
    expect(text).not.toContain(KEY);
    expect(restoreRuns(text).runs[0]).toMatchObject({ text: "Your key is [key].", notice: 'Seen "[key]"' });
  });

  it("reads nothing malformed: bad JSON, another version, runs with a wrong field are left out", () => {
    expect(restoreRuns("{")).toEqual(EMPTY_RUN_STATE);
    expect(restoreRuns('{"v":2,"nextId":3,"runs":[]}')).toEqual(EMPTY_RUN_STATE);
    const [good] = runs(1).runs;
    const bad = [
      { ...good, id: "1" },
      { ...good, id: 2, status: "lost" },
      { ...good, id: 3, check: { verdicts: "all" } },
      { ...good, id: 4, failure: { title: 1 } },
      { ...good, id: 5, usage: { inputTokens: -1, outputTokens: 0 } },
      null,
      { ...good }, // a second run 1: the first one counts
    ];
    const restored = restoreRuns(JSON.stringify({ v: 1, nextId: "x", runs: [good, ...bad] }));
    expect(restored.runs).toEqual([good]);
    expect(restored.nextId).toBe(2);
    const many = Array.from({ length: MAX_RUNS + 5 }, (_, index) => ({ ...good, id: index + 1 }));
    expect(restoreRuns(JSON.stringify({ v: 1, nextId: 1, runs: many })).runs).toHaveLength(MAX_RUNS);
  });
});
