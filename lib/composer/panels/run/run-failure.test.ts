import { describe, expect, it } from "vitest";

import { RunError } from "@/lib/casts/run/run-error";

import { describeRunError, describeUnexpected } from "./run-failure";

describe("describeRunError", () => {
  it("titles the failure by kind and status and keeps the engine's advice", () => {
    const error = new RunError("auth", "OpenAI refused the key (401). Check that the key is right.", {
      status: 401,
    });
    expect(describeRunError(error)).toEqual({
      kind: "auth",
      title: "The key was refused (401)",
      advice: "OpenAI refused the key (401). Check that the key is right.",
      status: 401,
    });
  });

  it("says a rate limit once: the title, then what to do without the title again", () => {
    const error = new RunError("rate-limit", "Rate limit reached (429): run again after 13:30:07.", {
      status: 429,
      retryAfter: 7,
    });
    expect(describeRunError(error)).toMatchObject({
      title: "Rate limit reached (429)",
      advice: "Run again after 13:30:07.",
    });
    const said = new RunError(
      "rate-limit",
      "Rate limit reached (429): wait a little and run again. The server said: slow down.",
      { status: 429 },
    );
    expect(describeRunError(said).advice).toBe("Wait a little and run again. The server said: slow down.");
  });

  it("names network, mixed-content and abort failures without a status", () => {
    expect(describeRunError(new RunError("network", "Could not reach x.")).title).toBe(
      "Could not reach the server",
    );
    expect(describeRunError(new RunError("mixed-content", "m")).title).toBe(
      "Blocked by the browser: mixed content",
    );
    expect(describeRunError(new RunError("aborted", "Stopped.")).title).toBe("Stopped");
  });

  it("tells a run that got no reply in time from a reply that passed the time limit", () => {
    expect(describeRunError(new RunError("timeout", "No answer from h within 120 s.")).title).toBe(
      "No reply in time",
    );
    const cut = new RunError("timeout", "No complete reply within 120 s.", { partialReply: '{"a"' });
    expect(describeRunError(cut).title).toBe("The reply passed the time limit");
    expect(describeRunError(new RunError("too-large", "The reply passed the cap.")).title).toBe(
      "The reply passed the size limit",
    );
  });
});

describe("describeUnexpected", () => {
  it("never repeats the key", () => {
    const failure = describeUnexpected(
      new TypeError("bad header sk-test-1234567890abcdef"),
      "sk-test-1234567890abcdef",
    );
    expect(failure.advice).not.toContain("sk-test-1234567890abcdef");
    expect(failure.advice).toContain("[key]");
  });
});
