// The composer's parses of pasted or opened input, as requests with plain-data answers: the same
// function runs on the page (small inputs) and in the parse worker (big ones), so both give
// identical results.
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
export function runParseRequest(request: ParseRequest): ProfileImportResult | OutputValidation {
  return request.kind === "import-profile"
    ? importProfileYaml(request.text, request.label, request.extraRoles)
    : validateEmissionOutput(request.roleName, request.text);
}

/** Page → worker. */
export interface ParseMessage {
  readonly id: number;
  readonly request: ParseRequest;
}

/** Worker → page: "ready" once requests are served, then one answer per request. */
export type ParseReply =
  | { readonly type: "ready" }
  | { readonly type: "result"; readonly id: number; readonly result: ProfileImportResult | OutputValidation }
  | { readonly type: "failed"; readonly id: number; readonly message: string };

interface WorkerScope {
  onmessage: ((event: MessageEvent<ParseMessage>) => void) | null;
  postMessage(message: ParseReply): void;
}

/** Answers each request in order; says "ready" first so the page never posts into the void. */
export function serveParseRequests(scope: WorkerScope): void {
  scope.onmessage = ({ data: { id, request } }) => {
    try {
      scope.postMessage({ type: "result", id, result: runParseRequest(request) });
    } catch (error) {
      scope.postMessage({ type: "failed", id, message: String(error) });
    }
  };
  scope.postMessage({ type: "ready" });
}
