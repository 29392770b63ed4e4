import { StaticCopyButton } from "./static-copy-button";
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
export async function CodeBlock({
  code,
  lang,
  title,
  copyLabel = "code",
  maxHeight,
  testId,
}: CodeBlockProps) {
  const html = await highlightCode(code, lang);
  return (
    <figure className="border-border bg-bg-subtle overflow-hidden rounded-lg border">
      <figcaption className="border-border text-fg-subtle flex items-center justify-between gap-2 border-b px-3 py-1.5 text-xs">
        <span className="font-mono">{title ?? lang}</span>
        <StaticCopyButton text={code} label={copyLabel} />
      </figcaption>
      <div
        className="overflow-auto px-4 py-3 font-mono text-[13px] leading-relaxed [&_pre]:break-words [&_pre]:whitespace-pre-wrap"
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
