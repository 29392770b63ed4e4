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
