import { describe, expect, it } from "vitest";

import { checkRunRequest, requestProblems, type CheckedRequest } from "./check-request";
import { RunError } from "./run-error";

const request = (overrides: Partial<CheckedRequest> = {}): CheckedRequest => ({
  provider: "openai",
  baseUrl: "https://api.openai.com/v1",
  model: "gpt-4.1",
  apiKey: "sk-test-0123456789",
  input: "Review this.",
  ...overrides,
});
const problems = (overrides: Partial<CheckedRequest>, page = null) =>
  requestProblems(request(overrides), undefined, page).map(({ field, error }) => [
    field,
    error.kind,
    error.message,
  ]);

describe("requestProblems", () => {
  it("names the field of each request that is never sent: the base URL's in the Run panel's words", () => {
    expect(problems({})).toEqual([]);
    expect(problems({ baseUrl: "javascript:alert(1)" })).toEqual([
      ["baseUrl", "bad-input", "The base URL must start with http:// or https:// (got javascript:)."],
    ]);
    expect(problems({ baseUrl: "ftp://files.example/v1" })).toEqual([
      ["baseUrl", "bad-input", "The base URL must start with http:// or https:// (got ftp:)."],
    ]);
    expect(problems({ baseUrl: "https://user:pw@api.example/v1" })).toEqual([
      [
        "baseUrl",
        "bad-input",
        "The base URL must not hold a user name or password: give the key in the key field.",
      ],
    ]);
    expect(problems({ provider: "openai-compatible", baseUrl: " " })[0]?.slice(0, 2)).toEqual([
      "baseUrl",
      "bad-input",
    ]);
    // openai's empty base URL is its public API.
    expect(problems({ baseUrl: "" })).toEqual([]);
  });

  it("lists one problem per field, in the order a run meets them", () => {
    const found = problems({ model: "gpt 4", apiKey: "", input: " ", timeoutMs: 0, baseUrl: "ftp://x" });
    expect(found.map(([field]) => field)).toEqual(["model", "apiKey", "input", "limits", "baseUrl"]);
    expect(found[1]?.[2]).toBe("Give an API key for OpenAI.");
    expect(problems({ apiKey: "sk-pasted twice" })).toEqual([
      ["apiKey", "bad-input", "The API key holds spaces or characters a key never has: paste it again."],
    ]);
    expect(
      problems({ provider: "openai-compatible", apiKey: "", baseUrl: "http://localhost:11434/v1" }),
    ).toEqual([]);
  });

  it("counts a base URL a browser page would block (mixed content) as the base URL's problem", () => {
    const page = { protocol: "https:", hostname: "casts.example", origin: "https://casts.example" };
    const found = requestProblems(request({ baseUrl: "http://models.example/v1" }), undefined, page);
    expect(found.map(({ field, error }) => [field, error.kind])).toEqual([["baseUrl", "mixed-content"]]);
  });
});

describe("checkRunRequest", () => {
  it("returns the endpoint, or throws the first problem", () => {
    expect(checkRunRequest(request()).host).toBe("api.openai.com");
    expect(() => checkRunRequest(request({ model: "", baseUrl: "ftp://x" }))).toThrow(
      new RunError(
        "bad-input",
        "Give a model id (up to 256 characters, no spaces), e.g. gpt-4.1, claude-sonnet-4-6 or llama3.2.",
      ),
    );
  });
});
