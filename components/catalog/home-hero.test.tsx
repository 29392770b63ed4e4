import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { HomeHero } from "./home-hero";

/** The hero's count links, as "value label → href". */
function stats(html: string): string[] {
  return [
    ...html.matchAll(/<a href="([^"]*)"[^>]*><span[^>]*>(\d+)<\/span><span[^>]*>([^<]*)<\/span><\/a>/g),
  ].map((match) => `${match[2]} ${match[3]} → ${match[1]}`);
}

describe("HomeHero", () => {
  it("counts the site's directory roles beside the built-in ones and links to their list", () => {
    const html = renderToStaticMarkup(<HomeHero roles={40} modes={14} emissions={27} directoryRoles={8} />);
    expect(stats(html)).toEqual([
      "40 roles → #roles",
      "8 directory roles → /directory-roles",
      "14 modes → #modes",
      "27 emission models → /emissions",
    ]);
    const one = renderToStaticMarkup(<HomeHero roles={40} modes={14} emissions={27} directoryRoles={1} />);
    expect(stats(one)).toContain("1 directory role → /directory-roles");
  });

  it("says nothing of directory roles when the site has none", () => {
    const html = renderToStaticMarkup(<HomeHero roles={40} modes={14} emissions={27} directoryRoles={0} />);
    expect(html).not.toContain("directory role");
  });
});
