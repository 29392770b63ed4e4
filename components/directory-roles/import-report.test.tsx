import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

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
  });
});
