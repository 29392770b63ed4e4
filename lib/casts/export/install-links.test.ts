import { describe, expect, it } from "vitest";

import { Profile } from "..";
import { defineDirectoryRole, toRole } from "../directory-roles";
import { exportProfile } from "./export-profile";
import { CURSOR_DEEPLINK_MAX, installLinks, TARGET_DOCS } from "./install-links";
import { EXPORT_TARGETS } from "./targets";

const short = Profile.compose(
  toRole(defineDirectoryRole({ name: "Tidy", description: "Keeps things tidy.", systemPrompt: "Tidy up." })),
);

describe("installLinks", () => {
  it("offers a Cursor rule deeplink of the documented form that decodes back to the file", () => {
    const file = exportProfile(short, { target: "cursor" }).files[0]!;
    const [link] = installLinks("cursor", "tidy", file);
    expect(link!.kind).toBe("open");
    const url = new URL(link!.href);
    expect(`${url.origin}${url.pathname}`).toBe("https://cursor.com/link/rule");
    expect(url.searchParams.get("name")).toBe("tidy");
    expect(url.searchParams.get("text")).toBe(file.content);
    expect(link!.href.length).toBeLessThanOrEqual(CURSOR_DEEPLINK_MAX);
  });

  it("falls back to copy-then-open when the deeplink would pass 8,000 characters, and for every other target", () => {
    const long = exportProfile(Profile.compose("critic"), { target: "cursor" }).files[0]!;
    expect(installLinks("cursor", "critic", long)).toEqual([
      {
        kind: "copy-then-open",
        label: "Copy, then open where .cursor/rules/critic.mdc goes",
        href: TARGET_DOCS.cursor,
      },
    ]);
    for (const target of EXPORT_TARGETS.filter((target) => target !== "cursor")) {
      const links = installLinks(target, "x", { path: "p", content: "c" });
      expect(
        links.map((link) => link.kind),
        target,
      ).toEqual(["copy-then-open"]);
      expect(new URL(links[0]!.href).protocol, target).toBe("https:");
    }
  });
});
