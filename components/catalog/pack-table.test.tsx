import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Pack } from "@/lib/casts";

import { PackTable } from "./pack-table";

const pack = Pack.fromYaml(
  `roles:
  critic:
    default_modes: [adversarial, nosuchmode]
  critc: {}
  "//evil.example/x": {}
  "javascript:alert(1)": {}
`,
  { name: "team" },
);

describe("PackTable", () => {
  it("links the roles and modes the catalog has, and shows any other name as text with its finding", () => {
    const html = renderToStaticMarkup(<PackTable pack={pack} roles={["critic", ...pack.roles().slice(1)]} />);
    expect(html).toContain('href="/roles/critic"');
    expect(html).toContain('href="/modes/adversarial"');
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs.filter((href) => /critc|evil|javascript|nosuchmode/.test(href ?? ""))).toEqual([]);
    expect(html.match(/no such role in the catalog \(UNKNOWN_ROLE\)/g)).toHaveLength(3);
    expect(html).toMatch(
      /nosuchmode<\/span><span data-testid="unknown-name"[^>]*>— no such mode in the catalog \(UNKNOWN_MODE\)/,
    );
  });
});
