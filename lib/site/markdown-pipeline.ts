// Markdown as users write it (CommonMark + GFM) → a sanitized HTML tree (hast), with no React and
// no Node: the build renders it to static HTML and the folder page (/directory-roles/open) runs it in
// the browser. unified + remark-parse + remark-gfm + remark-rehype + rehype-sanitize do the work;
// the small tree walks below are hand-written because the walkers (unist-util-visit) are only
// transitive dependencies here.
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent, Text } from "hast";
import type { Root as MdastRoot, RootContent as MdastContent } from "mdast";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

import { groupDigits } from "@/lib/casts/core/digits";
import { MAX_INPUT_BYTES, sizeOverLimit, utf8Length } from "@/lib/casts/core/limits";

import { createSlugger } from "./slug";

export interface MarkdownOptions {
  /** Added to each heading level, so a prompt's `#` can sit under the page's h2 (offset 2 → h3). */
  readonly headingOffset?: number;
  /**
   * Counts levels from the document's own top heading instead of `#`: a prompt whose headings start
   * at `##` (common in other tools' agent files) then sits under the page's heading without a gap.
   */
  readonly headingsFromTop?: boolean;
  /** Prefix of heading ids, unique within one document. */
  readonly idPrefix?: string;
  /** Quoted terms to link, e.g. `'design_spec'` → its emission section. */
  readonly links?: Readonly<Record<string, string>>;
  /**
   * Hosts whose images may load when a reader opens the page (the build's `CASTS_IMAGE_HOSTS`).
   * Images from the site itself always load; any other image becomes a link the reader can follow,
   * so a team's markdown cannot make a reader's browser call a host they did not choose.
   */
  readonly imageHosts?: readonly string[];
}

export type MarkdownResult =
  | { readonly ok: true; readonly tree: HastRoot }
  /** The document could not be rendered (e.g. nesting too deep for the parser): show its text instead. */
  | { readonly ok: false; readonly reason: string };

/** Link and image protocols kept; everything else (`javascript:`, `data:`, `vbscript:` …) is dropped. */
const SCHEMA = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto"], src: ["http", "https"] },
};

/** Raw HTML is shown as the text the user wrote, never as markup (nothing of it executes). */
function rawHtmlAsText() {
  return (tree: MdastRoot) => {
    const walk = (node: { children?: MdastContent[]; type: string }) => {
      if (!node.children) return;
      const flow = node.type === "root" || node.type === "blockquote" || node.type === "listItem";
      node.children = node.children.map((child) => {
        if (child.type !== "html") {
          walk(child as { children?: MdastContent[]; type: string });
          return child;
        }
        const text = { type: "text", value: child.value } as const;
        return (flow ? { type: "paragraph", children: [text] } : text) as MdastContent;
      });
    };
    walk(tree);
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(rawHtmlAsText)
  .use(remarkRehype)
  .use(rehypeSanitize, SCHEMA);

const HEADING = /^h([1-6])$/;
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** The text of a node, as a screen reader would read it. */
export function hastText(node: HastRoot | HastContent): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return node.children.map((child) => hastText(child)).join("");
  return "";
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function linkTerms(text: Text, pattern: RegExp, links: Readonly<Record<string, string>>): ElementContent[] {
  const parts: ElementContent[] = [];
  let last = 0;
  for (const match of text.value.matchAll(pattern)) {
    const term = match[1] ?? "";
    parts.push({ type: "text", value: `${text.value.slice(last, match.index)}'` });
    parts.push({
      type: "element",
      tagName: "a",
      properties: { href: links[term] ?? "#", dataTerm: "" },
      children: [{ type: "text", value: term }],
    });
    parts.push({ type: "text", value: "'" });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return [text];
  parts.push({ type: "text", value: text.value.slice(last) });
  return parts;
}

/** The host of an image address that would load from outside the site, or null for the site's own. */
function remoteHost(src: string): string | null {
  if (!src.startsWith("//") && !ABSOLUTE.test(src)) return null;
  try {
    return new URL(src, "https://site.invalid").host.toLowerCase();
  } catch {
    return "";
  }
}

/** An image from a host not on the allow-list, as a link to it (nothing loads until it is followed). */
function remoteImageLink(image: Element, allowed: readonly string[]): Element | null {
  const src = String(image.properties["src"] ?? "");
  const host = remoteHost(src);
  if (host === null || (host !== "" && allowed.some((entry) => entry.toLowerCase() === host))) return null;
  const alt = String(image.properties["alt"] ?? "").trim();
  return {
    type: "element",
    tagName: "a",
    properties: { href: src.startsWith("//") ? `https:${src}` : src, dataRemoteImage: "" },
    children: [
      { type: "text", value: `Image${alt ? `: ${alt}` : ""} (${host || "another site"}, not loaded)` },
    ],
  };
}

/** The highest heading level in the tree (1 for `#`), or 7 when it has none. */
function topHeadingLevel(parent: HastRoot | Element): number {
  let top = 7;
  for (const child of parent.children) {
    if (child.type !== "element") continue;
    const heading = HEADING.exec(child.tagName);
    top = Math.min(top, heading ? Number(heading[1]) : topHeadingLevel(child));
  }
  return top;
}

function decorate(tree: HastRoot, options: MarkdownOptions): void {
  const slug = createSlugger(options.idPrefix ?? "");
  const top = options.headingsFromTop ? topHeadingLevel(tree) : 7;
  const offset = (options.headingOffset ?? 0) - (top < 7 ? top - 1 : 0);
  const terms = Object.keys(options.links ?? {});
  const pattern = terms.length > 0 ? new RegExp(`'(${terms.map(escapeRegExp).join("|")})'`, "g") : null;
  const walk = (parent: HastRoot | Element, inLinkOrCode: boolean) => {
    const children: (HastContent | ElementContent)[] = [];
    for (const original of parent.children) {
      if (original.type === "text" && pattern && !inLinkOrCode) {
        children.push(...linkTerms(original, pattern, options.links ?? {}));
        continue;
      }
      const child =
        original.type === "element" && original.tagName === "img"
          ? (remoteImageLink(original, options.imageHosts ?? []) ?? original)
          : original;
      children.push(child);
      if (child.type !== "element") continue;
      const heading = HEADING.exec(child.tagName);
      if (heading) {
        child.tagName = `h${Math.min(6, Number(heading[1]) + offset)}`;
        const label = hastText(child);
        child.properties = { ...child.properties, id: slug(label), dataLabel: label };
      }
      if (child.tagName === "a") {
        // A scheme-relative link (`//host/x`) is made explicit: it leaves the site like any other.
        if (String(child.properties["href"] ?? "").startsWith("//"))
          child.properties = { ...child.properties, href: `https:${String(child.properties["href"])}` };
        const href = String(child.properties["href"] ?? "");
        if (ABSOLUTE.test(href) && !href.startsWith("mailto:")) {
          child.properties = {
            ...child.properties,
            rel: ["nofollow", "noopener", "noreferrer"],
            dataExternal: "",
          };
          child.children.push({
            type: "element",
            tagName: "span",
            properties: { className: ["sr-only"] },
            children: [{ type: "text", value: " (external link)" }],
          });
        }
      }
      walk(
        child,
        inLinkOrCode || child.tagName === "a" || child.tagName === "code" || child.tagName === "pre",
      );
    }
    parent.children = children as typeof parent.children;
  };
  walk(tree, false);
}

/**
 * Largest document rendered as markdown, in bytes of UTF-8. micromark's cost per construct is high:
 * on this machine kind, quiet, 16 KiB of nested emphasis took 0.5–0.8 s and a process's first 16 KiB
 * of nested lists 1.1 s (`npm run bench -- parsers`); 12 KiB keeps every shape under a second. The
 * longest built-in role body is about 4 KiB. A larger document is shown as its exact text, so no
 * team file can stall a build or freeze /open-roles.
 */
export const MAX_MARKDOWN_BYTES = 12 * 1024;

/** Blockquotes nested deeper than this, or lines indented further, are not rendered (parsing slows down sharply). */
export const MAX_NESTING = 64;
const MAX_INDENT = 2 * MAX_NESTING;

function tooDeep(source: string): boolean {
  for (const line of source.split("\n")) {
    const prefix = /^[\s>]*/.exec(line)?.[0] ?? "";
    if (prefix.length <= MAX_NESTING) continue;
    let quotes = 0;
    for (const char of prefix) if (char === ">") quotes += 1;
    if (quotes > MAX_NESTING || prefix.length > MAX_INDENT + quotes) return true;
  }
  return false;
}

/**
 * Renders markdown to a sanitized hast tree: GFM tables, task lists, strikethrough and autolinks;
 * raw HTML kept as visible text; only http(s)/mailto links; images only from the site or an allowed
 * host (others become links, see `imageHosts`); scheme-relative links made https; external links get
 * `rel="nofollow noopener noreferrer"`, `data-external` and a screen-reader note; heading levels
 * shifted and given ids. Fenced code keeps its `language-x` class for a highlighter.
 */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): MarkdownResult {
  const over = sizeOverLimit(source, MAX_MARKDOWN_BYTES);
  if (over) {
    // Counted exactly up to the input limit (a millisecond); past it the length is a lower bound.
    const exact = over.exact || source.length <= MAX_INPUT_BYTES;
    const size = over.exact ? over.bytes : exact ? utf8Length(source) : over.bytes;
    const bytes = `${exact ? "" : "at least "}${groupDigits(size)} bytes`;
    const limit = `${groupDigits(MAX_MARKDOWN_BYTES)} bytes`;
    return {
      ok: false,
      reason: `the document is ${bytes}, more than the ${limit} rendered as markdown; its exact text is shown`,
    };
  }
  if (tooDeep(source))
    return { ok: false, reason: "the document is nested too deeply to render; its exact text is shown" };
  try {
    const tree = processor.runSync(processor.parse(source)) as HastRoot;
    decorate(tree, options);
    return { ok: true, tree };
  } catch (error) {
    if (error instanceof RangeError)
      return { ok: false, reason: "the document is nested too deeply to render; its exact text is shown" };
    throw error;
  }
}
