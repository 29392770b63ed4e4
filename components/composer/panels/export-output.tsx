"use client";

import { useEffect, useState } from "react";

import { CopyButton } from "@/components/code/copy-button";
import type { ExportResult, InstallLink, Snippet, TokenCount } from "@/lib/casts/export";

import { groupDigits } from "@/lib/casts/core/digits";

import { ExportChecks } from "./export-checks";

type CountTokens = (
  text: string,
  target: ExportResult["target"],
  model: string | null,
) => Promise<TokenCount>;

/** The token figure with what produced it, per provider: a real tokenizer, or an estimate and why. */
function tokenNote(count: TokenCount, target: ExportResult["target"], model: string | null): string {
  const figure = groupDigits(count.count);
  if (count.method === "o200k_base")
    return `${figure} tokens in the message and schema, counted with OpenAI's o200k_base tokenizer (GPT-4o, GPT-4.1 and o-series models)`;
  const who =
    target === "anthropic" || (model !== null && /claude/i.test(model))
      ? "Anthropic does not publish its tokenizer, so Claude's count differs"
      : "this tool's own tokenizer may count differently";
  return `≈ ${figure} tokens in the message and schema: an estimate (characters ÷ 4); ${who}`;
}

/** One export: its path and text, what the reader should know, the token count, and request snippets. */
export function ExportOutput({
  result,
  snippets,
  links,
  countTokens,
}: {
  readonly result: ExportResult;
  readonly snippets: readonly Snippet[];
  readonly links: readonly InstallLink[];
  readonly countTokens: CountTokens;
}) {
  const [tokens, setTokens] = useState<{ readonly payload: string; readonly count: TokenCount } | null>(null);
  useEffect(() => {
    let current = true;
    void countTokens(result.payload, result.target, result.model).then(
      (count) => current && setTokens({ payload: result.payload, count }),
    );
    return () => {
      current = false;
    };
  }, [countTokens, result.payload, result.target, result.model]);
  const count = tokens?.payload === result.payload ? tokens.count : null;
  return (
    <div className="mt-3 space-y-3">
      {result.files.map((file) => (
        <figure key={file.path} className="min-w-0">
          <figcaption className="text-fg-muted mb-1 font-mono text-xs" data-testid="export-path">
            {file.path}
          </figcaption>
          <pre
            tabIndex={0}
            aria-label={`${file.path} content`}
            data-testid="export-content"
            className="bg-bg-subtle max-h-96 overflow-auto rounded-md px-3 py-2.5 font-mono text-[12.5px] leading-relaxed break-words whitespace-pre-wrap"
          >
            {file.content}
          </pre>
        </figure>
      ))}
      <ExportChecks findings={result.findings} links={links} content={result.files[0]?.content ?? ""} />
      <p className="text-fg-subtle text-xs" data-testid="export-tokens" data-method={count?.method ?? ""}>
        {count === null ? "Counting tokens…" : tokenNote(count, result.target, result.model)}
      </p>
      {result.notes.length > 0 ? (
        <ul className="text-fg-muted list-disc space-y-1 pl-5 text-xs">
          {result.notes.map((note) => (
            <li key={note} data-testid="export-note">
              {note}
            </li>
          ))}
        </ul>
      ) : null}
      {snippets.map((snippet) => (
        <details
          key={snippet.language}
          className="border-border rounded-md border"
          data-testid="export-snippet"
        >
          <summary className="cursor-pointer px-3 py-1.5 text-sm font-medium">{snippet.label}</summary>
          <div className="flex justify-end px-2">
            <CopyButton text={snippet.code} label={`${snippet.label} snippet`} />
          </div>
          <pre className="bg-bg-subtle overflow-auto px-3 py-2.5 font-mono text-[12.5px] break-words whitespace-pre-wrap">
            {snippet.code}
          </pre>
        </details>
      ))}
    </div>
  );
}
