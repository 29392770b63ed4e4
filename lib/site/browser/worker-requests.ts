// Requests to a module worker and their answers over postMessage, for the three workers of the site
// (the composer's parse worker, the pack lab's checker, the agent importer). Each worker module is
// started again as a worker from its own URL; it calls serveWorkerRequests, which says "ready" first
// (a message posted before the worker listens would be lost), then answers each request by its id.

/** Page → worker. */
interface RequestMessage<Request> {
  readonly id: number;
  readonly request: Request;
}

/** Worker → page: "ready" once requests are served, then one answer per request. */
export type WorkerReply<Result> =
  | { readonly type: "ready" }
  | { readonly type: "result"; readonly id: number; readonly result: Result }
  | { readonly type: "failed"; readonly id: number; readonly message: string };

export interface WorkerScope<Request, Result> {
  onmessage: ((event: MessageEvent<RequestMessage<Request>>) => void) | null;
  postMessage(message: WorkerReply<Result>): void;
}

/** In the worker: answers each request with `handle`'s result (awaited), or with its error's message. */
export function serveWorkerRequests<Request, Result>(
  scope: WorkerScope<Request, Result>,
  handle: (request: Request) => Result | Promise<Result>,
): void {
  scope.onmessage = ({ data: { id, request } }) => {
    const fail = (error: unknown) =>
      scope.postMessage({
        type: "failed",
        id,
        message: error instanceof Error ? error.message : String(error),
      });
    try {
      const result = handle(request);
      // An async handler (the importer reading Files) answers when it settles; a sync one at once.
      if (result instanceof Promise)
        result.then((settled) => scope.postMessage({ type: "result", id, result: settled }), fail);
      else scope.postMessage({ type: "result", id, result });
    } catch (error) {
      fail(error);
    }
  };
  scope.postMessage({ type: "ready" });
}

export interface WorkerClient<Request, Result> {
  /** Settles once the worker serves requests (never, if it cannot load). */
  readonly ready: Promise<void>;
  /** The answer; rejects when the worker fails the request, cannot load, crashes or is stopped. */
  request(request: Request): Promise<Result>;
  /** Ends the worker; what it still holds is rejected. */
  stop(): void;
  /** True once the worker has ended (stopped, crashed or unable to load): start another. */
  readonly stopped: boolean;
}

/** On the page: starts the module at `url` as a worker named `name` and sends it requests. */
export function startWorker<Request, Result>(url: string, name: string): WorkerClient<Request, Result> {
  const worker = new Worker(url, { type: "module", name });
  const pending = new Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let stopped = false;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const end = (error: Error) => {
    if (stopped) return;
    stopped = true;
    worker.terminate();
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  worker.addEventListener("message", ({ data }: MessageEvent<WorkerReply<Result>>) => {
    if (data.type === "ready") return markReady();
    const job = pending.get(data.id);
    pending.delete(data.id);
    if (data.type === "result") job?.resolve(data.result);
    else job?.reject(new Error(data.message));
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    end(new Error(`the ${name} worker stopped: ${event.message || "it could not load"}`));
  });
  return {
    ready,
    request: (request) =>
      new Promise<Result>((resolve, reject) => {
        if (stopped) return reject(new Error(`the ${name} worker was stopped`));
        const id = ++lastId;
        pending.set(id, { resolve, reject });
        void ready.then(() => {
          if (pending.has(id)) worker.postMessage({ id, request } satisfies RequestMessage<Request>);
        });
      }),
    stop: () => end(new Error(`the ${name} worker was stopped`)),
    get stopped() {
      return stopped;
    },
  };
}

/** Items a batch carries in requestInBatches. */
export const REQUEST_BATCH = 64;

/**
 * Sends `items` to the worker a batch at a time, each as `request(batch)`, and waits for each answer
 * before sending the next, so the page answers between batches. For items the page pays to post: a
 * picked File is copied with its size, which the page looks up on the disk (a fraction of a ms a file).
 */
export async function requestInBatches<Item, Request, Result>(
  worker: WorkerClient<Request, Result>,
  items: readonly Item[],
  request: (batch: Item[]) => Request,
  size = REQUEST_BATCH,
): Promise<void> {
  for (let at = 0; at < items.length; at += size) await worker.request(request(items.slice(at, at + size)));
}
