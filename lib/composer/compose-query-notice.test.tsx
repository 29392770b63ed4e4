import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { createComposerIndex } from "@/lib/composer/composer-index";
import { initialComposerState } from "@/lib/composer/composer-state";
import { composerPayload } from "@/lib/composer/build/composer-payload";
import { parseComposeQuery } from "@/lib/composer/url-codec";

import { CompositionForm } from "@/components/composer/composition-form";

const index = createComposerIndex(composerPayload());
const render = (search: string) =>
  renderToStaticMarkup(
    <CompositionForm
      index={index}
      state={initialComposerState(parseComposeQuery(new URLSearchParams(search), index))}
      edit={() => undefined}
    />,
  );
// The hook's text, with React's escaped apostrophes put back.
const hook = (html: string, testId: string) =>
  new RegExp(`<p[^>]*data-testid="${testId}"[^>]*>([^<]*)</p>`).exec(html)?.[1]?.replaceAll("&#x27;", "'");

describe("CompositionForm: URL keys the composer does not read", () => {
  it("a misspelt key alone is the contract's compose-error, naming it and the key it resembles", () => {
    const html = render("role=critic&mode=slow");
    expect(hook(html, "compose-error")).toBe("The URL's 'mode' is not read: did you mean 'modes'?");
  });

  it("an unknown key is named as not a composer setting", () => {
    const html = render("role=critic&foo=bar&mode=slow");
    expect(hook(html, "compose-error")).toBe(
      "The URL's 'foo' is not a composer setting. " + "The URL's 'mode' is not read: did you mean 'modes'?",
    );
  });

  it("past five keys, says how many more", () => {
    const keys = Array.from({ length: 8 }, (_, n) => `k${n}=1`).join("&");
    expect(hook(render(`role=critic&${keys}`), "compose-error")).toMatch(
      /'k4' is not a composer setting\. \(and 3 more\)$/,
    );
  });

  it("beside the problems box (the compose-error then) it is a second hook, not another compose-error", () => {
    const html = render("role=critic&modes=telepathic&mode=fast");
    expect(html).not.toContain('data-testid="compose-error"');
    expect(hook(html, "ignored-params")).toContain("did you mean 'modes'?");
  });

  it("the panel's and the Run panel's own keys are not reported", () => {
    expect(render("role=critic&to=cursor&var.topic=x")).not.toMatch(/compose-error|ignored-params/);
  });
});
