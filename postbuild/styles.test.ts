// The stylesheet compiler (styles.ts) on a small stylesheet and source folder of its own, and on the site's.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { buildSiteStyles } from "./styles";

const CACHE = path.join(import.meta.dirname, "..", ".cache", "test");

describe("buildSiteStyles", () => {
  it("makes the utilities its @source files use, minified, named by the content's hash", async () => {
    // Inside the repository, where `@import "tailwindcss"` resolves.
    mkdirSync(CACHE, { recursive: true });
    const dir = mkdtempSync(path.join(CACHE, "styles-"));
    try {
      mkdirSync(path.join(dir, "src"));
      mkdirSync(path.join(dir, "other"));
      writeFileSync(path.join(dir, "src", "page.tsx"), 'export const A = <p className="text-fg pt-7" />;');
      writeFileSync(path.join(dir, "other", "x.ts"), 'export const B = "pb-9";');
      const file = path.join(dir, "site.css");
      const write = (extra: string) =>
        writeFileSync(
          file,
          `@import "tailwindcss" source(none);\n@source "./src";\n@theme { --color-fg: #123456; }\n${extra}`,
        );
      write("");
      const styles = await buildSiteStyles(file);
      expect(styles.css).toContain(".pt-7{");
      expect(styles.css).toContain("color:var(--color-fg)");
      // Not in a @source folder: no rule for it.
      expect(styles.css).not.toContain(".pb-9");
      expect(styles.css).not.toMatch(/\n\s/);
      expect(styles.url).toMatch(/^\/_styles\/site-[0-9a-f]{12}\.css$/);
      expect((await buildSiteStyles(file)).url).toBe(styles.url);
      write("body { margin: 0; }");
      expect((await buildSiteStyles(file)).url).not.toBe(styles.url);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("compiles the site's own stylesheet: the utilities its pages use, and the dark theme", async () => {
    const { css } = await buildSiteStyles();
    for (const rule of [".bg-bg{", ".text-fg{", ".max-w-6xl{", "color-scheme:dark"])
      expect(css).toContain(rule);
  });
});
