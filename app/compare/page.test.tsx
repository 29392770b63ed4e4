import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import ComparePage from "./page";

/** The page as the build renders it (no JavaScript has run: the noscript note and the build's comparison). */
async function builtPage(): Promise<string> {
  // The build's controls have values and no handlers on purpose (the island brings them to life).
  const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    return renderToStaticMarkup(await ComparePage());
  } finally {
    quiet.mockRestore();
  }
}

/** A side's heading, `A: analyst + adversarial, slow`, as the `role:m1,m2` the command line reads. */
function shownSpec(html: string, side: "A" | "B"): string {
  const heading = new RegExp(
    `<h2[^>]*>${side}: <span[^>]*>([^<]+)</span>(?:<span[^>]*> \\+ ([^<]+)</span>)?`,
  );
  const [, role = "", modes] = heading.exec(html) ?? [];
  return modes === undefined ? role : `${role}:${modes.split(", ").join(",")}`;
}

describe("/compare without JavaScript", () => {
  it("names in its note's command the two compositions the page shows", async () => {
    const html = await builtPage();
    const note = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? "";
    const command = /<code[^>]*>(casts diff [^<]*)<\/code>/.exec(note)?.[1];
    const [a, b] = [shownSpec(html, "A"), shownSpec(html, "B")];
    expect(a).not.toBe("");
    expect(b).not.toBe(a);
    expect(command).toBe(`casts diff ${a} ${b}`);
  });
});
