import { PermalinkAnchor } from "@/components/catalog/anchor-heading";
import { parseInline, parseMarkdown, type Block, type Inline } from "@/lib/site/markdown";

interface MarkdownViewProps {
  readonly source: string;
  /** Added to each heading level, so a body's `#` can sit under the page's h2 (offset 2 → h3). */
  readonly headingOffset?: number;
  readonly idPrefix?: string;
  /** Quoted words to link, e.g. `'design_spec'` → its emission section. */
  readonly links?: Readonly<Record<string, string>>;
}

/** The reading view of a role body or mode text, rendered at build time from a small markdown subset. */
export function MarkdownView({ source, headingOffset = 0, idPrefix = "", links = {} }: MarkdownViewProps) {
  const blocks = parseMarkdown(source, { idPrefix });
  return (
    <div className="space-y-3 leading-relaxed">
      {blocks.map((block, index) => renderBlock(block, index, headingOffset, links))}
    </div>
  );
}

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;

function renderBlock(block: Block, key: number, offset: number, links: Readonly<Record<string, string>>) {
  switch (block.type) {
    case "heading": {
      const Tag = HEADINGS[Math.min(6, block.level + offset) - 1] ?? "h6";
      const size = block.level === 1 ? "text-xl font-semibold" : "text-base font-semibold pt-2";
      return (
        <div key={key} className={`group text-fg flex items-baseline gap-2 tracking-tight ${size}`}>
          <Tag id={block.id} className="scroll-mt-20">
            {renderInline(block.children, links)}
          </Tag>
          <PermalinkAnchor id={block.id} label={block.text} />
        </div>
      );
    }
    case "paragraph":
      return <p key={key}>{renderInline(block.children, links)}</p>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          key={key}
          className={`space-y-1.5 pl-5 ${block.ordered ? "list-decimal" : "marker:text-fg-subtle list-disc"}`}
        >
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              {renderInline(item, links)}
            </li>
          ))}
        </List>
      );
    }
    case "code":
      return (
        <pre key={key} className="bg-bg-muted overflow-x-auto rounded-md p-3 font-mono text-[13px]">
          <code>{block.value}</code>
        </pre>
      );
  }
}

function renderInline(nodes: readonly Inline[], links: Readonly<Record<string, string>>): React.ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === "code")
      return (
        <code key={index} className="bg-bg-muted rounded px-1 py-0.5 font-mono text-[0.9em]">
          {node.value}
        </code>
      );
    if (node.type === "strong") return <strong key={index}>{renderInline(node.children, links)}</strong>;
    if (node.type === "em") return <em key={index}>{renderInline(node.children, links)}</em>;
    return <LinkedText key={index} text={node.value} links={links} />;
  });
}

function LinkedText({
  text,
  links,
}: {
  readonly text: string;
  readonly links: Readonly<Record<string, string>>;
}) {
  const terms = Object.keys(links);
  if (terms.length === 0) return text;
  const pattern = new RegExp(
    `'(${terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})'`,
    "g",
  );
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const term = match[1] ?? "";
    parts.push(text.slice(last, match.index), "'");
    parts.push(
      <a
        key={match.index}
        href={links[term]}
        className="text-accent decoration-accent/40 hover:decoration-accent font-mono text-[0.9em] underline"
      >
        {term}
      </a>,
      "'",
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/** One line of prose with inline code and emphasis, e.g. a field description. */
export function InlineMarkdown({ text }: { readonly text: string }) {
  return <>{renderInline(parseInline(text), {})}</>;
}
