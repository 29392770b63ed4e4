import { Disclosure } from "@/components/catalog/disclosure";
import { CodeBlock } from "@/components/code/code-block";
import { MarkdownView } from "@/components/markdown/markdown-view";

/** A role's system prompt rendered as markdown, its exact text one click away; or a note that it has none. */
export function SystemPrompt({ name, prompt }: { name: string; prompt: string | null }) {
  if (prompt === null) {
    return (
      <p className="border-border-strong text-fg-muted rounded-lg border border-dashed px-4 py-3 text-sm">
        No system prompt. Composed profiles start with the modes&apos; behaviors; add system_prompt.md to give
        the role its own instructions.
      </p>
    );
  }
  const lines = prompt.trimEnd().split("\n").length;
  return (
    <div className="space-y-4">
      <div className="border-border bg-bg-subtle/60 rounded-xl border p-5 sm:p-6">
        <p className="text-fg-subtle mb-3 text-xs font-medium tracking-wide uppercase">Reading view</p>
        <MarkdownView source={prompt} headingOffset={2} idPrefix="prompt-" />
      </div>
      <Disclosure summary="Markdown source, exactly as sent" meta={`${lines} lines`}>
        <CodeBlock code={prompt} lang="markdown" title="system_prompt" copyLabel={`${name} system prompt`} />
      </Disclosure>
    </div>
  );
}
