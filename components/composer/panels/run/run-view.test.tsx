import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { RunRecord } from "@/lib/composer/panels/run/run-state";

import { RunStatusBadge, RunView } from "./run-view";

const failed: RunRecord = {
  id: 1,
  composition: "critic",
  provider: "anthropic",
  model: "claude-sonnet-4-5",
  host: "api.anthropic.com",
  input: "Review it.",
  startedAt: 0,
  endedAt: 1,
  status: "failed",
  text: "",
  check: null,
  usage: null,
  finishReason: null,
  notice: null,
  failure: {
    kind: "model",
    title: "Model or address not found (404)",
    advice: "Check the model name.",
    note: "The model 'claude-sonnet-4-5' is deprecated.",
  },
};

describe("RunView", () => {
  it("shows a failed run's note (what the SDK said before the failure) under the failure", () => {
    const html = renderToStaticMarkup(<RunView run={failed} hasEmissions />);
    expect(html).toMatch(/data-testid="run-error"[^>]*>.*Model or address not found \(404\)/);
    expect(html).toMatch(
      /data-testid="run-notice"[^>]*>The model &#x27;claude-sonnet-4-5&#x27; is deprecated\.</,
    );
    expect(html.indexOf("run-error")).toBeLessThan(html.indexOf("run-notice"));
  });

  it("shows no note when neither the reply nor the failure has one", () => {
    const { note: _note, ...failure } = failed.failure!;
    const html = renderToStaticMarkup(<RunView run={{ ...failed, failure }} hasEmissions />);
    expect(html).not.toContain("run-notice");
  });
});

describe("RunStatusBadge", () => {
  const done = (parseError: string | null): RunRecord => ({
    ...failed,
    status: "done",
    failure: null,
    text: "Here is my review in prose.",
    check: { decoded: null, parseError, verdicts: [], escalation: null, valid: parseError === null },
  });

  it("calls a reply the output contract could not read not valid, and free text only without a contract", () => {
    const unread = renderToStaticMarkup(<RunStatusBadge run={done("The reply is not JSON.")} />);
    expect(unread).toContain(">not valid<");
    expect(unread).not.toContain("free text");
    expect(renderToStaticMarkup(<RunStatusBadge run={done(null)} />)).toContain(">free text<");
  });
});

describe("RunView: the message sent", () => {
  it("shows the user message the run sent, so two runs compared say what each was asked", () => {
    const html = renderToStaticMarkup(<RunView run={failed} hasEmissions />);
    expect(html).toMatch(/data-testid="run-sent".*User message sent.*Review it\.<\/pre>/);
  });
});
