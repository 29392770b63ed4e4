import { createSlugger } from "./slug";

// A deliberately small markdown reader for role bodies: ATX headings, paragraphs, bullet and
// numbered lists, fenced code, and inline code / strong / emphasis. Everything else is text,
// and the output is a tree of plain data rendered by React (no HTML strings, nothing to escape).

export type Inline =
  | { readonly type: "text"; readonly value: string }
  | { readonly type: "code"; readonly value: string }
  | { readonly type: "strong"; readonly children: readonly Inline[] }
  | { readonly type: "em"; readonly children: readonly Inline[] };

export type Block =
  | {
      readonly type: "heading";
      readonly level: number;
      readonly id: string;
      readonly text: string;
      readonly children: readonly Inline[];
    }
  | { readonly type: "paragraph"; readonly children: readonly Inline[] }
  | { readonly type: "list"; readonly ordered: boolean; readonly items: readonly (readonly Inline[])[] }
  | { readonly type: "code"; readonly lang: string; readonly value: string };

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([\w-]*)/;

/** Parses markdown into blocks; heading ids are slugs with `idPrefix`, unique within the document. */
export function parseMarkdown(
  source: string,
  { idPrefix = "" }: { readonly idPrefix?: string } = {},
): Block[] {
  const slug = createSlugger(idPrefix);
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? "";
    if (line.trim() === "") {
      index += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] ?? "```";
      const body: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? "").trim().startsWith(marker))
        body.push(lines[index++] ?? "");
      index += 1;
      blocks.push({ type: "code", lang: fence[2] ?? "", value: body.join("\n") });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const text = heading[2] ?? "";
      blocks.push({
        type: "heading",
        level: heading[1]?.length ?? 1,
        id: slug(text),
        text,
        children: parseInline(text),
      });
      index += 1;
      continue;
    }
    const listKind = BULLET.test(line) ? BULLET : ORDERED.test(line) ? ORDERED : null;
    if (listKind) {
      const items: string[] = [];
      while (index < lines.length) {
        const current = lines[index] ?? "";
        const item = listKind.exec(current);
        if (item) items.push(item[1] ?? "");
        else if (current.trim() !== "" && /^\s+/.test(current) && items.length > 0)
          items[items.length - 1] += ` ${current.trim()}`;
        else break;
        index += 1;
      }
      blocks.push({ type: "list", ordered: listKind === ORDERED, items: items.map(parseInline) });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length) {
      const current = lines[index] ?? "";
      if (
        current.trim() === "" ||
        HEADING.test(current) ||
        BULLET.test(current) ||
        ORDERED.test(current) ||
        FENCE.test(current)
      )
        break;
      paragraph.push(current.trim());
      index += 1;
    }
    blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
  }
  return blocks;
}

// `code` first (its content is literal), then **strong**, then *em* / _em_ that do not sit inside words
// (so snake_case names such as ci_95 stay text).
const INLINE =
  /`([^`]+)`|\*\*(?=\S)(.+?)(?<=\S)\*\*|(?<![\w*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])|(?<![\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/u;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  for (let match = INLINE.exec(rest); match; match = INLINE.exec(rest)) {
    if (match.index > 0) out.push({ type: "text", value: rest.slice(0, match.index) });
    const [, code, strong, star, underscore] = match;
    if (code !== undefined) out.push({ type: "code", value: code });
    else if (strong !== undefined) out.push({ type: "strong", children: parseInline(strong) });
    else out.push({ type: "em", children: parseInline(star ?? underscore ?? "") });
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) out.push({ type: "text", value: rest });
  return out;
}

/** The plain text of inline nodes (for ids, labels and tests). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes.map((node) => ("value" in node ? node.value : inlineText(node.children))).join("");
}
