// A markdown document as the build shows it: lib/site/markdown-pipeline.ts's sanitized tree, with the
// site's allowed image hosts, and its fenced code highlighted by shiki (both themes, like the page's
// code blocks). MarkdownView renders it; `make build` makes the role bodies' trees once for every page
// worker (lib/site/build/shared-work.ts), which look them up here by the same key.
import type { Element, Root } from "hast";

import { highlightToHast } from "@/components/code/highlight";
import { sharedResult } from "@/lib/site/build/build-shared";
import { siteImageHosts } from "@/lib/site/build/site-source";
import {
  hastText,
  renderMarkdown,
  type MarkdownOptions,
  type MarkdownResult,
} from "@/lib/site/markdown-pipeline";

/** Fenced code gets shiki's highlighting (both themes, like the page's code blocks). */
async function highlightFences(parent: Root | Element): Promise<void> {
  for (const [index, child] of parent.children.entries()) {
    if (child.type !== "element") continue;
    const code = child.tagName === "pre" ? child.children[0] : undefined;
    if (code?.type === "element" && code.tagName === "code") {
      const classes = code.properties["className"];
      const lang = Array.isArray(classes)
        ? String(classes.find((name) => String(name).startsWith("language-")) ?? "").slice("language-".length)
        : "";
      const highlighted = await highlightToHast(hastText(code).replace(/\n$/, ""), lang || "text");
      // The highlighted <pre>, and the budget's note after it when the block was shown plain.
      const replacement = highlighted.children.filter((node): node is Element => node.type === "element");
      if (replacement.length > 0) parent.children.splice(index, 1, ...replacement);
      continue;
    }
    await highlightFences(child);
  }
}

/** The options as the site renders with them: the build's allowed image hosts added. */
const onSite = (options: MarkdownOptions): MarkdownOptions => ({ ...options, imageHosts: siteImageHosts() });

/** What a document's tree depends on, as one string: the text and every option, in a fixed order. */
export function markdownKey(source: string, options: MarkdownOptions): string {
  const { headingOffset, headingsFromTop, idPrefix, links, imageHosts } = onSite(options);
  return JSON.stringify([source, headingOffset, headingsFromTop, idPrefix, links, imageHosts]);
}

/** The document's tree, highlighted; a document that cannot be rendered says why (MarkdownResult). */
export async function markdownTree(source: string, options: MarkdownOptions): Promise<MarkdownResult> {
  const shared = sharedResult("markdown", markdownKey(source, options));
  if (shared !== undefined) return shared as MarkdownResult;
  const result = renderMarkdown(source, onSite(options));
  if (!result.ok) return result;
  try {
    await highlightFences(result.tree);
  } catch (error) {
    // One block that cannot be highlighted must not take its page (or the build) down: plain it stays.
    console.warn(`highlighting skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
  return result;
}
