import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { A_Z_HREF } from "@/lib/site/browser/search";
import { buildSearchRecords, searchEntriesOf } from "@/lib/site/build/search-records";

import { A_Z_DIRECTORY_ROLES, indexEntries, indexLetters } from "./index-letters";
import AZIndexPage from "./page";

describe("/a-z", () => {
  it("links every entry search finds but itself, by letter, A–Z", () => {
    const html = renderToStaticMarkup(<AZIndexPage />);
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*data-testid="a-z-entry"[^>]*>([^<]+)<\/a>/g)];
    const entries = searchEntriesOf(buildSearchRecords()).filter((entry) => entry.href !== A_Z_HREF);
    expect(links.map(([, href]) => href).toSorted()).toEqual(entries.map((entry) => entry.href).toSorted());
    const letters = [...html.matchAll(/<h2 id="[^"]+"[^>]*>([^<]+)<\/h2>/g)].map(([, letter]) => letter);
    expect(letters).toEqual(letters.toSorted());
    // Every kind is there, the site's own tools too.
    expect(links.map(([, href]) => href)).toEqual(
      expect.arrayContaining(["/roles/architect", "/open-roles", "/export"]),
    );
  });

  it("files titles under their first letter, accents and case aside, anything else under # last", () => {
    const titled = (...titles: string[]) => titles.map((title) => ({ title }));
    expect(indexLetters(titled("beta", "Émile", "alpha", "2fa", "Alpha B", "eve"))).toEqual([
      ["A", titled("alpha", "Alpha B")],
      ["B", titled("beta")],
      ["E", titled("Émile", "eve")],
      ["#", titled("2fa")],
    ]);
  });

  it("lists directory roles up to its bound and, past it, none: the page does not grow with the folder", () => {
    const entries = (roles: number) => [
      { kind: "role", title: "Critic" },
      { kind: "mode", title: "fast" },
      ...Array.from({ length: roles }, (_, i) => ({ kind: "directory-role", title: `Team${i}` })),
    ];
    const within = indexEntries(entries(A_Z_DIRECTORY_ROLES));
    expect(within).toMatchObject({ directoryRolesLeftOut: 0 });
    expect(within.listed).toHaveLength(A_Z_DIRECTORY_ROLES + 2);
    // 10,000 roles (the size the build is measured at) list as few entries as 201 do.
    for (const roles of [A_Z_DIRECTORY_ROLES + 1, 10_000]) {
      const past = indexEntries(entries(roles));
      expect(past.directoryRolesLeftOut).toBe(roles);
      expect(past.listed.map((entry) => entry.title)).toEqual(["Critic", "fast"]);
    }
  });
});
