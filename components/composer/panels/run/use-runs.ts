"use client";

import { useSyncExternalStore } from "react";

import { encodeRun, restoreRuns, RUNS_STORAGE_KEY, saveRuns } from "@/lib/composer/panels/run/run-session";
import {
  EMPTY_RUN_STATE,
  reduceRuns,
  streamingRun,
  type RunAction,
  type RunFailure,
  type RunOutcome,
  type RunPanelState,
  type RunRecord,
} from "@/lib/composer/panels/run/run-state";

export interface RunHandlers {
  readonly signal: AbortSignal;
  /** The reply so far (the whole text, not a delta). */
  readonly onText: (text: string) => void;
}

export interface StartedRun {
  readonly composition: string;
  readonly provider: string;
  readonly model: string;
  readonly host: string;
  readonly input: string;
  /** The key the run sends: kept in memory only, so that no saved run holds it (see save). */
  readonly secret: string;
  /** Sends the request and checks the reply; throws on failure (an abort included). */
  readonly execute: (handlers: RunHandlers) => Promise<RunOutcome>;
  /** Turns what `execute` threw into words. */
  readonly describe: (error: unknown) => RunFailure;
}

/** This tab's sessionStorage, or null when the browser turns storage off. */
export const session = (): Storage | null => {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null; // storage turned off in the browser's settings
  }
};

// The runs live at module level: they stay listed while the composer shows another composition (or
// none) and the panel unmounts, this tab's sessionStorage keeps them through a reload, and they go
// with the tab. The key is never part of them.
let state: RunPanelState = (() => {
  try {
    return restoreRuns(session()?.getItem(RUNS_STORAGE_KEY) ?? null);
  } catch {
    return EMPTY_RUN_STATE;
  }
})();
const listeners = new Set<() => void>();

/** The keys runs were sent with in this page, in memory only: a saved run shows each as [key]. */
const secrets = new Set<string>();
const encoded = new WeakMap<RunRecord, { readonly secrets: number; readonly json: string }>();
const encode = (run: RunRecord) => {
  const cached = encoded.get(run);
  if (cached?.secrets === secrets.size) return cached.json;
  const json = encodeRun(run, secrets);
  encoded.set(run, { secrets: secrets.size, json });
  return json;
};

export interface RunsKept {
  /** The runs survive a reload (false: storage is off or full). */
  readonly ok: boolean;
  /** Runs too large to keep in the room the newer ones left. */
  readonly left: readonly number[];
}
let kept: RunsKept = { ok: session() !== null, left: [] };
/** Whether the runs will survive a reload, as of the last change. */
export const runsKept = (): RunsKept => kept;

/** Writes the runs to this tab's storage (a run still streaming as stopped, with its text so far). */
function save(): void {
  const store = session();
  if (!store) return;
  try {
    if (state.runs.length === 0) store.removeItem(RUNS_STORAGE_KEY);
    else {
      const saved = saveRuns(state, encode, Date.now());
      store.setItem(RUNS_STORAGE_KEY, saved.text);
      kept = { ok: true, left: saved.left };
    }
  } catch {
    // Storage full: no stale list is left to come back after a reload.
    kept = { ok: false, left: [] };
    try {
      store.removeItem(RUNS_STORAGE_KEY);
    } catch {
      // Nothing more to do.
    }
  }
}
/** The run in progress: how to abort it and to put its latest text on the page. */
let current: { readonly abort: AbortController; readonly settle: () => void } | null = null;

/** What a run stopped by a reload or by leaving the page says of itself when it is shown again. */
export const LEFT_PAGE_NOTICE = "The page was reloaded or left while this run streamed, which stopped it.";

/**
 * The page goes away: a run still streaming is stopped first (the browser cuts its request next, which
 * would otherwise be saved as a failed run blaming the connection), then the runs are saved.
 */
export function leavePage(): void {
  const run = streamingRun(state);
  if (current && run) {
    current.abort.abort();
    current.settle();
    dispatchRun({ type: "stop", id: run.id, at: Date.now(), notice: LEFT_PAGE_NOTICE });
  }
  save();
}
// Streamed text is not saved as it arrives (at most once a frame, and the list may be large): it is
// saved as the page goes away or out of sight, and when the run ends.
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", leavePage);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") save();
  });
}

/** The runs now (for tests and event handlers). */
export const currentRuns = (): RunPanelState => state;

export function dispatchRun(action: RunAction): void {
  const next = reduceRuns(state, action);
  if (next === state) return;
  state = next;
  if (action.type !== "text") save();
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useRuns(): RunPanelState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY_RUN_STATE,
  );
}

/** Streamed text reaches the page at most once a frame, however fast it arrives. */
function frameThrottle(flush: () => void): { schedule: () => void; cancel: () => void } {
  let pending: number | ReturnType<typeof setTimeout> | null = null;
  // A hidden tab gets no frames: its text lands every 100 ms instead.
  const noFrames = () =>
    typeof requestAnimationFrame !== "function" ||
    (typeof document !== "undefined" && document.visibilityState === "hidden");
  return {
    schedule: () => {
      if (pending !== null) return;
      const run = () => {
        pending = null;
        flush();
      };
      pending = noFrames() ? setTimeout(run, 100) : requestAnimationFrame(run);
    },
    cancel: () => {
      if (pending === null) return;
      if (typeof pending === "number" && typeof cancelAnimationFrame === "function")
        cancelAnimationFrame(pending);
      clearTimeout(pending);
      pending = null;
    },
  };
}

/** Runs one request (one at a time); resolves when it has ended, whichever way. */
export async function startRun(run: StartedRun): Promise<void> {
  if (streamingRun(state)) return;
  if (run.secret.trim() !== "") secrets.add(run.secret.trim());
  dispatchRun({
    type: "start",
    composition: run.composition,
    provider: run.provider,
    model: run.model,
    host: run.host,
    input: run.input,
    at: Date.now(),
  });
  const id = state.nextId - 1;
  const abort = new AbortController();
  let latest = "";
  const text = frameThrottle(() => dispatchRun({ type: "text", id, text: latest }));
  const settle = () => {
    text.cancel();
    dispatchRun({ type: "text", id, text: latest });
  };
  current = { abort, settle };
  try {
    const outcome = await run.execute({
      signal: abort.signal,
      onText: (value) => {
        latest = value;
        text.schedule();
      },
    });
    text.cancel();
    if (abort.signal.aborted) dispatchRun({ type: "stop", id, at: Date.now() });
    else dispatchRun({ type: "finish", id, at: Date.now(), ...outcome });
  } catch (error) {
    settle();
    if (abort.signal.aborted) dispatchRun({ type: "stop", id, at: Date.now() });
    else dispatchRun({ type: "fail", id, at: Date.now(), failure: run.describe(error) });
  } finally {
    if (current?.abort === abort) current = null;
  }
}

/** Stops the run in progress at once: the request is aborted and what has arrived is kept. */
export function stopRun(): void {
  const run = streamingRun(state);
  if (!current || !run) return;
  current.abort.abort();
  current.settle();
  dispatchRun({ type: "stop", id: run.id, at: Date.now() });
}
