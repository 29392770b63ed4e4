import { describe, expect, it } from "vitest";

import { requestProblemsHere, whyNotRun, type RunReadiness } from "./run-checks";

const settings = {
  provider: "openai",
  baseUrl: "https://api.openai.com/v1",
  model: "gpt-4.1",
  apiKey: "sk-test-0123456789",
  input: "Review the plan.",
} as const;
/** A run that would go: every field right, no conflict. */
const ready = (change: Partial<RunReadiness> = {}): RunReadiness => ({
  conflict: null,
  loading: false,
  problems: requestProblemsHere(settings),
  values: { baseUrl: settings.baseUrl, model: settings.model, apiKey: settings.apiKey },
  input: settings.input,
  missing: [],
  badLimits: false,
  ...change,
});

describe("whyNotRun", () => {
  it("runs a composition with everything given", () => {
    expect(whyNotRun(ready())).toBeNull();
  });

  it("refuses a composition whose modes conflict, as the Export panel and the CLI do", () => {
    expect(whyNotRun(ready({ conflict: { later: "slow", earlier: "fast" } }))).toBe(
      "'slow' and 'fast' conflict: remove one to run.",
    );
  });

  it("refuses a request the engine would not send, naming the field to fix", () => {
    for (const [baseUrl, reason] of [
      ["javascript:alert(1)", "Fix the base URL first."],
      ["ftp://files.example/v1", "Fix the base URL first."],
      ["https://user:pw@api.example/v1", "Fix the base URL first."],
    ] as const) {
      const problems = requestProblemsHere({ ...settings, baseUrl });
      expect(problems.get("baseUrl"), baseUrl).toMatch(/^The base URL must/);
      expect(whyNotRun(ready({ problems, values: { ...ready().values, baseUrl } }))).toBe(reason);
    }
    const compatible = requestProblemsHere({ ...settings, provider: "openai-compatible", baseUrl: "" });
    expect(compatible.get("baseUrl")).toMatch(/^openai-compatible needs a base URL/);
    expect(whyNotRun(ready({ problems: compatible, values: { ...ready().values, baseUrl: "" } }))).toBe(
      "Give a base URL first.",
    );
    const keyless = requestProblemsHere({ ...settings, apiKey: "" });
    expect(keyless.get("apiKey")).toBe("Give an API key for OpenAI.");
    expect(whyNotRun(ready({ problems: keyless, values: { ...ready().values, apiKey: "" } }))).toBe(
      "Give the API key first.",
    );
  });

  it("then asks for the message, its variables and limits in range", () => {
    expect(whyNotRun(ready({ input: " " }))).toBe("Write a user message to send.");
    expect(whyNotRun(ready({ missing: ["ticket", "team"] }))).toBe("Fill in {{ticket}}, {{team}} first.");
    expect(whyNotRun(ready({ badLimits: true }))).toBe("Fix the limits under Options first.");
    expect(whyNotRun(ready({ loading: true }))).toBe("The role's text is still loading.");
  });
});
