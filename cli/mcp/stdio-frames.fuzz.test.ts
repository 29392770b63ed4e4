// The MCP server's stdio transport under any frame (issue 28): a JSON value, a JSON-RPC request with
// a broken id, params, version or method, text that is not JSON, or binary noise. Each gets one
// answer (a notification none), and the ping after it is still answered: one bad frame never ends
// the session. A blank line is skipped.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder } from "@/test-support/fuzz-record";
import { stdioSession } from "@/test-support/mcp-stdio-session";

const record = fuzzRecorder("casts mcp (stdio frames)");

let session: ReturnType<typeof stdioSession>;
beforeAll(async () => {
  session = stdioSession();
  await session.start();
});
afterAll(async () => session.server.close());

const METHODS = ["ping", "tools/list", "tools/call", "prompts/list", "resources/list", "initialize", "nope"];

/** A request whose every part may be wrong: the shapes of issue 28's sweep, and anything else. */
const request = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant("2.0"), fc.constant("1.0"), fc.jsonValue({ maxDepth: 1 })),
    id: fc.oneof(
      fc.integer(),
      fc.string({ maxLength: 8 }),
      fc.constant(null),
      fc.double(),
      fc.boolean(),
      fc.constant(1e300),
      fc.jsonValue({ maxDepth: 2 }),
    ),
    method: fc.oneof(fc.constantFrom(...METHODS), fc.jsonValue({ maxDepth: 1 })),
    params: fc.oneof(
      fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
      fc.record({
        name: fc.constantFrom("show", "compose", "check_pack"),
        arguments: fc.jsonValue({ maxDepth: 2 }),
      }),
      fc.jsonValue({ maxDepth: 2 }),
    ),
    result: fc.jsonValue({ maxDepth: 1 }),
    error: fc.jsonValue({ maxDepth: 1 }),
  },
  { requiredKeys: [] },
);

const frame = fc.oneof(
  request.map((value) => ({ text: JSON.stringify(value), value: value as unknown })),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ text: JSON.stringify(value), value })),
  // Not JSON: noise, cut frames, a frame with a raw control character (newlines end a frame, so none here).
  fc
    .oneof(
      fc.string({ unit: "binary", maxLength: 60 }),
      request.map((value) => JSON.stringify(value).slice(0, -1)),
    )
    .filter((text) => !/[\r\n]/.test(text) && !isJson(text))
    .map((text) => ({ text, value: undefined as unknown })),
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

let id = 50_000;

describe("casts mcp over stdio under any frame", () => {
  it("answers each frame once (a notification or a response not at all) and the next ping still", async () => {
    await fc.assert(
      fc.asyncProperty(frame, async ({ text, value }) => {
        id += 1;
        const { answer, between } = await record.resultAsync(
          text,
          () => session.exchange(text, id),
          ({ between }) => {
            const error = (between[0] as { error?: { code?: number } } | undefined)?.error;
            return error ? `JSON-RPC ${error.code ?? "?"}` : null;
          },
        );
        expect(answer).toEqual({ jsonrpc: "2.0", id, result: {} });
        const object =
          value !== null && typeof value === "object" && !Array.isArray(value)
            ? (value as Record<string, unknown>)
            : null;
        const notification = object !== null && !("id" in object) && typeof object["method"] === "string";
        const response = object !== null && "id" in object && ("result" in object || "error" in object);
        // A notification, even a malformed one, is never answered; a response to the server may be.
        // A blank line is no frame at all.
        if (notification || text.trim() === "") expect(between).toEqual([]);
        else if (response) expect(between.length).toBeLessThanOrEqual(1);
        else expect(between).toHaveLength(1);
        for (const line of between) expect(line).toHaveProperty("jsonrpc", "2.0");
      }),
      fuzzParameters({ numRuns: 150 }),
    );
  });
});
