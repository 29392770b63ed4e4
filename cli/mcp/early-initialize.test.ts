import { PassThrough } from "node:stream";

import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import {
  SUPPORTED_PROTOCOL_VERSIONS as SDK_VERSIONS,
  type JSONRPCMessage,
} from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";

import { jsonLines } from "@/test-support/mcp-stdio-session";

import { PROJECT_ROOT } from "../core";
import {
  answerInitializeEarly,
  initializeAnswer,
  initializeRequest,
  serverVersion,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "./early-initialize";
import { serveMcp } from "./serve";
import { createCastsMcpServer } from "./server";

const context = { out: () => undefined, err: () => undefined, projectRoot: PROJECT_ROOT };

const initialize = (id: number | string, protocolVersion: string) => ({
  jsonrpc: "2.0" as const,
  id,
  method: "initialize",
  params: { protocolVersion, capabilities: { roots: {} }, clientInfo: { name: "test", version: "1.0.0" } },
});

/** What the real server (SDK and all) answers to one request. */
async function serverAnswer(request: JSONRPCMessage): Promise<JSONRPCMessage> {
  const server = createCastsMcpServer({ context });
  const [client, side] = InMemoryTransport.createLinkedPair();
  await server.connect(side);
  const answer = new Promise<JSONRPCMessage>((resolve) => (client.onmessage = resolve));
  await client.start();
  await client.send(request);
  const message = await answer;
  await server.close();
  return message;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the early answer to initialize", () => {
  it("knows the versions the SDK's server supports, newest first", () => {
    expect(SUPPORTED_PROTOCOL_VERSIONS).toEqual(SDK_VERSIONS);
  });

  it("is what the server answers, for each supported version and for one it does not know", async () => {
    const version = serverVersion(PROJECT_ROOT);
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    for (const [index, protocolVersion] of [...SUPPORTED_PROTOCOL_VERSIONS, "1999-01-01"].entries()) {
      const request = initialize(index === 0 ? "first" : index, protocolVersion);
      const early = initializeAnswer(initializeRequest(request)!, version);
      expect(early).toEqual(await serverAnswer(request));
      expect(early.result.protocolVersion).toBe(
        index === SUPPORTED_PROTOCOL_VERSIONS.length ? SDK_VERSIONS[0] : protocolVersion,
      );
    }
  });

  it("is given only to a well-formed initialize request", () => {
    const good = initialize(7, "2025-06-18");
    expect(initializeRequest(good)).toEqual({ id: 7, protocolVersion: "2025-06-18" });
    const bad: unknown[] = [
      null,
      [good],
      { ...good, jsonrpc: "1.0" },
      { ...good, method: "ping" },
      { ...good, id: 1.5 },
      { ...good, id: null },
      { jsonrpc: "2.0", method: "initialize", params: good.params }, // a notification
      { ...good, params: { ...good.params, protocolVersion: 2025 } },
      { ...good, params: { ...good.params, capabilities: [] } },
      { ...good, params: { ...good.params, clientInfo: { name: "test" } } },
    ];
    for (const value of bad) expect(initializeRequest(value)).toBeUndefined();
  });
});

describe("answerInitializeEarly", () => {
  it("answers an initialize on the first line at once and keeps every byte for the server", async () => {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const written = jsonLines(stdout);
    const early = answerInitializeEarly(stdin, stdout, "9.9.9");
    const first = JSON.stringify(initialize(1, "2025-06-18"));
    // Split inside the first line: the answer waits for its newline.
    stdin.write(first.slice(0, 20));
    await tick();
    expect(written).toEqual([]);
    stdin.write(`${first.slice(20)}\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n`);
    await tick();
    expect(written).toEqual([initializeAnswer({ id: 1, protocolVersion: "2025-06-18" }, "9.9.9")]);
    expect(early.answered()).toEqual(written[0]);
    await early.firstLine(); // settled: the command loads the server now
    const kept = Buffer.concat(early.handOver()).toString("utf8");
    expect(kept).toBe(`${first}\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n`);
    // Handed over: nothing more is read (or lost) here.
    stdin.write("more\n");
    await tick();
    expect(Buffer.concat(early.handOver()).toString("utf8")).toBe(kept);
    expect(stdin.read()?.toString("utf8")).toBe("more\n");
  });

  it("leaves anything else on the first line to the server", async () => {
    for (const line of [
      '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      "not json",
      JSON.stringify({ ...initialize(1, "x"), id: null }),
    ]) {
      const stdin = new PassThrough();
      const stdout = new PassThrough();
      const written = jsonLines(stdout);
      const early = answerInitializeEarly(stdin, stdout, "1.0.0");
      stdin.write(`${line}\n${JSON.stringify(initialize(2, "2025-06-18"))}\n`);
      await tick();
      expect(written).toEqual([]);
      expect(early.answered()).toBeUndefined();
      expect(Buffer.concat(early.handOver()).toString("utf8")).toContain(line);
    }
  });
});

describe("serveMcp", () => {
  it("replays what was read to the server and does not answer initialize twice", async () => {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const written = jsonLines(stdout);
    const logged: string[] = [];
    const early = answerInitializeEarly(stdin, stdout, serverVersion(PROJECT_ROOT));
    stdin.write(`${JSON.stringify(initialize(1, "2025-03-26"))}\n`);
    stdin.write(
      `{"jsonrpc":"2.0","method":"notifications/initialized"}\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n`,
    );
    await tick();
    await serveMcp({
      context: { ...context, err: (text) => void logged.push(text) },
      flags: {},
      stdin,
      stdout,
      early,
    });
    stdin.write(`{"jsonrpc":"2.0","id":3,"method":"tools/list"}\n`);
    for (let tries = 0; tries < 200 && written.length < 3; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(written.map((message) => (message as { id: unknown }).id)).toEqual([1, 2, 3]);
    expect((written[0] as { result: { protocolVersion: string } }).result.protocolVersion).toBe("2025-03-26");
    expect(written[1]).toEqual({ jsonrpc: "2.0", id: 2, result: {} });
    expect(logged).toEqual([]);
    stdin.end();
  });
});
