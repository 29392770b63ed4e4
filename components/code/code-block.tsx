import { CopyButton } from "./copy-button";
import { highlightCode, type CodeLanguage } from "./highlight";

interface CodeBlockProps {
  readonly code: string;
  readonly lang: CodeLanguage;
  /** Shown in the block's header bar, e.g. a file name. */
  readonly title?: string;
  /** Accessible name of the copy button's target, e.g. "system message". */
  readonly copyLabel?: string;
  readonly maxHeight?: string;
  readonly testId?: string;
}

/** Server-rendered, highlighted code with a copy button (works without JavaScript except copy). */
export async function CodeBlock({ code, lang, title, copyLabel = "code", maxHeight, testId }: CodeBlockProps) {
  const html = await highlightCode(code, lang);
  return (
    <figure className="overflow-hidden rounded-lg border border-border bg-bg-subtle">
      <figcaption className="flex items-center justify-between gap-2 border-b border-border px-3 py-1.5 text-xs text-fg-subtle">
        <span className="font-mono">{title ?? lang}</span>
        <CopyButton text={code} label={copyLabel} />
      </figcaption>
      <div
        className="overflow-auto px-4 py-3 font-mono text-[13px] leading-relaxed [&_pre]:whitespace-pre-wrap [&_pre]:break-words"
        style={maxHeight ? { maxHeight } : undefined}
        data-testid={testId}
        tabIndex={0}
        role="region"
        aria-label={title ?? `${lang} code`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </figure>
  );
}
