import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Profile } from "@/lib/casts";
import { buildSourcedMessage, diffSourcedMessages } from "@/lib/casts/compare";

import { DiffLines } from "./diff-view";

const message = (role: string, modes: string[]) => buildSourcedMessage(Profile.compose(role, { modes }));
const countTokens = (text: string) => Math.ceil(text.length / 4);

describe("DiffLines", () => {
  it("tags a line two roles share with both roles, and a line of one side with its own source", () => {
    const diff = diffSourcedMessages(message("critic", ["slow"]), message("reviewer", ["slow"]), {
      countTokens,
    });
    const html = renderToStaticMarkup(<DiffLines diff={diff} />);
    const rows = [...html.matchAll(/<div data-diff="(\w+)"[^>]*>([\s\S]*?)<\/div>/g)].map(
      ([, status, inner = ""]) => ({
        status,
        text: /whitespace-pre-wrap">([^<]*)</.exec(inner)?.[1] ?? "",
        tag: /text-\[11px\]">([^<]*)</.exec(inner)?.[1] ?? null,
      }),
    );
    const sameTags = rows.filter((row) => row.status === "same" && row.tag).map((row) => row.tag);
    expect(sameTags).toContain("role critic · role reviewer");
    // A line both messages hold is never credited to one role alone.
    expect(sameTags).not.toContain("role reviewer");
    expect(sameTags).not.toContain("role critic");
    // A blank line between paragraphs takes no tag of its own.
    expect(rows.filter((row) => row.text.trim() === "" && row.tag !== null)).toEqual([]);
    expect(rows.find((row) => row.status === "removed")?.tag).toBe("role critic");
    expect(rows.find((row) => row.status === "added")?.tag).toBe("role reviewer");
  });
});
