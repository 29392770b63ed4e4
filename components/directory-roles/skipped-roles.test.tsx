import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { SkippedDirectoryRole } from "@/lib/casts/directory-roles";

import { SkippedRoles } from "./skipped-roles";

const skipped: SkippedDirectoryRole[] = Array.from({ length: 23 }, (_, index) => ({
  directory: `Broken${String(index).padStart(2, "0")}`,
  name: null,
  path: null,
  reasons: ["description.md: missing"],
}));
const items = (html: string) => html.match(/data-testid="skipped"/g)?.length ?? 0;

describe("SkippedRoles", () => {
  it("shows the first folders and links to the page that lists them all", () => {
    const first = { count: 20, allHref: "/directory-roles-skipped" };
    const html = renderToStaticMarkup(<SkippedRoles skipped={skipped} itemTestId="skipped" first={first} />);
    expect(items(html)).toBe(20);
    expect(html).toContain("roles/Broken19/");
    expect(html).not.toContain("roles/Broken20/");
    expect(html).toContain(
      'The first 20 of 23 skipped folders; <a href="/directory-roles-skipped" class="text-accent underline">every skipped folder</a> is listed on a page of its own.',
    );
  });

  it("shows every folder, and no link, when they fit or no limit is given", () => {
    const fits = renderToStaticMarkup(
      <SkippedRoles skipped={skipped} itemTestId="skipped" first={{ count: 23, allHref: "/all" }} />,
    );
    expect(items(fits)).toBe(23);
    expect(fits).not.toContain("data-skipped-more");
    expect(items(renderToStaticMarkup(<SkippedRoles skipped={skipped} itemTestId="skipped" />))).toBe(23);
  });
});
