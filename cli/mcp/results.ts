// Tool results of the MCP server: structured content plus its JSON as text, or an error result; and
// the JSON-RPC error of a prompt or resource given bad input.
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
  type JSONRPCMessage,
  type RequestId,
} from "@modelcontextprotocol/sdk/types.js";

import { isCastsError } from "../../lib/casts";
import { echo } from "../../lib/casts/core/echo";
import { firstOf, moreLine } from "../../lib/casts/core/shown-list";
import { describeType } from "../../lib/casts/describe-type";
import { InputError, UsageError } from "../errors";

/** A successful result: `text` for the model to read, `structured` for the tool's output schema. */
export function okResult(structured: Record<string, unknown>, text?: string): CallToolResult {
  return {
    content: [{ type: "text", text: text ?? JSON.stringify(structured, null, 2) }],
    structuredContent: structured,
  };
}

/** Bad input as the tool result `isError: true` with the error's message (a CastsError's own message). */
export function errorResult(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}

/**
 * Runs a handler; the errors bad input causes (CastsError, the CLI's InputError and UsageError)
 * become error results. Anything else is a bug: logged to stderr and reported as an internal error,
 * so one bad request never ends the server.
 */
export function guarded(log: (line: string) => void, handler: () => CallToolResult): CallToolResult {
  try {
    return handler();
  } catch (error) {
    if (isCastsError(error) || error instanceof InputError || error instanceof UsageError) {
      return errorResult(error.message);
    }
    const message = error instanceof Error ? error.message : String(error);
    log(`internal error: ${message}`);
    return errorResult(`internal error: ${message}`);
  }
}

/**
 * A JSON-RPC error "invalid params" (-32602) whose message is the problem's own: the SDK sends an
 * error's numeric `code` and `message` as they are (its McpError would prefix "MCP error -32602: ").
 */
export class InvalidParamsError extends Error {
  readonly code = ErrorCode.InvalidParams;

  constructor(message: string) {
    super(message);
    this.name = "InvalidParamsError";
  }
}

/**
 * A message as it should leave the server: an error response's message without "MCP error <code>: ".
 * The SDK's McpError (which it throws for an unknown prompt or resource, or a prompt's bad arguments)
 * writes that prefix into its own message, the server sends the message as it is, and the client's
 * McpError adds the prefix again: "MCP error -32602: MCP error -32602: Prompt x not found".
 */
export function withoutErrorPrefix(message: JSONRPCMessage): JSONRPCMessage {
  if (!("error" in message)) return message;
  const prefix = `MCP error ${message.error.code}: `;
  if (!message.error.message.startsWith(prefix)) return message;
  return { ...message, error: { ...message.error, message: message.error.message.slice(prefix.length) } };
}

/**
 * Runs a prompt or resource handler, which has no error result: bad input (a CastsError, the CLI's
 * InputError and UsageError) becomes an InvalidParamsError with its message. A roles folder that
 * cannot be read is the server's problem, not the request's, and stays an internal error (-32603).
 */
export function invalidParamsOnBadInput<T>(handler: () => T): T {
  try {
    return handler();
  } catch (error) {
    const badInput =
      (isCastsError(error) && error.code !== "FILE_UNREADABLE") ||
      error instanceof InputError ||
      error instanceof UsageError;
    if (badInput) throw new InvalidParamsError(error.message);
    throw error;
  }
}

/** What the SDK's request check expected, in words; an expected type not listed keeps zod's message. */
const EXPECTED: Readonly<Record<string, string>> = {
  string: "a string",
  record: "an object",
  object: "an object",
};

/**
 * The requests whose shape the SDK checks with a schema of its own before our handlers run, and what
 * their arguments are called in a message ("prompt critic": its arguments are strings).
 */
const CHECKED_REQUESTS = {
  "prompts/get": { schema: GetPromptRequestSchema, subject: "prompt", argument: "a string" },
  "tools/call": { schema: CallToolRequestSchema, subject: "tool", argument: null },
  "resources/read": { schema: ReadResourceRequestSchema, subject: null, argument: null },
  "completion/complete": { schema: CompleteRequestSchema, subject: null, argument: null },
} as const;

type CheckedMethod = keyof typeof CHECKED_REQUESTS;
const isChecked = (method: string): method is CheckedMethod => Object.hasOwn(CHECKED_REQUESTS, method);

/** The value at `path` in `value`, or undefined. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Why the SDK's own check of a request it checks (CHECKED_REQUESTS: a prompt's name and arguments
 * strings, a tool's arguments an object, a resource's URI a string) refuses it, naming each field, or
 * undefined when it passes or is another message.
 */
export function requestProblem(message: JSONRPCMessage): string | undefined {
  if (!("method" in message) || !("id" in message) || !isChecked(message.method)) return undefined;
  const { schema, subject, argument: argumentType } = CHECKED_REQUESTS[message.method];
  const checked = schema.safeParse(message);
  if (checked.success) return undefined;
  const issues = checked.error.issues;
  const { shown, more } = firstOf(issues, 5);
  const problems = shown.map((issue) => {
    const [, field, argument] = issue.path;
    const name =
      field === "arguments"
        ? argument === undefined
          ? "the arguments"
          : `argument '${echo(String(argument), 60)}'`
        : `'${echo(issue.path.slice(1).map(String).join("."), 60)}'`;
    const wanted = "expected" in issue ? String(issue.expected) : "";
    const expected =
      field === "arguments" && argument === undefined && wanted === "record" && argumentType !== null
        ? `an object of ${argumentType.replace(/^a /, "")}s`
        : EXPECTED[wanted];
    if (expected === undefined) return `${name}: ${issue.message}`;
    return `${name} must be ${expected}, not ${describeType(valueAt(message, issue.path))}`;
  });
  const named = valueAt(message, ["params", "name"]);
  const onArguments = issues.every((issue) => issue.path[1] === "arguments");
  const what =
    subject !== null && typeof named === "string" && onArguments
      ? `Invalid arguments for ${subject} ${echo(named, 100)}`
      : `Invalid ${message.method} request`;
  return `${what}: ${problems.join("; ")}${more > 0 ? ` ${moreLine(more)}` : ""}`;
}

/**
 * The answers to requests of the wrong shape (a prompt argument that is not a string, say) as
 * invalid params (-32602) naming the field. The SDK checks a request against its schema before any
 * handler runs (Protocol.setRequestHandler in @modelcontextprotocol/sdk/shared/protocol.js) and
 * answers a failure as an internal error (-32603) whose message is zod's issues as JSON: the server's
 * fault, where it is the client's bad input. `received` sees each message before the SDK does and
 * notes the requests it will refuse; `sending` gives their answers that code and our message.
 */
export function requestRefusals() {
  const refused = new Map<RequestId, string>();
  return {
    received(message: JSONRPCMessage): void {
      const problem = requestProblem(message);
      if (problem !== undefined && "id" in message && message.id !== undefined)
        refused.set(message.id, problem);
    },
    sending(message: JSONRPCMessage): JSONRPCMessage {
      if (!("id" in message) || message.id === undefined || "method" in message) return message;
      const problem = refused.get(message.id);
      if (problem === undefined) return message;
      refused.delete(message.id);
      if (!("error" in message) || message.error.code !== ErrorCode.InternalError) return message;
      return { ...message, error: { code: ErrorCode.InvalidParams, message: problem } };
    },
  };
}
