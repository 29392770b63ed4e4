import { describe, expect, it } from "vitest";

import { exportSlug } from "./slug";

describe("exportSlug", () => {
  it("splits camelCase and acronym boundaries and lowercases", () => {
    expect(exportSlug("SupportTriage")).toBe("support-triage");
    expect(exportSlug("HTTPServerGuard")).toBe("http-server-guard");
    expect(exportSlug("adv-critic")).toBe("adv-critic");
    expect(exportSlug("postmortem-lead")).toBe("postmortem-lead");
  });

  it("turns runs of other characters into one dash and trims dashes", () => {
    expect(exportSlug("  Release Notes__Writer!! ")).toBe("release-notes-writer");
    expect(exportSlug("análise")).toBe("an-lise");
    expect(exportSlug("v2.Agent")).toBe("v2-agent");
  });

  it("gives `agent` for a name without letters or digits", () => {
    expect(exportSlug("---")).toBe("agent");
    expect(exportSlug("日本")).toBe("agent");
  });
});
