// Runs in the pack lab's Web Worker: parsing a large or hostile pack never blocks the page.
import { analysePack } from "@/lib/pack-lab/analyse-pack";

import type { LintRequest, LintResponse } from "./lint-protocol";

interface WorkerScope {
  onmessage: ((event: MessageEvent<LintRequest>) => void) | null;
  postMessage(message: LintResponse): void;
}

/** Answers each request with its report; says "ready" first so the page never posts into the void. */
export function serveLintRequests(scope: WorkerScope): void {
  let defaultPackText: string | null = null;
  scope.onmessage = (event) => {
    const request = event.data;
    if (request.type === "default-pack") {
      defaultPackText = request.text;
      return;
    }
    scope.postMessage({ type: "report", id: request.id, report: analysePack(request.text, defaultPackText) });
  };
  scope.postMessage({ type: "ready" });
}
