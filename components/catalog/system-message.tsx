import { CodeBlock } from "@/components/code/code-block";
import { MarkdownView } from "@/components/markdown/markdown-view";
import type { MarkdownOptions } from "@/lib/site/markdown-pipeline";

import { AnchorHeading } from "./anchor-heading";
import { Disclosure } from "./disclosure";
import { groupDigits } from "@/lib/casts/core/digits";

interface SystemMessageProps {
  readonly name: string;
  readonly body: string;
  /** How the reading view renders it (lib/site/role-body.ts: roleBodyMarkdown). */
  readonly markdown: MarkdownOptions;
}

/** The role body: a rendered reading view and the exact markdown the model receives, with copy. */
export function SystemMessage({ name, body, markdown }: SystemMessageProps) {
  const lines = body.trimEnd().split("\n").length;
  return (
    <section aria-labelledby="system-message">
      <AnchorHeading id="system-message" label="System message" />
      <p className="text-fg-muted mb-4 max-w-3xl">
        This body is the whole system message when the role runs without modes:{" "}
        <strong className="text-fg font-medium">{groupDigits(body.length)} characters</strong> on {lines}{" "}
        lines, sent exactly as below. Each mode you add appends its behaviours after a blank line.
      </p>
      <div className="border-border bg-bg-subtle/60 rounded-xl border p-5 sm:p-6">
        <p className="text-fg-subtle mb-3 text-xs font-medium tracking-wide uppercase">Reading view</p>
        <MarkdownView source={body} {...markdown} />
      </div>
      <div className="lazy-render mt-4 [contain-intrinsic-size:auto_135rem] md:[contain-intrinsic-size:auto_70rem]">
        <Disclosure summary="Markdown source, exactly as sent" meta={`${lines} lines`} open>
          <CodeBlock
            code={body}
            lang="markdown"
            title={`${name}.md`}
            copyLabel={`${name} system message`}
            testId="role-body"
          />
        </Disclosure>
      </div>
    </section>
  );
}
