import type { Root } from "hast";
import { toJsxRuntime, type Components } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";

import { PermalinkAnchor } from "@/components/catalog/anchor-heading";
import { renderMarkdown, type MarkdownOptions, type MarkdownResult } from "@/lib/site/markdown-pipeline";

import { markdownTree } from "./markdown-tree";

interface MarkdownViewProps extends MarkdownOptions {
  readonly source: string;
}

const HEADING_CLASS = "text-fg scroll-mt-20 font-semibold tracking-tight";

function heading(tag: "h1" | "h2" | "h3" | "h4" | "h5" | "h6") {
  return function Heading({
    id,
    children,
    "data-label": label,
  }: {
    id?: string;
    children?: React.ReactNode;
    "data-label"?: string;
  }) {
    const Tag = tag;
    return (
      <div className="group flex items-baseline gap-2 pt-2">
        <Tag id={id} className={HEADING_CLASS}>
          {children}
        </Tag>
        {id ? <PermalinkAnchor id={id} label={label || id} /> : null}
      </div>
    );
  };
}

const COMPONENTS: Partial<Components> = {
  h1: heading("h1"),
  h2: heading("h2"),
  h3: heading("h3"),
  h4: heading("h4"),
  h5: heading("h5"),
  h6: heading("h6"),
  a: ({ children, ...props }: React.ComponentProps<"a"> & { "data-external"?: string }) => (
    <a {...props} className="text-accent decoration-accent/40 hover:decoration-accent underline">
      {children}
      {props["data-external"] !== undefined ? <span aria-hidden="true"> ↗</span> : null}
    </a>
  ),
  table: (props: React.ComponentProps<"table">) => (
    <div className="overflow-x-auto">
      <table
        {...props}
        className="border-border w-full border-collapse text-sm [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left"
      />
    </div>
  ),
  pre: (props: React.ComponentProps<"pre">) => (
    <pre
      {...props}
      className={`${props.className ?? ""} overflow-x-auto rounded-md p-3 font-mono text-[13px]`}
    />
  ),
  // Inline code at 0.875em is 14 px in body text, a size the page's other code already uses (a field
  // table sets its cells' code to the table's 13 px): each distinct size is one more font to resolve.
  code: (props: React.ComponentProps<"code">) => (
    <code
      {...props}
      className={props.className ?? "bg-bg-muted rounded px-1 py-0.5 font-mono text-[0.875em]"}
    />
  ),
  blockquote: (props: React.ComponentProps<"blockquote">) => (
    <blockquote {...props} className="border-border-strong text-fg-muted border-l-4 pl-4" />
  ),
  ul: (props: React.ComponentProps<"ul">) => (
    <ul {...props} className={`${props.className ?? ""} marker:text-fg-subtle list-disc space-y-1.5 pl-5`} />
  ),
  ol: (props: React.ComponentProps<"ol">) => <ol {...props} className="list-decimal space-y-1.5 pl-5" />,
};

/**
 * User markdown (role bodies, directory-role descriptions and system prompts) rendered at build
 * time: CommonMark + GFM, sanitized, fenced code highlighted. A document the parser cannot render
 * shows its exact text instead.
 */
export async function MarkdownView({ source, ...options }: MarkdownViewProps) {
  const result = await markdownTree(source, options);
  if (!result.ok) {
    return (
      <div className="space-y-2">
        <p className="text-fg-muted text-sm">Not rendered: {result.reason}.</p>
        <pre className="bg-bg-muted overflow-x-auto rounded-md p-3 font-mono text-[13px] whitespace-pre-wrap">
          {source}
        </pre>
      </div>
    );
  }
  return (
    <div className="markdown space-y-3 leading-relaxed break-words">
      {toJsxRuntime(result.tree, { Fragment, jsx, jsxs, components: COMPONENTS })}
    </div>
  );
}

/**
 * One line that starts with a letter and holds only letters, digits, spaces and punctuation markdown
 * leaves alone (no `*_\`[]<>&|~#!\\`, no `/` or `@` of a link, no `www.`), ending without a space:
 * CommonMark and GFM give it back as the same text. Most field descriptions are such sentences.
 */
const PLAIN_LINE = /^\p{L}(?:[\p{L}\p{N} ,.;:'"()?%-]*[\p{L}\p{N},.;:'"()?%-])?$/u;

/** One line of prose with inline code and emphasis, e.g. a field description (no block wrapper). */
export function InlineMarkdown({ text }: { readonly text: string }) {
  // A plain sentence is its own rendering: no parse (a role page has dozens of field descriptions).
  if (PLAIN_LINE.test(text) && !/www\./i.test(text)) return text;
  return <ParsedInlineMarkdown text={text} />;
}

/**
 * Inline texts this process has parsed, by text. They are field descriptions, which every role page
 * repeats (it shows the field table of each emission it may produce): each is parsed once per build
 * worker, not once per page. The trees are only read. Bounded, so no input can grow it without end.
 */
const parsedInline = new Map<string, MarkdownResult>();
const PARSED_INLINE_MAX = 4096;

function parseInline(text: string): MarkdownResult {
  const made = parsedInline.get(text);
  if (made) return made;
  const result = renderMarkdown(text);
  if (parsedInline.size < PARSED_INLINE_MAX) parsedInline.set(text, result);
  return result;
}

/** InlineMarkdown through the markdown pipeline, whatever the text. */
export function ParsedInlineMarkdown({ text }: { readonly text: string }) {
  const result = parseInline(text);
  if (!result.ok) return text;
  const only = result.tree.children.find((child) => child.type === "element");
  const inline: Root =
    only?.type === "element" &&
    only.tagName === "p" &&
    result.tree.children.filter((c) => c.type === "element").length === 1
      ? { type: "root", children: only.children }
      : result.tree;
  return toJsxRuntime(inline, { Fragment, jsx, jsxs, components: COMPONENTS });
}
