// One MCP session over the stdio transport in process: frames written as lines to its stdin, answers
// read back as JSON lines from its stdout. For the transport's tests and its fuzz suite.
import { PassThrough } from "node:stream";

import { createCastsMcpServer } from "../cli/mcp/server";
import { AnsweringStdioTransport } from "../cli/mcp/stdio-transport";
import { jsonLines, QUIET_CONTEXT } from "./mcp-in-process";

export function stdioSession() {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const lines = jsonLines(stdout);
  const server = createCastsMcpServer({ context: QUIET_CONTEXT });
  const transport = new AnsweringStdioTransport(stdin, stdout);
  const send = (text: string) => stdin.write(`${text}\n`);
  /** Sends a frame, then a ping, and waits for the ping's answer: the frame has been answered by then. */
  const exchange = async (frame: string, id: number) => {
    const before = lines.length;
    send(frame);
    send(JSON.stringify({ jsonrpc: "2.0", id, method: "ping" }));
    for (let tries = 0; tries < 200; tries += 1) {
      const answer = lines.slice(before).find((line) => (line as { id?: unknown }).id === id);
      if (answer) return { answer, between: lines.slice(before).filter((line) => line !== answer) };
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`no answer to ping ${id}`);
  };
  /** Connects and initializes the session. */
  const start = async () => {
    await server.connect(transport);
    send(
      JSON.stringify({
        jsonrpc: "2.0",
        id: 0,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
      }),
    );
    send(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }));
  };
  return { server, transport, send, exchange, lines, start };
}
