// A run against a hostile provider (issue 28): any status, content type and body the server may send
// back, cut into any chunks — event streams of arbitrary JSON, invalid UTF-8, JSON bombs, HTML error
// pages, redirects to another host. runComposition settles with a result or a RunError, never another
// error; the key is in no message; only the chosen origin is ever asked (a redirect is not followed).
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder } from "@/test-support/fuzz-record";

import { runComposition } from "./run-composition";
import { RunError } from "./run-error";
import type { RunProvider, RunRequest } from "./types";

const record = fuzzRecorder("runComposition (provider replies)");
const KEY = "sk-fuzz-5ecret-0123456789";
const BASE = "https://provider.test/v1";

const sse = (events: readonly unknown[]) =>
  events.map((event) => `data: ${typeof event === "string" ? event : JSON.stringify(event)}\n\n`).join("");

// Chunks shaped like each provider's, with any field replaced by any JSON value.
const openAIChunk = fc.record(
  {
    id: fc.string({ maxLength: 6 }),
    choices: fc.oneof(
      fc.array(
        fc.record(
          {
            delta: fc.record(
              {
                content: fc.oneof(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })),
                refusal: fc.jsonValue({ maxDepth: 1 }),
              },
              { requiredKeys: [] },
            ),
            finish_reason: fc.oneof(
              fc.constantFrom("stop", "length", "content_filter", null),
              fc.jsonValue({ maxDepth: 1 }),
            ),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 2 },
      ),
      fc.jsonValue({ maxDepth: 1 }),
    ),
    usage: fc.oneof(
      fc.record({ prompt_tokens: fc.integer(), completion_tokens: fc.integer() }),
      fc.jsonValue({ maxDepth: 1 }),
    ),
  },
  { requiredKeys: [] },
);
const anthropicEvent = fc.oneof(
  fc.record({
    type: fc.constant("message_start"),
    message: fc.record(
      { id: fc.string({ maxLength: 6 }), usage: fc.jsonValue({ maxDepth: 1 }) },
      { requiredKeys: [] },
    ),
  }),
  fc.record({
    type: fc.constant("content_block_delta"),
    index: fc.nat(3),
    delta: fc.record(
      { type: fc.constantFrom("text_delta", "input_json_delta", "x"), text: fc.jsonValue({ maxDepth: 1 }) },
      { requiredKeys: [] },
    ),
  }),
  fc.record({
    type: fc.constant("message_delta"),
    delta: fc.jsonValue({ maxDepth: 1 }),
    usage: fc.jsonValue({ maxDepth: 1 }),
  }),
  fc.record(
    { type: fc.constantFrom("message_stop", "ping", "error"), error: fc.jsonValue({ maxDepth: 1 }) },
    { requiredKeys: ["type"] },
  ),
);

const body = fc.oneof(
  fc
    .array(fc.oneof(openAIChunk, anthropicEvent, fc.jsonValue({ maxDepth: 2 })), { maxLength: 6 })
    .map((events) => sse([...events, "[DONE]"])),
  fc.array(fc.oneof(openAIChunk, anthropicEvent), { maxLength: 4 }).map(sse),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(
    "<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>",
    `{"error": {"message": "invalid key ${KEY}", "type": "auth"}}`,
    "[".repeat(5000),
    `data: ${"[".repeat(5000)}\n\n`,
    'data: {"choices": [{"delta": {"content": "\\ud800"}}]}\n\n',
    'event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"busy"}}\n\n',
  ),
);

const reply = fc.record({
  provider: fc.constantFrom<RunProvider>("openai", "anthropic", "openai-compatible"),
  status: fc.constantFrom(200, 200, 200, 200, 301, 302, 307, 400, 401, 403, 404, 422, 429, 500, 503, 529),
  type: fc.constantFrom(
    "text/event-stream",
    "text/event-stream; charset=utf-8",
    "application/json",
    "text/html",
    "",
  ),
  location: fc.constantFrom(null, "https://elsewhere.test/v1/chat/completions", "/v2/messages", "::bad"),
  retryAfter: fc.constantFrom(null, "3", "soon", "-1"),
  body,
  // Bytes, so a chunk may end inside a UTF-8 sequence; a prefix of raw bytes may make it invalid.
  noise: fc.uint8Array({ maxLength: 8 }),
  cuts: fc.array(fc.nat(400), { maxLength: 4 }),
});

type Reply = typeof reply extends fc.Arbitrary<infer T> ? T : never;

function responseOf(sample: Reply): Response {
  const text = new TextEncoder().encode(sample.body);
  const bytes = new Uint8Array(sample.noise.length + text.length);
  bytes.set(sample.noise, 0);
  bytes.set(text, sample.noise.length);
  const cuts = [...new Set(sample.cuts.filter((cut) => cut > 0 && cut < bytes.length))].sort((a, b) => a - b);
  const pieces = [0, ...cuts, bytes.length]
    .slice(1)
    .map((end, index, ends) => bytes.slice(index === 0 ? 0 : ends[index - 1], end));
  const headers = new Headers();
  if (sample.type) headers.set("content-type", sample.type);
  if (sample.location) headers.set("location", sample.location);
  if (sample.retryAfter) headers.set("retry-after", sample.retryAfter);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
  return new Response(stream, { status: sample.status, headers });
}

describe("runComposition against any provider reply (property)", () => {
  it("settles with a result or a RunError without the key, asking only the chosen origin once", async () => {
    await fc.assert(
      fc.asyncProperty(reply, fc.boolean(), async (sample, emits) => {
        const asked: string[] = [];
        const fetch = (async (input: string | URL | Request) => {
          asked.push(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
          return responseOf(sample);
        }) as typeof globalThis.fetch;
        const request: RunRequest = {
          provider: sample.provider,
          baseUrl: BASE,
          model: "m",
          apiKey: KEY,
          instructions: "Review.",
          input: "Go.",
          role: { name: "critic", emits: emits ? ["Finding"] : [] },
          timeoutMs: 5000,
        };
        const outcome = await record.resultAsync(
          sample,
          () =>
            runComposition(request, { fetch }).then(
              (result) => ({ result, error: null }),
              (error: unknown) => ({ result: null, error }),
            ),
          ({ error }) => (error === null ? null : error instanceof RunError ? error.kind : "not a RunError"),
        );
        if (outcome.error !== null) {
          expect(outcome.error).toBeInstanceOf(RunError);
          const error = outcome.error as RunError;
          expect(error.message).not.toContain(KEY);
          expect(JSON.stringify({ ...error, message: error.message })).not.toContain(KEY);
        } else {
          expect(JSON.stringify(outcome.result)).not.toContain(KEY);
        }
        expect(asked.length).toBeLessThanOrEqual(1);
        for (const url of asked) expect(new URL(url).origin).toBe(new URL(BASE).origin);
      }),
      fuzzParameters({ numRuns: 150 }),
    );
  });
});
