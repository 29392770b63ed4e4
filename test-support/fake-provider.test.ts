// The fake provider's protocol, proven with the official SDK clients (what runs use).
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { FAKE_ALLOWED_HEADERS, startFakeProvider, type FakeProvider } from "./fake-provider";

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider({ strict: false, keys: ["sk-good"] });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const openai = (key = "sk-good") =>
  new OpenAI({ apiKey: key, baseURL: fake.url("openai"), maxRetries: 0, logLevel: "off" });
const anthropic = (key = "sk-good") =>
  new Anthropic({ apiKey: key, baseURL: fake.url("anthropic"), maxRetries: 0, logLevel: "off" });
const messages = [{ role: "user" as const, content: "Hello there" }];

describe("fake provider: OpenAI Chat Completions", () => {
  it("answers a plain request with a chat.completion, usage and a request id", async () => {
    fake.script({ reply: "Hi!", usage: { input: 12, output: 3 } });
    const { data, request_id } = await openai()
      .chat.completions.create({ model: "gpt-x", messages })
      .withResponse();
    expect(data.choices[0]?.message.content).toBe("Hi!");
    expect(data.usage).toMatchObject({ prompt_tokens: 12, completion_tokens: 3 });
    expect(request_id).toMatch(/^req_/);
  });

  it("streams chunks, a finish reason, the usage chunk with empty choices and [DONE]", async () => {
    fake.script({ reply: "one two three", chunks: 3, usage: { input: 5, output: 4 } });
    const stream = await openai().chat.completions.create({
      model: "gpt-x",
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = "";
    const finishes: string[] = [];
    let usage: unknown;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? "";
      if (chunk.choices[0]?.finish_reason) finishes.push(chunk.choices[0].finish_reason);
      if (chunk.usage) {
        expect(chunk.choices).toEqual([]);
        usage = chunk.usage;
      }
    }
    expect(text).toBe("one two three");
    expect(finishes).toEqual(["stop"]);
    expect(usage).toMatchObject({ prompt_tokens: 5, completion_tokens: 4, total_tokens: 9 });
  });

  it("answers errors in OpenAI's shape: 401, 404, 429 with retry-after, 500", async () => {
    await expect(openai("sk-bad").chat.completions.create({ model: "m", messages })).rejects.toMatchObject({
      status: 401,
      code: "invalid_api_key",
      requestID: expect.stringMatching(/^req_/),
    });
    fake.script({ error: 404, message: "no such model" }, { error: 429, retryAfter: 7 }, { error: 500 });
    await expect(openai().chat.completions.create({ model: "m", messages })).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining("no such model"),
    });
    const limited = await openai()
      .chat.completions.create({ model: "m", messages })
      .catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(OpenAI.RateLimitError);
    expect((limited as InstanceType<typeof OpenAI.RateLimitError>).headers.get("retry-after")).toBe("7");
    await expect(openai().chat.completions.create({ model: "m", messages })).rejects.toBeInstanceOf(
      OpenAI.InternalServerError,
    );
  });

  it("records each request: path, key, body and the user message", async () => {
    fake.script({ reply: "ok", match: "Hello" });
    await openai().chat.completions.create({ model: "gpt-x", messages });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      api: "openai",
      path: "/v1/chat/completions",
      key: "sk-good",
      input: "Hello there",
      body: { model: "gpt-x" },
    });
    expect(fake.requests[0]?.headers["x-stainless-lang"]).toBe("js");
  });
});

describe("fake provider: Anthropic Messages", () => {
  it("answers a plain request with a message, usage and a request-id", async () => {
    fake.script({ reply: "Hi!", usage: { input: 9, output: 2 } });
    const { data, request_id } = await anthropic()
      .messages.create({ model: "claude-x", max_tokens: 100, messages })
      .withResponse();
    expect(data.content).toEqual([{ type: "text", text: "Hi!" }]);
    expect(data).toMatchObject({ stop_reason: "end_turn", usage: { input_tokens: 9, output_tokens: 2 } });
    expect(request_id).toMatch(/^req_/);
  });

  it("streams message_start, text deltas, message_delta with the stop reason and usage, message_stop", async () => {
    fake.script({ reply: "abc def", chunks: 2, finish: "length", usage: { input: 4, output: 6 } });
    const stream = await anthropic().messages.create({
      model: "claude-x",
      max_tokens: 100,
      messages,
      stream: true,
    });
    const types: string[] = [];
    let text = "";
    for await (const event of stream) {
      types.push(event.type);
      if (event.type === "content_block_delta" && event.delta.type === "text_delta") text += event.delta.text;
      if (event.type === "message_delta")
        expect(event).toMatchObject({ delta: { stop_reason: "max_tokens" }, usage: { output_tokens: 6 } });
    }
    expect(text).toBe("abc def");
    expect(types[0]).toBe("message_start");
    expect(types.at(-1)).toBe("message_stop");
  });

  it("answers errors in Anthropic's shape, and fails the stream on an error event", async () => {
    const denied = await anthropic("sk-bad")
      .messages.create({ model: "m", max_tokens: 5, messages })
      .catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(Anthropic.AuthenticationError);
    expect((denied as InstanceType<typeof Anthropic.AuthenticationError>).error).toMatchObject({
      type: "error",
      error: { type: "authentication_error" },
    });
    fake.script({ streamError: "overloaded_error" });
    const stream = await anthropic().messages.create({ model: "m", max_tokens: 5, messages, stream: true });
    await expect(
      (async () => {
        for await (const _event of stream) {
          // drain
        }
      })(),
    ).rejects.toMatchObject({ error: { error: { type: "overloaded_error" } } });
  });

  it("requires max_tokens as the API does", async () => {
    const response = await fetch(`${fake.origin}/v1/messages`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-api-key": "sk-good",
        "anthropic-version": "2023-06-01",
      },
      body: JSON.stringify({ model: "m", messages }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      type: "error",
      error: { type: "invalid_request_error", message: "max_tokens: Field required" },
    });
  });
});

describe("fake provider: strict mode, CORS, control endpoints", () => {
  it("strict: refuses a developer message and fields outside the common set", async () => {
    const strict = await startFakeProvider({ strict: true });
    try {
      const client = new OpenAI({
        apiKey: "k",
        baseURL: strict.url("openai"),
        maxRetries: 0,
        logLevel: "off",
      });
      await expect(
        client.chat.completions.create({
          model: "m",
          messages: [{ role: "developer", content: "x" }, ...messages],
        }),
      ).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining("unknown role 'developer'"),
      });
      await expect(
        client.chat.completions.create({ model: "m", messages, max_completion_tokens: 5 }),
      ).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining("max_completion_tokens: Extra inputs are not permitted"),
      });
      strict.script({ reply: "fine" });
      const ok = await client.chat.completions.create({
        model: "m",
        messages: [{ role: "system", content: "x" }, ...messages],
        max_tokens: 5,
      });
      expect(ok.choices[0]?.message.content).toBe("fine");
    } finally {
      await strict.close();
    }
  });

  it("answers a preflight with the SDK headers listed one by one, never a wildcard", async () => {
    const preflight = (path: string, headers: string) =>
      fetch(`${fake.origin}${path}`, {
        method: "OPTIONS",
        headers: {
          origin: "http://127.0.0.1:3300",
          "access-control-request-method": "POST",
          "access-control-request-headers": headers,
        },
      });
    const openaiPreflight = await preflight(
      "/v1/chat/completions",
      "authorization,content-type,x-stainless-lang",
    );
    expect(openaiPreflight.status).toBe(204);
    expect(openaiPreflight.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:3300");
    const allowed = openaiPreflight.headers.get("access-control-allow-headers") ?? "";
    expect(allowed).not.toContain("*");
    expect(allowed.split(", ")).toEqual([...FAKE_ALLOWED_HEADERS]);
    expect((await preflight("/v1/messages", "authorization,content-type,anthropic-version")).status).toBe(
      403,
    );
    expect(
      (await preflight("/v1/messages", "anthropic-dangerous-direct-browser-access,anthropic-version")).status,
    ).toBe(204);
  });

  it("scripts and reports over HTTP for e2e specs", async () => {
    await fetch(`${fake.origin}/__fake/script`, {
      method: "POST",
      body: JSON.stringify([{ reply: "from http" }]),
    });
    const reply = await openai().chat.completions.create({ model: "m", messages });
    expect(reply.choices[0]?.message.content).toBe("from http");
    const record = (await (await fetch(`${fake.origin}/__fake/requests`)).json()) as { api: string }[];
    expect(record.map((entry) => entry.api)).toEqual(["openai"]);
  });
});
