// The casts MCP server in the test's own process: the SDK's Client joined to it in memory, and the
// JSON-RPC lines a stdio server writes, read back.
import type { Readable } from "node:stream";

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";

import { PROJECT_ROOT, type CliContext } from "../cli/context";
import { createCastsMcpServer, type CastsMcpOptions } from "../cli/mcp/server";

/** A context that prints nothing, with the project's own catalog. */
export const QUIET_CONTEXT: CliContext = {
  out: () => undefined,
  err: () => undefined,
  projectRoot: PROJECT_ROOT,
};

/** What a tool call answers, as the tests read it. */
export interface ToolResult {
  readonly content: readonly { readonly type: string; readonly text?: string }[];
  readonly structuredContent?: Record<string, unknown>;
  readonly isError?: boolean;
}

/** A server built here (quiet unless `context` says otherwise) and a connected Client. */
export async function connectInProcess(
  options: { readonly context?: Partial<CliContext>; readonly flags?: CastsMcpOptions["flags"] } = {},
): Promise<Client> {
  const server = createCastsMcpServer({
    context: { ...QUIET_CONTEXT, ...options.context },
    flags: options.flags ?? {},
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "casts-test", version: "1.0.0" });
  await server.connect(serverSide);
  await client.connect(clientSide);
  return client;
}

/**
 * A tool as the docs write it: its name, then its arguments in braces, an optional one marked `?`
 * (`compose {role, modes?, name?}`); a tool without arguments is its name alone.
 */
export function toolSignature(tool: Pick<Tool, "name" | "inputSchema">): string {
  const required = tool.inputSchema.required ?? [];
  const args = Object.keys(tool.inputSchema.properties ?? {}).map((arg) =>
    required.includes(arg) ? arg : `${arg}?`,
  );
  return args.length === 0 ? tool.name : `${tool.name} {${args.join(", ")}}`;
}

/** Each line written to `stream`, parsed as JSON, gathered into the returned array as it comes. */
export function jsonLines(stream: Readable): unknown[] {
  const parsed: unknown[] = [];
  let buffered = "";
  stream.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    for (let at = buffered.indexOf("\n"); at !== -1; at = buffered.indexOf("\n")) {
      parsed.push(JSON.parse(buffered.slice(0, at)));
      buffered = buffered.slice(at + 1);
    }
  });
  return parsed;
}
