import { describe, expect, it } from "vitest";

import { Profile } from "..";
import { defineDirectoryRole, toRole } from "../directory-roles";
import { exportProfile } from "./export-profile";
import { CURSOR_DEEPLINK_MAX, CURSOR_RULE_BASES, installLinks, TARGET_DOCS } from "./install-links";
import { EXPORT_TARGETS } from "./targets";

const short = Profile.compose(
  toRole(defineDirectoryRole({ name: "Tidy", description: "Keeps things tidy.", systemPrompt: "Tidy up." })),
);

/** A link as the browser reads it: documented base, the decoded query, and the raw text's length and characters. */
function read(href: string) {
  const url = new URL(href);
  return {
    base: `${url.protocol}//${url.host}${url.pathname}`,
    name: url.searchParams.get("name"),
    text: url.searchParams.get("text"),
    keys: [...url.searchParams.keys()],
  };
}

describe("installLinks", () => {
  it("offers Cursor's rule deeplink in its documented app and web forms, each decoding back to the name and file", () => {
    const file = exportProfile(short, { target: "cursor" }).files[0]!;
    const links = installLinks("cursor", "tidy", file);
    expect(links.map((link) => [link.kind, read(link.href).base])).toEqual([
      ["open", CURSOR_RULE_BASES.app],
      ["open", CURSOR_RULE_BASES.web],
    ]);
    for (const link of links) {
      expect(read(link.href)).toMatchObject({ name: "tidy", text: file.content, keys: ["name", "text"] });
      expect(link.href.length).toBeLessThanOrEqual(CURSOR_DEEPLINK_MAX);
      // Nothing a URL would cut at or a browser would rewrite: every such character is escaped.
      expect(link.href).not.toMatch(/[\s#"<>`{}|\\^]/);
    }
  });

  it("encodes a name and text that would break a URL (&, #, ?, =, %, +, spaces, newlines, non-ASCII)", () => {
    const name = "a&b #c?d=e%f+g ünï";
    const file = { path: ".cursor/rules/x.mdc", content: "line & one\n# two?\n100% = done + more 🚀" };
    for (const link of installLinks("cursor", name, file)) {
      expect(read(link.href)).toMatchObject({ name, text: file.content, keys: ["name", "text"] });
      expect(link.href).not.toMatch(/[\s#"<>`{}|\\^]/);
    }
  });

  it("drops the form that would pass 8,000 characters, and falls back to copy-then-open when both would", () => {
    const base = `${CURSOR_RULE_BASES.web}?name=x&text=`;
    // One character short of the limit on the web form: the longer app form no longer fits.
    const edge = { path: "p", content: "a".repeat(CURSOR_DEEPLINK_MAX - base.length) };
    const edgeLinks = installLinks("cursor", "x", edge);
    expect(edgeLinks.map((link) => read(link.href).base)).toEqual([CURSOR_RULE_BASES.web]);
    expect(edgeLinks[0]!.href).toHaveLength(CURSOR_DEEPLINK_MAX);

    const long = exportProfile(Profile.compose("critic"), { target: "cursor" }).files[0]!;
    expect(installLinks("cursor", "critic", long)).toEqual([
      {
        kind: "copy-then-open",
        label: "Copy, then open where .cursor/rules/critic.mdc goes",
        href: TARGET_DOCS.cursor,
      },
    ]);
  });

  it("is copy-then-open with an https documentation page for every target without a documented install link", () => {
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
