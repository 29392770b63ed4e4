// Runs in the pack lab's Web Worker: parsing a large or hostile pack never blocks the page.
import { analysePack, type PackLabReport } from "@/lib/pack-lab/analyse-pack";
import { serveWorkerRequests, type WorkerScope } from "@/lib/site/browser/worker-requests";

/** Page → worker: a text to check, with the default pack's text it is compared to. */
export interface LintRequest {
  readonly text: string;
  readonly defaultPackText: string | null;
}

/** Answers each request with its report (lib/site/browser/worker-requests.ts). */
export function serveLintRequests(scope: WorkerScope<LintRequest, PackLabReport>): void {
  serveWorkerRequests(scope, (request) => analysePack(request.text, request.defaultPackText));
}
