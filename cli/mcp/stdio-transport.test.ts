import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { fuzzParameters } from "@/test-support/fuzz";
import { stdioSession } from "@/test-support/mcp-stdio-session";

import { MAX_FRAME_BYTES } from "./stdio-transport";

/** A server on an in-process pipe: write lines in, read the answers out. */
let session: ReturnType<typeof stdioSession>;
beforeEach(async () => {
  session = stdioSession();
  await session.start();
});
afterEach(async () => session.server.close());

const errorOf = (line: unknown) => line as { id: unknown; error?: { code: number; message: string } };

describe("AnsweringStdioTransport", () => {
  it.each([
    ['{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}', null],
    ['{"jsonrpc":"2.0","id":[1],"method":"ping"}', null],
    ['{"jsonrpc":"2.0","id":1.5,"method":"ping"}', null],
    ['{"jsonrpc":"2.0","id":true,"method":"ping"}', null],
    ['{"jsonrpc":"2.0","id":99999999999999999999999,"method":"ping"}', null],
    ['{"jsonrpc":"2.0","id":7,"method":"ping","params":[1]}', 7],
    ['{"jsonrpc":"2.0","id":"s","method":"ping","params":"x"}', "s"],
    ['{"id":8,"method":"ping"}', 8],
    ['{"jsonrpc":"1.0","id":9,"method":"ping"}', 9],
    ['{"jsonrpc":"2.0","id":10,"method":7}', 10],
    ["[]", null],
    ["42", null],
  ])("answers %s with Invalid Request (id %j) and keeps serving", async (frame, id) => {
    const { answer, between } = await session.exchange(frame, 1000);
    expect(answer).toEqual({ jsonrpc: "2.0", id: 1000, result: {} });
    expect(between).toHaveLength(1);
    expect(errorOf(between[0])).toMatchObject({ jsonrpc: "2.0", id, error: { code: -32600 } });
  });

  it("answers text that is not JSON with a parse error", async () => {
    const { between } = await session.exchange("{not json", 1001);
    expect(errorOf(between[0])).toMatchObject({ id: null, error: { code: -32700 } });
  });

  it("answers a frame over the size limit without reading it, and reads the next line", async () => {
    const huge = `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"${"a".repeat(MAX_FRAME_BYTES)}"}}`;
    const { between } = await session.exchange(huge, 1002);
    expect(errorOf(between[0])).toMatchObject({ id: null, error: { code: -32600 } });
  });

  it("says nothing to a malformed notification", async () => {
    const frame = '{"jsonrpc":"2.0","method":"notifications/x","params":"not an object"}';
    expect((await session.exchange(frame, 1003)).between).toEqual([]);
  });

  it("answers any JSON value with one answer (none for a notification) and still serves the next request", async () => {
    let id = 2000;
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        id += 1;
        const { answer, between } = await session.exchange(JSON.stringify(value), id);
        expect(answer).toEqual({ jsonrpc: "2.0", id, result: {} });
        const object = value !== null && typeof value === "object" && !Array.isArray(value) ? value : null;
        const notification = object !== null && !("id" in object) && typeof object["method"] === "string";
        // A client's response to the server (result or error) is not answered either.
        const response = object !== null && "id" in object && ("result" in object || "error" in object);
        if (notification) expect(between).toEqual([]);
        else if (!response) expect(between).toHaveLength(1);
        for (const line of between) expect(line).toHaveProperty("jsonrpc", "2.0");
      }),
      fuzzParameters({ numRuns: 150 }),
    );
  });
});
