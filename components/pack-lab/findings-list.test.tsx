import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { analysePack } from "@/lib/pack-lab/analyse-pack";
import { shownFindings } from "@/lib/pack-lab/pack-findings";

import { FindingsList } from "./findings-list";

const noop = () => undefined;
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe("FindingsList", () => {
  it("renders the first 100 errors and of each warning group, and a line counting the rest", () => {
    // 250 unknown roles (errors) and one role with 150 unknown default modes (more errors).
    const modes = Array.from({ length: 150 }, (_, index) => `nosuch${index}`).join(", ");
    const roles = Array.from({ length: 250 }, (_, index) => `  stranger${index}: {escalations: [e]}\n`).join(
      "",
    );
    const { findings } = analysePack(`roles:\n${roles}  critic:\n    default_modes: [${modes}]\n`, null);
    const errors = findings.filter((finding) => finding.severity === "error").length;
    expect(errors).toBeGreaterThan(250);
    const html = renderToStaticMarkup(<FindingsList findings={findings} onJump={noop} onFix={noop} />);
    expect(count(html, /data-severity="error"/g)).toBe(100);
    expect(html).toContain(`…and ${(errors - 100).toLocaleString("en-US")} more`);
    // Every warning group is shown whole (each is under 100 here), so only one "more" line.
    const warnings = shownFindings(findings).warnings;
    expect(warnings.every((group) => group.more === 0)).toBe(true);
    expect(count(html, /data-testid="pack-findings-more"/g)).toBe(1);
  });

  it("caps a warning group the same way and keeps its summary's full count", () => {
    const roles = Array.from({ length: 130 }, (_, index) => `  r${index}: {}`);
    const findings = roles.map((_, index) => ({
      code: "NO_POLICY" as const,
      severity: "warning" as const,
      role: `r${index}`,
      message: `r${index}: no policy`,
      fix: "Add one.",
    }));
    const [group] = shownFindings(findings).warnings;
    expect(group?.shown).toHaveLength(100);
    expect(group?.more).toBe(30);
    expect(group?.summary).toContain("130");
    const html = renderToStaticMarkup(<FindingsList findings={findings} onJump={noop} onFix={noop} />);
    expect(count(html, /data-testid="pack-finding"/g)).toBe(100);
    expect(html).toContain("…and 30 more");
  });
});
