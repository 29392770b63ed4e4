import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { strToU8, zipSync } from "fflate";

import { importAgents, type FileReport } from "@/lib/casts/import";

import { ImportReport } from "./import-report";

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

describe("ImportReport", () => {
  it("shows each file's status and format, the fields mapped and dropped with why, and errors with their codes", () => {
    const { report } = importAgents([
      {
        path: "code-reviewer.md",
        bytes: "---\nname: code-reviewer\ndescription: Reviews changes.\ncolor: blue\n---\nReview.\n",
      },
      { path: "broken.md", bytes: "---\nname: [x\n---\nBody\n" },
      { path: "README.md", bytes: "# Notes\n" },
    ]);
    const html = renderToStaticMarkup(<ImportReport report={report} />);
    const rows = html
      .split('data-testid="import-file"')
      .slice(1)
      .map((part) => text(part.replace(/^[^>]*>/, "")));
    expect(rows[0]).toMatch(
      /^failedbroken\.mdYAML_INVALID broken\.md front matter: invalid YAML at line 3, column 1: /,
    );
    expect(rows[1]).toContain("writtencode-reviewer.mdread as claude-codeRole code-reviewer");
    expect(rows[1]).toContain("Mapped: name, description");
    expect(rows[1]).toMatch(/Dropped:color: .+/);
    expect(rows[2]).toContain("skippedREADME.md");
    expect(html).not.toContain("import-more");
    expect(html).not.toContain("Show more files");
  });

  it("counts the files past the first hundred", () => {
    const report: FileReport[] = Array.from({ length: 101 }, (_, index) => ({
      path: `notes-${index}.txt`,
      status: "skipped",
      format: null,
      roles: [],
      errors: [],
    }));
    const html = renderToStaticMarkup(<ImportReport report={report} />);
    expect(html.split('data-testid="import-file"')).toHaveLength(101);
    expect(text(html)).toContain("…and 1 more file");
    expect(html).toContain('data-testid="import-more-button"');
  });

  it("shows the files' control and direction characters escaped: paths, zip entry names, names, reasons", () => {
    const agent = [
      "---",
      'name: "bell\u0007\u202Eevil"',
      'description: "desc with \u0000 nul and \u001b[31m ansi"',
      "color: blue",
      "---",
      "Body\n",
    ].join("\n");
    const zip = zipSync({
      "team/\u202Eevil\u0007.md": strToU8("# notes\n"),
      ".claude/agents/x\u202E.md": strToU8("---\nname: [x\n---\n"),
    });
    const { report } = importAgents([
      { path: "bell\u0007.md", bytes: agent },
      { path: "team.zip", bytes: zip },
    ]);
    const html = renderToStaticMarkup(<ImportReport report={report} />);
    expect(html).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u);
    const shown = text(html);
    expect(shown).toContain("bell\\u0007.md");
    expect(shown).toContain("(named bell\\u0007\\u202Eevil in the file)");
    expect(shown).toContain("team.zip/team/\\u202Eevil\\u0007.md");
    expect(shown).toContain("team.zip/.claude/agents/x\\u202E.md");
    // Escaped once: the note, escaped by the importer already, is not escaped again.
    expect(shown).toContain("after 'bell\\u0007\\u202Eevil'");
    expect(shown).not.toContain("\\\\u");
  });
});
