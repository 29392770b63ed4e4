// A directory role's description is Markdown (docs/formats.md); where the site shows it as a line of
// text (the /directory-roles list, search results) it is read as words: `**pull requests**` and
// `[the runbook](…)` were shown with their asterisks and brackets. remark parses it as the role's page
// does (CommonMark + GFM); the walk that keeps the words is hand-written because mdast-util-to-string
// is only a transitive dependency here.
import type { Root, RootContent } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";

const parser = unified().use(remarkParse).use(remarkGfm);

/** The words of a node: text and code as written, raw HTML and images' markup left out. */
function words(node: Root | RootContent): string {
  if (node.type === "html") return "";
  if ("value" in node) return node.value;
  if (node.type === "break") return " ";
  return "children" in node ? node.children.map(words).join("") : "";
}

/** Each block of a Markdown text (paragraph, heading, list item…) as one line of plain text. */
export function markdownLines(markdown: string): string[] {
  const blocks = parser
    .parse(markdown)
    .children.flatMap((node) => (node.type === "list" ? node.children : [node]));
  return blocks.map((node) => words(node).replace(/\s+/g, " ").trim()).filter((line) => line !== "");
}
