// The composer's parse worker. The page imports this module to learn its URL and starts it again
// as a module worker (`new Worker(PARSE_WORKER_URL)`), which then serves parse requests: the islands
// bundle needs no entry of its own for it.
declare const WorkerGlobalScope: (new () => unknown) | undefined;

/** This module's own URL, for `new Worker(…, { type: "module" })`. */
export const PARSE_WORKER_URL = import.meta.url;

if (typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope) {
  void import("./parse-requests").then(({ serveParseRequests }) =>
    serveParseRequests(globalThis as unknown as Parameters<typeof serveParseRequests>[0]),
  );
}
