// An MCP client for `casts mcp` over a real stdio pipe (the spawned CLI), for tests and benchmarks.
import path from "node:path";

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const PROJECT_ROOT = path.resolve(import.meta.dirname, "..");

export interface SpawnedMcp {
  readonly client: Client;
  /** What the server wrote to stderr so far. */
  readonly stderr: () => string;
  /** Transport errors, e.g. a stdout line that is not a JSON-RPC message. */
  readonly transportErrors: Error[];
  readonly close: () => Promise<void>;
}

/** Spawns `node bin/casts.mjs mcp …args` and connects the SDK's own Client to it. */
export async function spawnCastsMcp(
  args: readonly string[] = [],
  env: Record<string, string> = {},
): Promise<SpawnedMcp> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(PROJECT_ROOT, "bin/casts.mjs"), "mcp", ...args],
    cwd: PROJECT_ROOT,
    env: { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? "", ...env },
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const client = new Client({ name: "casts-test", version: "1.0.0" });
  const transportErrors: Error[] = [];
  client.onerror = (error) => transportErrors.push(error);
  await client.connect(transport);
  return { client, stderr: () => stderr, transportErrors, close: () => client.close() };
}
