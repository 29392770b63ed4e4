import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { RunRecord } from "@/lib/composer/panels/run/run-state";

import { RunView } from "./run-view";

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
