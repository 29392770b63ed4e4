// The composer's parses of pasted or opened input, as requests with plain-data answers: the same
// function runs on the page (small inputs) and in the parse worker (big ones), so both give
// identical results.
import { serveWorkerRequests, type WorkerReply, type WorkerScope } from "@/lib/site/browser/worker-requests";

import { importProfileYaml, type ExtraRole, type ProfileImportResult } from "./import-profile";
import { validateEmissionOutput, type OutputValidation } from "./validate-output";

export type ParseRequest =
  | {
      readonly kind: "import-profile";
      readonly text: string;
      readonly label: string;
      readonly extraRoles: readonly ExtraRole[];
    }
  | { readonly kind: "validate-output"; readonly roleName: string; readonly text: string };

export type ParseResult<R extends ParseRequest> = R extends { readonly kind: "import-profile" }
  ? ProfileImportResult
  : OutputValidation;

/** Runs one request. */
export function runParseRequest<R extends ParseRequest>(request: R): ParseResult<R>;
export function runParseRequest(request: ParseRequest): AnyParseResult {
  return request.kind === "import-profile"
    ? importProfileYaml(request.text, request.label, request.extraRoles)
    : validateEmissionOutput(request.roleName, request.text);
}

type AnyParseResult = ProfileImportResult | OutputValidation;
export type ParseReply = WorkerReply<AnyParseResult>;

/** The parse worker's work: answers each request with runParseRequest (lib/site/browser/worker-requests.ts). */
export function serveParseRequests(scope: WorkerScope<ParseRequest, AnyParseResult>): void {
  serveWorkerRequests(scope, runParseRequest);
}
