// What `casts mcp` loads after it has started reading stdin (cli/commands/mcp.ts): the server (the MCP
// SDK, zod, the catalog and the tool handlers) and the stdio transport, fed first with the bytes read
// while they loaded. An `initialize` already answered early (./early-initialize) is replayed to the
// server, so that it knows the client as usual; its own answer is compared with the early one and not
// sent twice.
import { PassThrough, type Readable, type Writable } from "node:stream";
import { isDeepStrictEqual } from "node:util";

import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

import type { CliContext } from "../core";
import type { EarlyStdin } from "./early-initialize";
import { createCastsMcpServer, type CastsMcpOptions } from "./server";
import { AnsweringStdioTransport } from "./stdio-transport";

export interface ServeOptions {
  readonly context: CliContext;
  readonly flags: NonNullable<CastsMcpOptions["flags"]>;
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly early: EarlyStdin;
}

/**
 * Builds the server (throws, like createCastsMcpServer, when --roles or --pack cannot be read) and
 * connects it; resolves once it serves.
 */
export async function serveMcp({ context, flags, stdin, stdout, early }: ServeOptions): Promise<void> {
  const log = (line: string) => context.err(`casts mcp: ${line}\n`);
  const server = createCastsMcpServer({ context, flags });
  const input = new PassThrough();
  for (const chunk of early.handOver()) input.write(chunk);
  stdin.pipe(input);
  const transport = new AnsweringStdioTransport(input, stdout, log);
  const answered = early.answered();
  if (answered !== undefined) {
    const send = transport.send.bind(transport);
    let replayed = false;
    transport.send = (message: JSONRPCMessage) => {
      if (replayed || !("id" in message) || message.id !== answered.id || "method" in message)
        return send(message);
      replayed = true;
      if (!isDeepStrictEqual(message, answered))
        log(
          `the server's answer to initialize differs from the one sent at start: ${JSON.stringify(message)}`,
        );
      return Promise.resolve();
    };
  }
  await server.connect(transport);
}
