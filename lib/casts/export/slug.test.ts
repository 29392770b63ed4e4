import { describe, expect, it } from "vitest";

import { slugify } from "@/lib/site/slug";

import { listRoles } from "../pattern";
import { exportSlug, MAX_SLUG_LENGTH } from "./slug";

describe("exportSlug", () => {
  it("splits camelCase and acronym boundaries and lowercases", () => {
    expect(exportSlug("SupportTriage")).toBe("support-triage");
    expect(exportSlug("HTTPServerGuard")).toBe("http-server-guard");
    expect(exportSlug("adv-critic")).toBe("adv-critic");
    expect(exportSlug("postmortem-lead")).toBe("postmortem-lead");
  });

  it("turns runs of other characters into one dash and trims dashes", () => {
    expect(exportSlug("  Release Notes__Writer!! ")).toBe("release-notes-writer");
    expect(exportSlug("v2.Agent")).toBe("v2-agent");
  });

  it("drops accents as the site's slugs and the import's folder names do", () => {
    expect(exportSlug("análise")).toBe("analise");
    expect(exportSlug("Análise de Dados")).toBe("analise-de-dados");
    expect(exportSlug("CrèmeBrûlée")).toBe("creme-brulee");
    expect(exportSlug("Ｒｅｖｉｅｗｅｒ")).toBe("reviewer");
    for (const name of ["Análise de Dados", "Crème brûlée", "Ñandú"])
      expect(exportSlug(name)).toBe(slugify(name));
  });

  it("is the built-in roles' own names, as their pages (/roles/<name>) spell them", () => {
    expect(listRoles().length).toBeGreaterThan(0);
    for (const name of listRoles()) expect(exportSlug(name), name).toBe(name);
  });

  it("gives `agent` for a name without letters or digits", () => {
    expect(exportSlug("---")).toBe("agent");
    expect(exportSlug("日本")).toBe("agent");
  });

  it("gives a file name on every system for names that break paths or URLs", () => {
    const cases: [string, string][] = [
      ["a/b", "a-b"],
      ["a\\b", "a-b"],
      ["..", "agent"],
      ["../../etc/passwd", "etc-passwd"],
      ["%2e%2e%2f", "2e-2e-2f"],
      ["a:b*c?<d>|", "a-b-c-d"],
      ["😀", "agent"],
      ["CON", "con-agent"],
      ["nul", "nul-agent"],
      ["Com1", "com1-agent"],
      ["console", "console"],
    ];
    for (const [name, slug] of cases) expect(exportSlug(name), name).toBe(slug);
    for (const name of ["n".repeat(256), "Word".repeat(64), `${"a".repeat(100)}-${"b".repeat(100)}`]) {
      const slug = exportSlug(name);
      expect(slug.length, name).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(exportSlug(`${"a".repeat(100)}-${"b".repeat(100)}`)).toBe("a".repeat(100));
  });
});
