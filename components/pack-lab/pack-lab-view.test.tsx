import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { analysePack } from "@/lib/pack-lab/analyse-pack";

import { PackLabView } from "./pack-lab-view";

describe("PackLabView", () => {
  it("writes the summary's counts with thousands separators", () => {
    const roles = Array.from({ length: 1_200 }, (_, i) => `  ghost${i}: {default_modes: [nosuch${i}]}`);
    const text = `name: team\nroles:\n${roles.join("\n")}\n`;
    const report = analysePack(text, null);
    expect(report.errors).toBeGreaterThanOrEqual(1_000);
    const html = renderToStaticMarkup(
      <PackLabView text={text} defaultText={text} report={report} checking={false} onlyChanged={false} />,
    );
    const summary = /data-testid="pack-summary"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(summary).toBe(
      `${report.errors.toLocaleString("en-US")} errors, ${report.warnings.toLocaleString("en-US")} warnings`,
    );
    expect(summary).toMatch(/^\d{1,3}(,\d{3})+ errors/);
  });
});

describe("PackLabView after a replacement", () => {
  const text = "name: default\n";
  const view = (undo: string | null, fileProblem: string | null = null) =>
    renderToStaticMarkup(
      <PackLabView
        text={text}
        defaultText={text}
        report={null}
        checking={false}
        onlyChanged={false}
        undo={undo}
        fileProblem={fileProblem}
      />,
    );

  it("says what replaced the pack and offers Undo", () => {
    const html = view("Replaced your pack with the default pack.");
    const note = /<p[^>]*data-testid="pack-undo"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? "";
    expect(note).toContain("Replaced your pack with the default pack.");
    expect(note).toMatch(/<button[^>]*>Undo<\/button>/);
  });

  it("offers no Undo when nothing was replaced", () => {
    expect(view(null)).not.toContain('data-testid="pack-undo"');
  });

  it("says an empty file was not opened and the pack is unchanged", () => {
    expect(view(null, "empty.yaml is empty")).toContain(
      "empty.yaml is empty. The pack in the editor is unchanged.",
    );
  });
});
