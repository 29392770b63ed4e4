// Tool results of the MCP server: structured content plus its JSON as text, or an error result; and
// the JSON-RPC error of a prompt or resource given bad input.
import { ErrorCode, type CallToolResult, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

import { isCastsError } from "../../lib/casts";
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
