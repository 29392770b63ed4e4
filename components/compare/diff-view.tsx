import {
  sourceKey,
  sourceLabel,
  type DiffLine,
  type MessageDiff,
  type MessageSource,
} from "@/lib/casts/compare";

const MARK = { added: "+", removed: "−", same: " " } as const;
const LINE = {
  added: "bg-success-soft/70",
  removed: "bg-danger-soft/70",
  same: "",
} as const;

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0");

/**
 * Where a line comes from: its one source, or, for a line both messages hold that comes from a different
 * part on each side (a sentence two role bodies share), both, A's first. Tagging such a line with B's
 * source alone credited B's role with text A's has too.
 */
function lineSources(line: DiffLine): MessageSource[] {
  const { sourceA: a, sourceB: b } = line;
  if (line.status === "same" && a && b && sourceKey(a) !== sourceKey(b)) return [a, b];
  const source = b ?? a;
  return source ? [source] : [];
}

/**
 * Each line's tag: its sources where a new run of them starts, else null. A blank line takes no tag and
 * does not end a run: a tag on it sat alone between the paragraphs it separates.
 */
function lineTags(lines: readonly DiffLine[]): (string | null)[] {
  let runKey = "";
  return lines.map((line) => {
    const sources = lineSources(line);
    if (line.text.trim() === "" || sources.length === 0) return null;
    const key = `${line.status}:${sources.map(sourceKey).join("+")}`;
    const startsRun = key !== runKey;
    runKey = key;
    const shown = sources.filter((source) => source.kind !== "separator");
    return startsRun && shown.length > 0 ? shown.map(sourceLabel).join(" · ") : null;
  });
}

/** The line diff, each line tagged with its sources where a new run of them starts. */
export function DiffLines({ diff }: { readonly diff: MessageDiff }) {
  const tags = lineTags(diff.lines);
  return (
    <div
      data-testid="diff"
      role="region"
      aria-label="Line diff, A to B"
      tabIndex={0}
      className="border-border overflow-x-auto rounded-lg border font-mono text-[13px] leading-5"
    >
      {diff.lines.map((line, index) => {
        const tag = tags[index];
        const source = line.sourceB ?? line.sourceA;
        return (
          <div
            key={index}
            data-diff={line.status}
            data-source={source ? sourceKey(source) : ""}
            className={`flex min-h-5 gap-2 px-2 ${LINE[line.status]}`}
          >
            <span aria-hidden="true" className="text-fg-subtle w-3 shrink-0 select-none">
              {MARK[line.status]}
            </span>
            <span className="sr-only">{line.status === "same" ? "" : `${line.status}: `}</span>
            <span className="min-w-0 flex-1 whitespace-pre-wrap">{line.text}</span>
            {tag ? <span className="text-fg-subtle shrink-0 text-[11px]">{tag}</span> : null}
          </div>
        );
      })}
    </div>
  );
}

/** Characters and (estimated) tokens of each source on either side, with the change. */
export function SourceTable({ diff }: { readonly diff: MessageDiff }) {
  const { totals } = diff;
  return (
    <table className="w-full text-sm" data-testid="source-deltas">
      <caption className="text-fg-muted mb-1 text-left text-xs">
        What each part costs. Tokens are estimated (characters ÷ 4); <code>casts diff</code> counts them with
        the o200k tokenizer.
      </caption>
      <thead className="text-fg-muted text-left text-xs">
        <tr>
          <th scope="col">Source</th>
          <th scope="col">Change</th>
          <th scope="col" className="text-right">
            Characters A → B
          </th>
          <th scope="col" className="text-right">
            Tokens Δ
          </th>
        </tr>
      </thead>
      <tbody>
        {diff.sources.map((row) => (
          <tr key={sourceKey(row.source)} data-change={row.change} className="border-border border-t">
            <td className="py-1">{sourceLabel(row.source)}</td>
            <td>{row.change}</td>
            <td className="text-right tabular-nums">
              {row.charactersA} → {row.charactersB} ({signed(row.charactersB - row.charactersA)})
            </td>
            <td className="text-right tabular-nums">{signed(row.tokensB - row.tokensA)}</td>
          </tr>
        ))}
        <tr className="border-border-strong border-t font-medium">
          <td className="py-1">Whole message</td>
          <td />
          <td className="text-right tabular-nums" data-testid="total-characters">
            {totals.charactersA} → {totals.charactersB} ({signed(totals.charactersB - totals.charactersA)})
          </td>
          <td className="text-right tabular-nums">{signed(totals.tokensB - totals.tokensA)}</td>
        </tr>
      </tbody>
    </table>
  );
}
