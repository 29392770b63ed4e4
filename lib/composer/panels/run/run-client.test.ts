import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startFakeProvider, type FakeProvider } from "@/test-support/fake-provider";

import { describeRunFailure, executeRun } from "./run-client";

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());

const job = (model: string) => ({
  settings: { provider: "anthropic" as const, baseURL: fake.url("anthropic"), model },
  apiKey: "sk-ant-test-0000",
  instructions: "Write release notes.",
  input: "Notes for 2.1",
  role: { name: "ReleaseNotesWriter", emits: [] },
});

describe("executeRun (the Run panel's side of a run)", () => {
  it("shows what the provider's SDK said of the request as the run's note, on one line", async () => {
    fake.script({ reply: "## 2.1" }, { reply: "## 2.1" });
    const signal = new AbortController().signal;
    const deprecated = await executeRun(job("claude-sonnet-4-5"), { signal, onText: () => undefined });
    expect(deprecated.notice).toMatch(
      /^The model 'claude-sonnet-4-5' is deprecated and will reach end-of-life on /,
    );
    expect(deprecated.notice).not.toContain("\n");
    const current = await executeRun(job("claude-sonnet-4-6"), { signal, onText: () => undefined });
    expect(current.notice).toBeNull();
  });

  it("keeps on a failed run what the SDK had said of the request, beside the failure's words", async () => {
    fake.script({ error: 404, message: "model: claude-sonnet-4-5" }, { error: 404 });
    const signal = new AbortController().signal;
    const failed = (model: string) =>
      executeRun(job(model), { signal, onText: () => undefined }).then(
        () => expect.unreachable("the run should fail"),
        (error: unknown) => describeRunFailure(error, "sk-ant-test-0000"),
      );
    const deprecated = await failed("claude-sonnet-4-5");
    expect(deprecated.title).toBe("Model or address not found (404)");
    expect(deprecated.note).toMatch(
      /^The model 'claude-sonnet-4-5' is deprecated and will reach end-of-life on /,
    );
    expect(deprecated.note).not.toContain("\n");
    expect((await failed("claude-sonnet-4-6")).note).toBeUndefined();
  });
});
