import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { MAX_MARKDOWN_BYTES, renderMarkdown } from "./markdown-pipeline";

const toHtml = (tree: Root) => renderToStaticMarkup(toJsxRuntime(tree, { Fragment, jsx, jsxs }));

function html(source: string, options = {}): string {
  const result = renderMarkdown(source, options);
  if (!result.ok) throw new Error(result.reason);
  return toHtml(result.tree);
}

describe("renderMarkdown", () => {
  it("renders what users write: GFM tables, task lists, blockquotes, nested lists and links", () => {
    const out = html(
      "| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n- outer\n  - inner\n\n> quoted\n\n[docs](/modes/fast) ~~old~~",
    );
    expect(out).toContain("<table>");
    expect(out).toContain("<td>2</td>");
    expect(out).toContain('type="checkbox"');
    expect(out).toMatch(/<li>outer\s*<ul>\s*<li>inner<\/li>/);
    expect(out).toContain("<blockquote>");
    expect(out).toContain('<a href="/modes/fast">docs</a>');
    expect(out).toContain("<del>old</del>");
  });

  it("shows raw HTML as text: script tags and event handlers never become elements", () => {
    const out = html('<script>alert(1)</script>\n\nHi <img src=x onerror="alert(2)"> <b onclick="x()">b</b>');
    expect(out).not.toMatch(/<script|<img|<b /);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).toContain("onerror=&quot;alert(2)&quot;");
    expect(out).not.toMatch(/<[a-z]+ [^>]*onerror/);
  });

  it("drops javascript: and data: links and images but keeps their text", () => {
    const out = html(
      "[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html,<script>x</script>) ![d](data:image/png;base64,AA==) <javascript:alert(1)>",
    );
    expect(out).not.toMatch(/href="(javascript|data):/i);
    expect(out).not.toMatch(/src="data:/i);
    expect(out).toContain(">a</a>");
  });

  it("marks external links and leaves site links alone", () => {
    const out = html("[out](https://example.com/x) [in](/roles/analyst) [mail](mailto:a@b.c)");
    expect(out).toContain(
      '<a href="https://example.com/x" rel="nofollow noopener noreferrer" data-external="">out<span class="sr-only"> (external link)</span></a>',
    );
    expect(out).toContain('<a href="/roles/analyst">in</a>');
    expect(out).not.toMatch(/mailto:a@b.c" rel/);
  });

  it("loads images only from the site or an allowed host; any other image is a link that loads nothing", () => {
    const source =
      "![pixel](https://tracker.example/p.gif) ![rel](//cdn.evil.example/x.png) ![own](/logo.svg) ![ok](https://img.team.example/a.png)";
    const strict = html(source);
    expect(strict.match(/<img /g)).toHaveLength(1);
    expect(strict).toContain('<img src="/logo.svg" alt="own"/>');
    expect(strict).toContain(
      '<a href="https://tracker.example/p.gif" data-remote-image="" rel="nofollow noopener noreferrer" data-external="">Image: pixel (tracker.example, not loaded)',
    );
    expect(strict).toContain('href="https://cdn.evil.example/x.png"');
    expect(strict).toContain("Image: rel (cdn.evil.example, not loaded)");
    const allowed = html(source, { imageHosts: ["IMG.team.example"] });
    expect(allowed).toContain('<img src="https://img.team.example/a.png" alt="ok"/>');
    expect(allowed.match(/<img /g)).toHaveLength(2);
  });

  it("makes a scheme-relative link explicit and external", () => {
    expect(html("[x](//host.example/path)")).toContain(
      '<a href="https://host.example/path" rel="nofollow noopener noreferrer" data-external="">x',
    );
  });

  it("shifts heading levels, gives unique prefixed ids and keeps the fence language for the highlighter", () => {
    const out = html("# Title\n\n## Notes\n\n## Notes\n\n```ts\nconst a = 1;\n```", {
      headingOffset: 2,
      idPrefix: "p-",
    });
    expect(out).toContain('<h3 id="p-title" data-label="Title">Title</h3>');
    expect(out).toContain('<h4 id="p-notes-2" data-label="Notes">Notes</h4>');
    expect(out).toContain('<code class="language-ts">const a = 1;\n</code>');
  });

  it("counts heading levels from the document's top heading when asked, so none is skipped", () => {
    const source = "Intro.\n\n## How you work\n\n### Steps\n";
    expect(html(source, { headingOffset: 3 })).toContain("<h5");
    const out = html(source, { headingOffset: 3, headingsFromTop: true });
    expect(out).toContain('<h4 id="how-you-work" data-label="How you work">How you work</h4>');
    expect(out).toContain('<h5 id="steps" data-label="Steps">Steps</h5>');
    expect(html("No headings.", { headingOffset: 3, headingsFromTop: true })).toBe("<p>No headings.</p>");
  });

  it("links quoted terms outside code", () => {
    const out = html("Fill 'design_spec' but not `'design_spec'`.", {
      links: { design_spec: "#emit-design" },
    });
    expect(out).toContain(`&#x27;<a href="#emit-design" data-term="">design_spec</a>&#x27;`);
    expect(out).toContain("<code>&#x27;design_spec&#x27;</code>");
  });

  it("renders lists nested 30 deep and refuses, without throwing, nesting past its limit", () => {
    const nested = (depth: number) =>
      Array.from({ length: depth }, (_, level) => `${"  ".repeat(level)}- level ${level}`).join("\n");
    const ok = renderMarkdown(nested(30));
    expect(ok.ok && toHtml(ok.tree).match(/<ul>/g)?.length).toBe(30);
    for (const source of [nested(100), `${">".repeat(5000)} deep`]) {
      const result = renderMarkdown(source);
      expect(result).toEqual({ ok: false, reason: expect.stringMatching(/nested too deeply/) });
    }
  });

  it("renders a document of up to MAX_MARKDOWN_BYTES and shows a larger one as text, saying why", () => {
    const paragraph = "Words with **bold**, `code` and a [link](https://example.com). ".repeat(16);
    const dense = (bytes: number) =>
      `${paragraph}\n\n`.repeat(Math.ceil(bytes / (paragraph.length + 2))).slice(0, bytes);
    const atLimit = renderMarkdown(dense(MAX_MARKDOWN_BYTES));
    expect(atLimit.ok).toBe(true);
    if (atLimit.ok) expect(atLimit.tree.children.length).toBeGreaterThan(10);
    expect(renderMarkdown(dense(MAX_MARKDOWN_BYTES + 1))).toEqual({
      ok: false,
      reason: `the document is 12,289 bytes, more than the 12,288 bytes rendered as markdown; its exact text is shown`,
    });
    // Bytes of UTF-8, not characters: 4,097 three-byte characters are 12,291 bytes.
    expect(renderMarkdown("€".repeat(4097))).toMatchObject({ ok: false, reason: /12,291 bytes/ });
    expect(renderMarkdown("€".repeat(4096)).ok).toBe(true);
    // A huge string is refused by its length alone, before any work proportional to it.
    expect(renderMarkdown("x".repeat(32 * 1024 * 1024))).toMatchObject({
      ok: false,
      reason: /at least 33,554,432 bytes/,
    });
  });
});
