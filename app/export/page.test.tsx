import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { listRoles } from "@/lib/casts";
import { EXPORT_TARGETS, STATIC_EXPORT_TARGETS } from "@/lib/casts/export";
import { exportFiles } from "@/postbuild/data-files";

import ExportPage from "./page";

const html = renderToStaticMarkup(<ExportPage />);
/** Each target section's markup, by its target id. */
const sections = new Map(
  [...html.matchAll(/<section[^>]*data-target="([^"]+)"[^>]*>([\s\S]*?)<\/section>/g)].map(
    ([, target = "", body = ""]) => [target, body],
  ),
);

describe("/export", () => {
  it("links every built-in role's file of every static target, each one a file the build writes", () => {
    const written = new Set(exportFiles().map((file) => `/${file.path}`));
    expect([...sections.keys()]).toEqual(STATIC_EXPORT_TARGETS);
    for (const [target, body] of sections) {
      const links = [...body.matchAll(/<a href="([^"]+)"[^>]*data-testid="export-file"[^>]*>([^<]+)<\/a>/g)];
      expect(
        links.map(([, , role]) => role),
        target,
      ).toEqual(listRoles());
      for (const [, href = ""] of links) {
        expect(href, target).toMatch(new RegExp(`^/export/${target}/`));
        expect(written.has(decodeURIComponent(href)), href).toBe(true);
      }
    }
  });

  it("names the targets that have no files, and where they are made", () => {
    const others = [...html.matchAll(/data-testid="export-other" data-target="([^"]+)"/g)].map(
      ([, id]) => id,
    );
    expect(others).toEqual(EXPORT_TARGETS.filter((target) => !STATIC_EXPORT_TARGETS.includes(target)));
    expect(html).toContain("casts export");
  });
});
