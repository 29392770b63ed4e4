import { afterEach, describe, expect, it, vi } from "vitest";

import { addressSpaceOf, resolveEndpoint, unreachableMessage } from "./endpoint";
import { redactKey, retryAfterSeconds, toRunError } from "./failure";
import { createTransportState } from "./transport";
import { RUN_PANEL_ADVICE } from "./types";

describe("retryAfterSeconds", () => {
  const headers = (entries: Record<string, string>) => (name: string) => entries[name] ?? null;
  it("reads retry-after-ms, retry-after in seconds, and an HTTP date", () => {
    expect(retryAfterSeconds(headers({ "retry-after-ms": "1500" }))).toBe(2);
    expect(retryAfterSeconds(headers({ "retry-after": "7" }))).toBe(7);
    const now = Date.parse("2026-12-02T08:00:00Z");
    expect(retryAfterSeconds(headers({ "retry-after": "Wed, 02 Dec 2026 08:00:30 GMT" }), now)).toBe(30);
    expect(retryAfterSeconds(headers({ "retry-after": "soon" }))).toBeUndefined();
    expect(retryAfterSeconds(headers({}))).toBeUndefined();
  });
});

describe("redactKey", () => {
  it("removes the key, and a key-like token starting as it does, from server text", () => {
    expect(redactKey("Incorrect API key provided: sk-proj-abcdef123456.", "sk-proj-abcdef123456")).toBe(
      "Incorrect API key provided: [key].",
    );
    expect(redactKey("key sk-proj-abXXXX seen", "sk-proj-abcdef123456")).toBe("key [key] seen");
    expect(redactKey("none of that", "")).toBe("none of that");
  });
});

describe("addressSpaceOf", () => {
  it("tells loopback, private and public hosts apart by their literal name", () => {
    expect(["localhost", "127.0.0.1", "[::1]", "api.localhost"].map(addressSpaceOf)).toEqual(
      Array(4).fill("loopback"),
    );
    expect(
      ["10.0.0.2", "192.168.1.20", "172.20.0.1", "printer.local", "[fd12::1]"].map(addressSpaceOf),
    ).toEqual(Array(5).fill("local"));
    expect(["api.openai.com", "172.32.0.1", "8.8.8.8"].map(addressSpaceOf)).toEqual(Array(3).fill("public"));
  });
});

describe("unreachableMessage", () => {
  it("names LM Studio's setting, and leaves browser advice out of the CLI", () => {
    const lmStudio = resolveEndpoint("openai-compatible", "http://localhost:1234/v1");
    const page = { protocol: "https:", hostname: "casts.example", origin: "https://casts.example" };
    expect(unreachableMessage(lmStudio, page, "")).toContain("lms server start --cors");
    expect(unreachableMessage(lmStudio, null, "ECONNREFUSED")).toBe(
      "Could not reach http://localhost:1234/v1 (ECONNREFUSED). Check that the server is running and the base URL is right.",
    );
  });
});

describe("toRunError", () => {
  const context = {
    provider: "openai",
    model: "gpt-4.1",
    endpoint: resolveEndpoint("openai", "https://api.openai.com/v1"),
    state: createTransportState(),
    page: null,
    apiKey: "sk-test-0123456789",
    stopped: false,
    timeoutMs: 120_000,
    advice: RUN_PANEL_ADVICE,
  } as const;

  it("ends the server's words with a full stop before the next sentence, and adds no second one", () => {
    const refused = toRunError({ status: 400, error: { error: { message: "unknown field 'x'" } } }, context);
    expect(refused.message).toBe(
      "api.openai.com refused the request (400). The server said: unknown field 'x'.",
    );
    const stated = toRunError({ status: 400, error: { error: { message: "Bad body." } } }, context);
    expect(stated.message).toBe("api.openai.com refused the request (400). The server said: Bad body.");
    const midway = toRunError({ error: { type: "api_error", message: "Overloaded." } }, context);
    expect(midway.message).toBe(
      "api.openai.com reported an error in the middle of the reply (api_error): Overloaded. Try again later.",
    );
  });

  describe("a rate limit (429)", () => {
    const zone = process.env["TZ"];
    afterEach(() => {
      vi.useRealTimers();
      if (zone === undefined) delete process.env["TZ"];
      else process.env["TZ"] = zone;
    });
    const limited = (headers: Record<string, string>) => ({ status: 429, headers: new Headers(headers) });

    it("says it once, with the Run panel's time to run again on the reader's clock", () => {
      process.env["TZ"] = "Asia/Kolkata";
      vi.useFakeTimers({ now: Date.parse("2026-12-02T08:00:00Z") });
      expect(toRunError(limited({ "retry-after": "7" }), context).message).toBe(
        "Rate limit reached (429): run again after 13:30:07.",
      );
      expect(toRunError(limited({}), context).message).toBe(
        "Rate limit reached (429): wait a little and run again.",
      );
    });

    it("uses the caller's words for when to run again", () => {
      const cli = {
        ...context,
        advice: { ...RUN_PANEL_ADVICE, retry: (seconds?: number) => `wait ${seconds} s` },
      };
      const error = toRunError(
        { ...limited({ "retry-after-ms": "1500" }), error: { error: { message: "slow down" } } },
        cli,
      );
      expect(error).toMatchObject({ kind: "rate-limit", status: 429, retryAfter: 2 });
      expect(error.message).toBe("Rate limit reached (429): wait 2 s. The server said: slow down.");
    });
  });
});
