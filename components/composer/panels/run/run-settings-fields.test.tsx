import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { RunSettingsFields } from "./run-settings-fields";

const render = (remember: boolean, baseUrl: string | null = null) =>
  renderToStaticMarkup(
    <RunSettingsFields
      settings={{ provider: "openai", baseURL: "https://api.openai.com/v1", model: "gpt-4.1" }}
      onSettings={() => undefined}
      apiKey=""
      onApiKey={() => undefined}
      remember={remember}
      onRemember={() => undefined}
      onForget={() => undefined}
      remembered={remember}
      errors={{ baseUrl, model: null, apiKey: null }}
      onLeave={() => undefined}
    />,
  ).replaceAll("&#x27;", "'");

describe("RunSettingsFields", () => {
  it("says the key goes with a reload unless it is remembered", () => {
    expect(render(false)).toContain(
      "The key is sent only to https://api.openai.com and never put in the address or a log. This page holds it in memory only: a reload or leaving the page clears it.",
    );
    expect(render(true)).toContain(
      "It is kept in this browser's storage until you untick the box or choose Forget key.",
    );
  });

  it("says a base URL's problem beside the field, which it marks invalid", () => {
    expect(render(false)).not.toContain("run-field-error");
    const html = render(false, "The base URL must start with http:// or https:// (got ftp:).");
    expect(html).toMatch(/data-testid="run-base-url" aria-invalid="true" aria-describedby="([^"]+)"/);
    const described = /data-testid="run-base-url" aria-invalid="true" aria-describedby="([^"]+)"/.exec(
      html,
    )![1];
    expect(html).toContain(
      `<p id="${described}" class="text-danger mt-1 text-xs" data-testid="run-field-error" data-field="baseUrl">The base URL must start with http:// or https:// (got ftp:).</p>`,
    );
  });
});
