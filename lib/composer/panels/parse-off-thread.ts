// Parses pasted or opened input without blocking the page: an input over 64 KiB goes to the parse
// worker; smaller ones, and ones over the 1 MiB limit (refused at once), are parsed on the page.
// Both run runParseRequest, so the answer is the same wherever it was computed.
import { MAX_INPUT_BYTES, utf8Length } from "@/lib/casts/core/limits";

import type { ParseMessage, ParseReply, ParseRequest, ParseResult } from "./parse-requests";

/** Inputs over this many bytes of UTF-8 are parsed in the worker. */
export const OFF_THREAD_BYTES = 64 * 1024;

/** Whether a text is parsed in the worker: over 64 KiB, and not over the 1 MiB limit. */
export function parsesOffThread(text: string): boolean {
  if (text.length * 3 <= OFF_THREAD_BYTES) return false; // a UTF-16 unit is at most 3 bytes
  if (text.length > MAX_INPUT_BYTES) return false; // over the limit (a unit is at least 1 byte): refused
  const bytes = utf8Length(text);
  return bytes > OFF_THREAD_BYTES && bytes <= MAX_INPUT_BYTES;
}

interface Job {
  readonly request: ParseRequest;
  readonly resolve: (result: ParseResult<ParseRequest> | null) => void;
  readonly reject: (error: Error) => void;
}

interface Running {
  readonly worker: Worker;
  ready: boolean;
  busy: { readonly id: number; readonly job: Job } | null;
  /** Not yet sent: the newest request of each kind (an older one is answered null, superseded). */
  readonly waiting: Map<ParseRequest["kind"], Job>;
}

let running: Promise<Running> | null = null;
let lastId = 0;

function send(state: Running): void {
  if (!state.ready || state.busy) return;
  const [kind, job] = state.waiting.entries().next().value ?? [];
  if (!kind || !job) return;
  state.waiting.delete(kind);
  state.busy = { id: ++lastId, job };
  state.worker.postMessage({ id: state.busy.id, request: job.request } satisfies ParseMessage);
}

async function startWorker(): Promise<Running> {
  const { PARSE_WORKER_URL } = await import("./parse-worker");
  const state: Running = {
    worker: new Worker(PARSE_WORKER_URL, { type: "module", name: "composer-parse" }),
    ready: false,
    busy: null,
    waiting: new Map(),
  };
  state.worker.addEventListener("message", ({ data }: MessageEvent<ParseReply>) => {
    if (data.type === "ready") state.ready = true;
    else if (state.busy?.id === data.id) {
      const { job } = state.busy;
      state.busy = null;
      if (data.type === "result") job.resolve(data.result);
      else job.reject(new Error(data.message));
    }
    send(state);
  });
  // The worker could not start or crashed: fail what it holds; the next request starts a new one.
  state.worker.addEventListener("error", (event) => {
    event.preventDefault();
    state.worker.terminate();
    running = null;
    const error = new Error(`the parse worker stopped: ${event.message || "it could not load"}`);
    for (const job of [...(state.busy ? [state.busy.job] : []), ...state.waiting.values()]) job.reject(error);
  });
  return state;
}

/**
 * Parses `request` on the page or in the worker (see `parsesOffThread`). Resolves null when a newer
 * request of the same kind replaced it before the worker got to it.
 */
export async function parseOffThread<R extends ParseRequest>(request: R): Promise<ParseResult<R> | null> {
  if (!parsesOffThread(request.text) || typeof Worker === "undefined") {
    const { runParseRequest } = await import("./parse-requests");
    return runParseRequest(request);
  }
  const state = await (running ??= startWorker().catch((error: unknown) => {
    running = null;
    throw error;
  }));
  return new Promise<ParseResult<R> | null>((resolve, reject) => {
    state.waiting.get(request.kind)?.resolve(null);
    state.waiting.set(request.kind, {
      request,
      resolve: resolve as Job["resolve"],
      reject,
    });
    send(state);
  });
}
