"use client";

import { useSyncExternalStore } from "react";

import {
  EMPTY_RUN_STATE,
  reduceRuns,
  streamingRun,
  type RunAction,
  type RunFailure,
  type RunOutcome,
  type RunPanelState,
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
  /** Sends the request and checks the reply; throws on failure (an abort included). */
  readonly execute: (handlers: RunHandlers) => Promise<RunOutcome>;
  /** Turns what `execute` threw into words. */
  readonly describe: (error: unknown) => RunFailure;
}

// The runs live at module level: they stay listed while the composer shows another composition (or
// none) and the panel unmounts; they go with the tab. The key is never part of them.
let state: RunPanelState = EMPTY_RUN_STATE;
const listeners = new Set<() => void>();
/** The run in progress: how to abort it and to put its latest text on the page. */
let current: { readonly abort: AbortController; readonly settle: () => void } | null = null;

/** The runs now (for tests and event handlers). */
export const currentRuns = (): RunPanelState => state;

export function dispatchRun(action: RunAction): void {
  const next = reduceRuns(state, action);
  if (next === state) return;
  state = next;
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
