import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { buildSourcedMessage, diffSourcedMessages } from "@/lib/casts/compare";

import { CompareView } from "./compare-view";

const catalog = [
  { name: "slow", conflicts_with: ["fast"] },
  { name: "fast", conflicts_with: [] },
  { name: "evidential", conflicts_with: [] },
];

function markup(modesA: string[], problems: string[] = []): string {
  const side = (name: string) => {
    const message = buildSourcedMessage({ role: { name, body: `${name} body` }, modes: [] });
    return { systemMessage: message.text, message };
  };
  const [a, b] = [side("critic"), side("reviewer")];
  const comparison = {
    a,
    b,
    diff: diffSourcedMessages(a.message, b.message, { countTokens: (text: string) => text.length }),
    emissions: [],
  };
  const query = {
    a: { role: "critic", modes: modesA },
    b: { role: "reviewer", modes: [] },
    view: "plain" as const,
    packA: "default" as const,
    packB: "default" as const,
  };
  // Without `actions` the controls have values and no handlers on purpose (the build's markup).
  const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    return renderToStaticMarkup(
      <CompareView
        roles={["critic", "reviewer"]}
        modes={catalog}
        query={query}
        problems={problems}
        comparison={comparison}
        loading={false}
        labProblem={null}
        directoryProblem={null}
      />,
    );
  } finally {
    quiet.mockRestore();
  }
}

/** The modes a side's "Add a mode…" list offers. */
function offered(html: string, side: "a" | "b"): string[] {
  const list =
    new RegExp(`<select id="compare-${side}-add"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return [...list.matchAll(/<option value="([^"]+)">/g)].map(([, value]) => value ?? "");
}

describe("CompareView", () => {
  it("offers a side no mode it holds or that conflicts with one it holds", () => {
    const html = markup(["slow"]);
    expect(offered(html, "a")).toEqual(["evidential"]);
    expect(offered(html, "b")).toEqual(["slow", "fast", "evidential"]);
  });

  it("lists every problem in the error area", () => {
    const html = markup([], ["b: missing; showing analyst", "'c' is not a parameter of this page"]);
    const area = /<ul role="alert" data-testid="compare-error"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
    expect([...area.matchAll(/<li>([^<]*)<\/li>/g)].map(([, text]) => text)).toEqual([
      "b: missing; showing analyst",
      "&#x27;c&#x27; is not a parameter of this page",
    ]);
  });
});
