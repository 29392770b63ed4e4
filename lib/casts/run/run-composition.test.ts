import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { startFakeProvider, type FakeEntry, type FakeProvider } from "../../../test-support/fake-provider";
import { DEFAULT_MODELS } from "../export/targets";
import { buildRunBody } from "./request-body";
import { runComposition } from "./run-composition";
import { RunError } from "./run-error";
import type { RunRequest } from "./types";

const KEY = "sk-secret-0123456789abcdef";
let fake: FakeProvider;
let strict: FakeProvider;
beforeAll(async () => {
  [fake, strict] = await Promise.all([
    startFakeProvider({ keys: [KEY], models: ["gpt-test", "claude-test"] }),
    startFakeProvider({ strict: true }),
  ]);
});
afterAll(() => Promise.all([fake.close(), strict.close()]));
afterEach(() => {
  fake.reset();
  strict.reset();
});

const FINDING = JSON.stringify({
  finding: { summary: "Retry loop never backs off", severity: "high", evidence: ["client.ts:42"] },
});

function request(overrides: Partial<RunRequest> = {}): RunRequest {
  return {
    provider: "openai",
    baseUrl: fake.url("openai"),
    model: "gpt-test",
    apiKey: KEY,
    instructions: "You review code.",
    input: "Review this diff.",
    role: { name: "reviewer", emits: ["Finding"] },
    ...overrides,
  };
}

async function failure(run: Promise<unknown>): Promise<RunError> {
  const error = await run.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RunError);
  const runError = error as RunError;
  expect(runError.message).not.toContain(KEY);
  return runError;
}

async function failWith(entry: FakeEntry, overrides: Partial<RunRequest> = {}): Promise<RunError> {
  fake.script(entry);
  return failure(runComposition(request(overrides)));
}

describe("runComposition", () => {
  it("streams an OpenAI reply: text pieces, finish, usage, request id; sends the section-7 body", async () => {
    fake.script({ reply: FINDING, chunks: 4, usage: { input: 30, output: 12 } });
    const seen: string[] = [];
    const result = await runComposition(request(), { onText: (_delta, text) => seen.push(text) });
    expect(result).toMatchObject({
      reply: FINDING,
      finishReason: "stop",
      providerFinishReason: "stop",
      usage: { inputTokens: 30, outputTokens: 12 },
    });
    expect(result.requestId).toMatch(/^req_/);
    expect(seen.at(-1)).toBe(FINDING);
    expect(seen.length).toBeGreaterThan(1);
    expect(result.limits).toEqual({ capBytes: 4 * 1024 * 1024, timeoutMs: 120_000 });
    const [sent] = fake.requests;
    expect(sent?.body).toEqual(buildRunBody(request()));
    expect(sent?.body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: "developer" }, { role: "user", content: "Review this diff." }],
    });
    expect(sent?.key).toBe(KEY);
  });

  it("streams an Anthropic reply with its usage and stop reason", async () => {
    fake.script({ reply: FINDING, usage: { input: 40, output: 20 } });
    const result = await runComposition(
      request({ provider: "anthropic", baseUrl: fake.url("anthropic"), model: "claude-test" }),
    );
    expect(result).toMatchObject({
      reply: FINDING,
      finishReason: "stop",
      providerFinishReason: "end_turn",
      usage: { inputTokens: 40, outputTokens: 20 },
    });
    expect(fake.requests[0]?.headers["anthropic-version"]).toBeTruthy();
    expect(fake.requests[0]?.body).toMatchObject({
      system: "You review code.",
      max_tokens: 4096,
      stream: true,
    });
  });

  it("openai-compatible passes a strict server: system message, max_tokens, no developer role", async () => {
    strict.script({ reply: "free text" });
    const result = await runComposition(
      request({
        provider: "openai-compatible",
        baseUrl: strict.url("openai"),
        apiKey: "",
        maxTokens: 50,
        role: { name: "x", emits: [] },
      }),
    );
    expect(result.reply).toBe("free text");
    expect(strict.requests[0]?.body).toMatchObject({
      messages: [{ role: "system" }, { role: "user" }],
      max_tokens: 50,
    });
  });

  it("says a strict server refused the developer message, and what to choose instead", async () => {
    const error = await failure(runComposition(request({ baseUrl: strict.url("openai") })));
    expect(error).toMatchObject({ kind: "bad-request", status: 400 });
    // The Run panel's words (RUN_PANEL_ADVICE), as every message below without `advice`.
    expect(error.message).toContain(
      "This server may not take a 'developer' message: choose the openai-compatible provider, which sends a 'system' message.",
    );
    // The server's words end with our full stop before our next sentence.
    expect(error.message).toContain(
      "The server said: messages.0.role: unknown role 'developer'. This server may not take",
    );
  });

  it("turns provider statuses into kinds with words: 401, 404, 429 with retry-after, 500", async () => {
    expect(await failure(runComposition(request({ apiKey: "sk-wrong-key-000000" })))).toMatchObject({
      kind: "auth",
      status: 401,
      requestId: expect.stringMatching(/^req_/),
    });
    const unknown = await failure(runComposition(request({ model: "gpt-nope" })));
    expect(unknown).toMatchObject({ kind: "model", status: 404 });
    expect(unknown.message).toContain("for the model 'gpt-nope' (404): check the model id");
    const limited = await failWith({ error: 429, retryAfter: 7 });
    expect(limited).toMatchObject({ kind: "rate-limit", retryAfter: 7 });
    expect(limited.message).toMatch(
      /^Rate limit reached \(429\): run again after \d\d:\d\d:\d\d\. The server said: fake 429\.$/,
    );
    expect(await failWith({ error: 503 })).toMatchObject({ kind: "server", status: 503 });
    expect(
      await failWith(
        { error: 529 },
        { provider: "anthropic", baseUrl: fake.url("anthropic"), model: "claude-test" },
      ),
    ).toMatchObject({ kind: "server" });
  });

  it("never follows a redirect: the error names the host, which receives nothing", async () => {
    const elsewhere = await startFakeProvider();
    try {
      const error = await failWith({ redirect: `${elsewhere.url("openai")}/chat/completions` });
      expect(error).toMatchObject({ kind: "redirect", status: 307, host: `127.0.0.1:${elsewhere.port}` });
      expect(error.message).toContain(`to 127.0.0.1:${elsewhere.port}`);
      expect(elsewhere.requests).toHaveLength(0);
    } finally {
      await elsewhere.close();
    }
  });

  it("says a browser's redirect, whose target the browser hides, cannot be named: check the base URL", async () => {
    // What fetch gives a browser page for `redirect: "manual"`: no status, no headers, no body.
    const opaque = { type: "opaqueredirect", status: 0, ok: false, headers: new Headers(), body: null };
    const error = await failure(
      runComposition(request(), { fetch: async () => opaque as unknown as Response }),
    );
    expect(error).toMatchObject({ kind: "redirect", host: undefined, status: undefined });
    expect(error.message).toBe(
      `${new URL(fake.url("openai")).host} answered with a redirect, which is not followed, so the key stays with ${new URL(fake.url("openai")).host}. The browser does not reveal where it pointed: check the base URL (http vs https, a missing /v1).`,
    );
  });

  it("caps the reply's bytes: an error with the partial reply, or the truncated reply when asked", async () => {
    const error = await failWith({ huge: 300_000 }, { capBytes: 100_000 });
    expect(error.kind).toBe("too-large");
    expect(error.message).toBe(
      "The reply passed the cap of 97.7 KiB; reading stopped. Ask for a shorter reply or raise the size limit under Options.",
    );
    expect(error.partialReply?.length).toBeGreaterThan(0);
    fake.script({ huge: 300_000 });
    const truncated = await runComposition(request({ capBytes: 100_000, onCap: "truncate" }));
    expect(truncated).toMatchObject({ finishReason: "capped", capped: { reason: "bytes", limit: 100_000 } });
  });

  it("caps the time: an endless stream stops with a timeout", async () => {
    const error = await failWith({ endless: true }, { timeoutMs: 300 });
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe(
      "No complete reply within 0.3 s; the run was stopped. Ask for a shorter reply, or raise the time limit under Options.",
    );
    expect(error.partialReply).toContain("piece 0");
  });

  it("tells a server that never answers, and one that answers without a reply, from a reply cut short", async () => {
    // What the SDK's fetch sees: nothing at all, or headers and then no event, until the run gives up.
    const aborted = (init: RequestInit | undefined) =>
      new Promise<never>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    const silent: typeof fetch = (_input, init) => aborted(init);
    const mute: typeof fetch = async (_input, init) => {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => void aborted(init).catch((error: unknown) => controller.error(error)),
      });
      return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
    };
    const host = new URL(fake.url("openai")).host;
    const none = await failure(runComposition(request({ timeoutMs: 300 }), { fetch: silent }));
    expect(none).toMatchObject({ kind: "timeout", partialReply: undefined });
    expect(none.message).toBe(
      `No answer from ${host} within 0.3 s; the run was stopped. Check that the server is running; a model that is still loading may need longer: raise the time limit under Options.`,
    );
    const empty = await failure(runComposition(request({ timeoutMs: 300 }), { fetch: mute }));
    expect(empty).toMatchObject({ kind: "timeout", partialReply: undefined });
    expect(empty.message).toBe(
      `${host} answered but sent no reply within 0.3 s; the run was stopped. A model that thinks before it writes may need longer: raise the time limit under Options.`,
    );
  });

  it("stops on the caller's signal mid-stream, keeping what came", async () => {
    fake.script({ endless: true, chunkDelayMs: 10 });
    const controller = new AbortController();
    const error = await failure(
      runComposition(request(), {
        signal: controller.signal,
        onText: (_delta, text) => {
          if (text.includes("piece 2")) controller.abort();
        },
      }),
    );
    expect(error.kind).toBe("aborted");
    expect(error.partialReply).toContain("piece 2");
  });

  it("reports a stream cut mid-way, an event that is not JSON, and a page instead of an API", async () => {
    expect((await failWith({ cut: '{"finding": ' })).kind).toBe("interrupted");
    expect((await failWith({ invalidJson: true })).kind).toBe("not-json");
    const page = await failWith({ html: "<p>Welcome</p>" });
    expect(page.kind).toBe("not-json");
    expect(page.message).toContain("text/html");
    expect(
      (
        await failWith(
          { streamError: "overloaded_error" },
          { provider: "anthropic", baseUrl: fake.url("anthropic"), model: "claude-test" },
        )
      ).kind,
    ).toBe("server");
  });

  it("says when max_tokens cut the reply off", async () => {
    fake.script({ reply: '{"finding": {"summ', finish: "length" });
    const result = await runComposition(request({ maxTokens: 8 }));
    expect(result.finishReason).toBe("max_tokens");
    expect(result.cutOff).toMatch(
      /^The reply was cut off by the token limit after \d+ tokens: raise max tokens \(or leave it unset\), or ask for a shorter reply\.$/,
    );
    expect(fake.requests[0]?.body).toMatchObject({ max_completion_tokens: 8 });
  });

  it("says a server that does not answer cannot be reached", async () => {
    const gone = await startFakeProvider();
    const url = gone.url("openai");
    await gone.close();
    const error = await failure(runComposition(request({ baseUrl: url })));
    expect(error.kind).toBe("network");
    expect(error.message).toContain(`Could not reach ${url}`);
  });

  it("refuses bad input before sending anything", async () => {
    for (const [overrides, words] of [
      [{ model: "" }, "model id"],
      [{ apiKey: "" }, "API key"],
      [{ apiKey: "sk-bad key" }, "The API key holds spaces or characters a key never has: paste it again."],
      [{ input: "  " }, "user message"],
      [{ provider: "openai-compatible", baseUrl: "" }, "needs a base URL"],
      [{ baseUrl: "ftp://x" }, "http:// or https://"],
      [{ baseUrl: "https://user:pw@x.example" }, "user name or password: give the key in the key field"],
      [{ role: { name: "r", emits: ["NoSuchModel"] } }, "Unknown emission model"],
    ] as const) {
      const error = await failure(runComposition(request(overrides as Partial<RunRequest>)));
      expect(error.kind, words).toBe("bad-input");
      expect(error.message).toContain(words);
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe("runComposition in a browser page", () => {
  const page = (protocol: string, hostname: string) => {
    Object.defineProperty(globalThis, "location", {
      value: { protocol, hostname, origin: `${protocol}//${hostname}` },
      configurable: true,
    });
  };
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "location");
  });

  it("refuses an https page calling a public http server (mixed content) before sending", async () => {
    page("https:", "casts.example");
    let calls = 0;
    const error = await failure(
      runComposition(request({ baseUrl: "http://models.example/v1" }), {
        fetch: async () => (calls++, new Response()),
      }),
    );
    expect(error).toMatchObject({ kind: "mixed-content", host: "models.example" });
    expect(calls).toBe(0);
  });

  it("tags a loopback call for Local Network Access and explains the prompt and CORS when it fails", async () => {
    page("https:", "casts.example");
    fake.script({ reply: FINDING });
    const spaces: unknown[] = [];
    const recording: typeof fetch = (input, init) => {
      spaces.push((init as { targetAddressSpace?: string } | undefined)?.targetAddressSpace);
      return fetch(input, init);
    };
    await runComposition(request(), { fetch: recording });
    expect(spaces).toEqual(["loopback"]);
    const error = await failure(
      runComposition(request({ provider: "openai-compatible", baseUrl: "http://127.0.0.1:11434/v1" }), {
        fetch: async () => {
          throw new TypeError("Failed to fetch");
        },
      }),
    );
    expect(error.kind).toBe("network");
    expect(error.message).toContain("OLLAMA_ORIGINS=https://casts.example ollama serve");
    expect(error.message).toContain("local network: choose Allow");
  });
});

describe("runComposition against hostile replies", () => {
  const anthropic = { provider: "anthropic", baseUrl: "", model: "claude-test" } as const;
  const both = () => [request(), request({ ...anthropic, baseUrl: fake.url("anthropic") })];

  it("reads a piece that is not UTF-8 as replacement characters and finishes the run", async () => {
    for (const run of both()) {
      fake.script({ invalidUtf8: true });
      const result = await runComposition(run);
      expect(result.finishReason).toBe("stop");
      expect(result.reply).toMatch(/^ok \uFFFD+ end$/);
    }
  });

  it("says a proxy's HTML error page failed on the server's side, in words, without the page", async () => {
    for (const run of both()) {
      fake.script({ htmlError: 502 });
      const error = await failure(runComposition(run));
      expect(error).toMatchObject({ kind: "server", status: 502 });
      expect(error.message).toContain("failed on its side (502)");
      expect(error.message).not.toMatch(/<|nginx|Bad Gateway/);
    }
  });

  it("never repeats the key, even when the server's error echoes it back", async () => {
    const kinds = [400, 401, 403, 404, 429, 500, "html", "stream"] as const;
    for (const run of both()) {
      for (const echoKey of kinds) {
        fake.script({ echoKey });
        const error = await failure(runComposition(run));
        const everything = JSON.stringify({ ...error, message: error.message, partial: error.partialReply });
        expect(everything, `${run.provider} ${echoKey}`).not.toContain(KEY);
        expect(everything, `${run.provider} ${echoKey}`).not.toContain(KEY.slice(0, 12));
      }
    }
    // The fake did receive the key each time (so the echo really held it).
    expect(fake.requests.every((seen) => seen.key === KEY)).toBe(true);
  });

  it("follows no redirect of any status, for either API: the second host never sees a request", async () => {
    const elsewhere = await startFakeProvider();
    try {
      for (const run of both()) {
        for (const status of [301, 302, 303, 307, 308] as const) {
          fake.script({ redirect: `${elsewhere.origin}/v1/chat/completions`, status });
          const error = await failure(runComposition(run));
          expect(error).toMatchObject({ kind: "redirect", host: `127.0.0.1:${elsewhere.port}` });
        }
      }
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it("returns a JSON bomb as the reply text, bounded, for the checks to refuse", async () => {
    fake.script({ reply: "[".repeat(200_000), chunks: 20 });
    const result = await runComposition(request());
    expect(result.reply).toHaveLength(200_000);
    fake.script({ huge: 2_000_000 });
    const capped = await failure(runComposition(request({ capBytes: 1_000_000 })));
    expect(capped.kind).toBe("too-large");
    expect(capped.partialReply!.length).toBeLessThanOrEqual(1_000_000);
  });
});

describe("runComposition and the SDKs' console", () => {
  // The Anthropic SDK warns of a model on its deprecation list (claude-sonnet-4-5) with console.warn,
  // whatever its logLevel: the CLI's stderr would get two lines it did not write.
  const deprecated = { provider: "anthropic", model: "claude-sonnet-4-5" } as const;

  function watchConsole() {
    const spies = [
      ...(["log", "info", "warn", "error", "debug"] as const).map((method) =>
        vi.spyOn(console, method).mockImplementation(() => undefined),
      ),
      vi.spyOn(process.stderr, "write").mockImplementation(() => true),
      vi.spyOn(process.stdout, "write").mockImplementation(() => true),
    ];
    return {
      calls: () => spies.flatMap((spy) => spy.mock.calls),
      restore: () => spies.forEach((spy) => spy.mockRestore()),
    };
  }

  it("writes nothing to the console for a deprecated model, and returns the SDK's notice", async () => {
    const open = await startFakeProvider();
    const watch = watchConsole();
    try {
      open.script({ reply: FINDING });
      const result = await runComposition(request({ ...deprecated, baseUrl: open.url("anthropic") }));
      open.script({ error: 401 });
      const refused = await failure(
        runComposition(request({ ...deprecated, baseUrl: open.url("anthropic") })),
      );
      open.script({ reply: FINDING });
      const openAI = await runComposition(request({ baseUrl: open.url("openai") }));
      const calls = watch.calls();
      watch.restore();
      expect(calls).toEqual([]);
      expect(result.reply).toBe(FINDING);
      expect(result.notices).toEqual([
        expect.stringMatching(/^The model 'claude-sonnet-4-5' is deprecated and will reach end-of-life on /),
      ]);
      expect(refused.kind).toBe("auth");
      // The SDK spoke before the request failed: the failure carries it too.
      expect(refused.notices).toEqual(result.notices);
      expect(openAI.notices).toBeUndefined();
    } finally {
      watch.restore();
      await open.close();
    }
  });

  it("defaults to an Anthropic model the SDK does not call deprecated", async () => {
    // claude-sonnet-4-5, the default until this test, reached its end of life on 30 November 2026;
    // the SDK's list of deprecated models says when the default must move again.
    const open = await startFakeProvider();
    try {
      open.script({ reply: FINDING });
      const result = await runComposition(
        request({ ...deprecated, model: DEFAULT_MODELS.anthropic, baseUrl: open.url("anthropic") }),
      );
      expect(result.notices ?? []).toEqual([]);
    } finally {
      await open.close();
    }
  });
});
