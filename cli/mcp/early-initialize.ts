// The answer to MCP's `initialize`, given before the server has loaded. An MCP client starts
// `casts mcp` and sends `initialize` at once; the full server (the MCP SDK, zod, the catalog, the tool
// handlers) takes about twice Node's own start-up to load, and the client would wait for all of it.
// `answerInitializeEarly` reads stdin from the first moment, answers a well-formed `initialize` with
// the constants below (what the SDK's server answers: cli/mcp/early-initialize.test.ts holds them
// equal), and keeps every byte it read, so that cli/mcp/serve.ts replays them to the real server in
// order (the initialize too, so that the server knows the client; its second answer is not sent).
// Imports nothing but Node's: this module loads in the CLI's first chunk.
//
// Protocol: https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle (initialization:
// the server answers the version asked for when it supports it, else the latest it supports).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Readable, Writable } from "node:stream";

/** The protocol versions the MCP SDK's server accepts, newest first (the SDK's SUPPORTED_PROTOCOL_VERSIONS). */
export const SUPPORTED_PROTOCOL_VERSIONS: readonly string[] = [
  "2025-11-25",
  "2025-06-18",
  "2025-03-26",
  "2024-11-05",
  "2024-10-07",
];

/** What the server offers: the SDK's McpServer declares these as tools, prompts, resources and completions register. */
export const SERVER_CAPABILITIES = {
  tools: { listChanged: true },
  prompts: { listChanged: true },
  resources: { listChanged: true },
  completions: {},
} as const;

export const SERVER_NAME = "casts";
export const SERVER_TITLE = "Casts catalog";
export const SERVER_INSTRUCTIONS =
  "The casts catalog: agent roles, reasoning modes and emission models. Call list_roles and list_modes to choose, show to read one role or mode, compose to get a role's system message with modes, export to get the file an agent tool reads (a Claude Code subagent, a Cursor rule, …), validate_emission to check an agent's structured output, check_pack to check a pack's YAML.";

/** The version in the project's package.json (the server's version), "0.0.0" when it cannot be read. */
export function serverVersion(projectRoot: string): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
      version?: unknown;
    };
    return typeof manifest.version === "string" ? manifest.version : "0.0.0";
  } catch {
    return "0.0.0";
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

export interface InitializeRequest {
  readonly id: string | number;
  readonly protocolVersion: string;
}

/**
 * The request when `value` is an `initialize` request of the shape the SDK accepts (a string or integer
 * id, a protocol version, capabilities, a client name and version), else undefined: anything else waits
 * for the real server, which answers it (or refuses it) as it always did.
 */
export function initializeRequest(value: unknown): InitializeRequest | undefined {
  if (!isRecord(value) || value["jsonrpc"] !== "2.0" || value["method"] !== "initialize") return undefined;
  const { id, params } = value;
  if (!(typeof id === "string" || (typeof id === "number" && Number.isSafeInteger(id)))) return undefined;
  if (!isRecord(params) || typeof params["protocolVersion"] !== "string") return undefined;
  const { capabilities, clientInfo } = params;
  if (!isRecord(capabilities) || !isRecord(clientInfo)) return undefined;
  if (typeof clientInfo["name"] !== "string" || typeof clientInfo["version"] !== "string") return undefined;
  return { id, protocolVersion: params["protocolVersion"] };
}

/** The JSON-RPC answer the server gives to `request`. */
export function initializeAnswer(request: InitializeRequest, version: string) {
  const [latest] = SUPPORTED_PROTOCOL_VERSIONS;
  return {
    jsonrpc: "2.0" as const,
    id: request.id,
    result: {
      protocolVersion: SUPPORTED_PROTOCOL_VERSIONS.includes(request.protocolVersion)
        ? request.protocolVersion
        : latest,
      capabilities: SERVER_CAPABILITIES,
      serverInfo: { name: SERVER_NAME, title: SERVER_TITLE, version },
      instructions: SERVER_INSTRUCTIONS,
    },
  };
}

/** Peeking stops after this many bytes without a newline (the transport refuses such a frame anyway). */
const PEEK_LIMIT = 1024 * 1024;

export interface EarlyStdin {
  /** The answer sent, if the first line was an `initialize` request. */
  answered(): ReturnType<typeof initializeAnswer> | undefined;
  /** Settles once the first line has been read (and answered when it was `initialize`), or stdin ends. */
  firstLine(): Promise<void>;
  /** Stops reading; returns every byte read so far, in order. stdin is left paused. */
  handOver(): Buffer[];
}

/**
 * Starts reading `stdin` now. When its first line is an `initialize` request, answers it on `stdout`
 * at once. Every chunk read is kept for `handOver()`.
 */
export function answerInitializeEarly(stdin: Readable, stdout: Writable, version: string): EarlyStdin {
  const chunks: Buffer[] = [];
  let read = 0;
  let peeking = true;
  let answer: ReturnType<typeof initializeAnswer> | undefined;
  let seen = () => undefined as void;
  const firstLine = new Promise<void>((resolve) => (seen = resolve));
  const onData = (chunk: Buffer) => {
    chunks.push(chunk);
    read += chunk.length;
    if (!peeking) return;
    const newline = chunk.indexOf(10);
    if (newline === -1) {
      peeking = read <= PEEK_LIMIT;
      if (!peeking) seen();
      return;
    }
    peeking = false;
    seen();
    const line = Buffer.concat(chunks, read - chunk.length + newline).toString("utf8");
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return; // the transport answers it with a parse error
    }
    const request = initializeRequest(value);
    if (request === undefined) return;
    answer = initializeAnswer(request, version);
    stdout.write(`${JSON.stringify(answer)}\n`);
  };
  stdin.on("data", onData);
  stdin.once("end", () => seen());
  return {
    answered: () => answer,
    firstLine: () => firstLine,
    handOver: () => {
      stdin.off("data", onData);
      stdin.pause();
      return chunks;
    },
  };
}
