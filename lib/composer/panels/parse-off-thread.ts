// Parses pasted or opened input without blocking the page: an input over 64 KiB goes to the parse
// worker; smaller ones, and ones over the 1 MiB limit (refused at once), are parsed on the page.
// Both run runParseRequest, so the answer is the same wherever it was computed.
import { MAX_INPUT_BYTES, utf8Length } from "@/lib/casts/core/limits";

import { startWorker, type WorkerClient } from "@/lib/site/browser/worker-requests";

import type { ParseRequest, ParseResult } from "./parse-requests";

/** Inputs over this many bytes of UTF-8 are parsed in the worker. */
export const OFF_THREAD_BYTES = 64 * 1024;

/** Whether a text is parsed in the worker: over 64 KiB, and not over the 1 MiB limit. */
export function parsesOffThread(text: string): boolean {
  if (text.length * 3 <= OFF_THREAD_BYTES) return false; // a UTF-16 unit is at most 3 bytes
  if (text.length > MAX_INPUT_BYTES) return false; // over the limit (a unit is at least 1 byte): refused
  const bytes = utf8Length(text);
  return bytes > OFF_THREAD_BYTES && bytes <= MAX_INPUT_BYTES;
}

let worker: WorkerClient<ParseRequest, ParseResult<ParseRequest>> | null = null;
/** One request in the worker at a time, so a request replaced while it waits is never sent. */
let queue: Promise<unknown> = Promise.resolve();
/** The newest request of each kind: an older one still waiting is answered null (superseded). */
const newest = new Map<ParseRequest["kind"], ParseRequest>();

async function inWorker(request: ParseRequest): Promise<ParseResult<ParseRequest> | null> {
  if (newest.get(request.kind) !== request) return null;
  if (!worker || worker.stopped) {
    const { PARSE_WORKER_URL } = await import("./parse-worker");
    worker = startWorker(PARSE_WORKER_URL, "composer-parse");
  }
  return worker.request(request);
}

/**
 * Parses `request` on the page or in the worker (see `parsesOffThread`). Resolves null when a newer
 * request of the same kind replaced it before the worker got to it. A worker that crashed fails what
 * it holds; the next request starts a new one.
 */
export async function parseOffThread<R extends ParseRequest>(request: R): Promise<ParseResult<R> | null> {
  if (!parsesOffThread(request.text) || typeof Worker === "undefined") {
    const { runParseRequest } = await import("./parse-requests");
    return runParseRequest(request);
  }
  newest.set(request.kind, request);
  const answer = queue.then(() => inWorker(request));
  queue = answer.catch(() => undefined);
  return answer as Promise<ParseResult<R> | null>;
}
