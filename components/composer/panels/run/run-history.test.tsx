import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { startAction } from "@/lib/composer/panels/run/__fixtures__/runs";
import { EMPTY_RUN_STATE, reduceRuns, type RunRecord } from "@/lib/composer/panels/run/run-state";

import { RunHistory } from "./run-history";

const state = [1000, 2000, 3000].reduce((runs, at) => reduceRuns(runs, startAction(at)), EMPTY_RUN_STATE);
const runs: readonly RunRecord[] = state.runs.map((run) => ({
  ...run,
  status: "stopped",
  endedAt: run.startedAt,
}));

const note = (kept: { ok: boolean; left: readonly number[] }, otherCount = 0) =>
  /data-testid="run-kept"[^>]*>([^<]*)</.exec(
    renderToStaticMarkup(
      <RunHistory
        runs={runs}
        shown={null}
        onShow={() => undefined}
        picked={[]}
        onPick={() => undefined}
        onCompare={() => undefined}
        onRemove={() => undefined}
        onClear={() => undefined}
        cost={() => null}
        otherCount={otherCount}
        kept={kept}
      />,
    ),
  )?.[1];

describe("RunHistory", () => {
  it("says how long the runs are kept: through reloads, or until one when the browser stores nothing", () => {
    expect(note({ ok: true, left: [] }, 2)).toBe(
      "Kept in this tab until you close it, across reloads (and 2 of other compositions). Tick two to see them side by side.",
    );
    expect(note({ ok: true, left: [1, 3] })).toBe(
      "Kept in this tab until you close it, across reloads. Runs 3, 1 are too large to keep across a reload. Tick two to see them side by side.",
    );
    expect(note({ ok: false, left: [] })).toBe(
      "Kept until you reload or leave the page: this browser does not let the page store them. Tick two to see them side by side.",
    );
  });
});
