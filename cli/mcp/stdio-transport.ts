// The MCP server's stdio transport. The SDK's StdioServerTransport drops a line that is not a valid
// JSON-RPC message (it reports it to `onerror`, which cannot answer: it never sees the line), and
// closes the whole session when a line outgrows its buffer. JSON-RPC 2.0 (section 5.1) asks for an
// answer instead: -32700 for text that is not JSON, -32600 for a value that is not a valid request,
// with the request's id when it can be read and null when it cannot; then the session carries on.
// This transport does that and hands every valid message to the SDK's server unchanged.
import type { Readable, Writable } from "node:stream";

import { serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { JSONRPCMessageSchema, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/** A frame (one line) longer than this is refused unread, answered, and the next line read as usual. */
export const MAX_FRAME_BYTES = 4 * 1024 * 1024;

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

/** The id to answer with: a string or a safe integer as sent, else null (JSON-RPC 2.0, section 5). */
function usableId(value: unknown): string | number | null {
  if (value === null || typeof value !== "object" || Array.isArray(value) || !("id" in value)) return null;
  const id = value.id;
  return typeof id === "string" || (typeof id === "number" && Number.isSafeInteger(id)) ? id : null;
}

/** A notification (no id, a method name): JSON-RPC never answers one, even a malformed one. */
function isNotification(value: unknown): boolean {
  return (
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    !("id" in value) &&
    "method" in value &&
    typeof value.method === "string"
  );
}

export class AnsweringStdioTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;

  private chunks: Buffer[] = [];
  private pending = 0;
  /** Inside a frame over the limit: its bytes are dropped until its newline. */
  private discarding = false;

  constructor(
    private readonly stdin: Readable,
    private readonly stdout: Writable,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  private readonly onData = (chunk: Buffer) => {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      this.take(chunk.subarray(start, end));
      this.endFrame();
      start = end + 1;
    }
    this.take(chunk.subarray(start));
  };

  private readonly onStdinError = (error: Error) => this.onerror?.(error);

  private take(bytes: Buffer): void {
    if (this.discarding || bytes.length === 0) return;
    this.pending += bytes.length;
    if (this.pending > MAX_FRAME_BYTES) {
      this.chunks = [];
      this.pending = 0;
      this.discarding = true;
      return;
    }
    this.chunks.push(bytes);
  }

  private endFrame(): void {
    if (this.discarding) {
      this.discarding = false;
      this.answer(INVALID_REQUEST, null, `Invalid Request: a frame over ${MAX_FRAME_BYTES} bytes`);
      return;
    }
    const line = Buffer.concat(this.chunks).toString("utf8").replace(/\r$/, "");
    this.chunks = [];
    this.pending = 0;
    if (line.trim() === "") return;
    this.frame(line);
  }

  private frame(line: string): void {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      this.answer(PARSE_ERROR, null, "Parse error: the frame is not JSON");
      return;
    }
    const message = JSONRPCMessageSchema.safeParse(value);
    if (message.success) {
      this.onmessage?.(message.data);
      return;
    }
    if (isNotification(value)) {
      this.log("ignored a malformed notification");
      return;
    }
    const detail = message.error.issues[0];
    const where = detail?.path.length ? ` at ${detail.path.join(".")}` : "";
    this.answer(INVALID_REQUEST, usableId(value), `Invalid Request: not a JSON-RPC 2.0 message${where}`);
  }

  private answer(code: number, id: string | number | null, message: string): void {
    this.log(message);
    this.stdout.write(`${JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } })}\n`);
  }

  async start(): Promise<void> {
    this.stdin.on("data", this.onData);
    this.stdin.on("error", this.onStdinError);
  }

  async close(): Promise<void> {
    this.stdin.off("data", this.onData);
    this.stdin.off("error", this.onStdinError);
    if (this.stdin.listenerCount("data") === 0) this.stdin.pause();
    this.chunks = [];
    this.onclose?.();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.stdout.write(serializeMessage(message))) resolve();
      else this.stdout.once("drain", resolve);
    });
  }
}
