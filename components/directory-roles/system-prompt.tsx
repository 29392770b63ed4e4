import { CodeBlock } from "@/components/code/code-block";

/** A role's system prompt as highlighted Markdown, or a note that it has none. */
export function SystemPrompt({
  name,
  prompt,
  maxHeight,
}: {
  name: string;
  prompt: string | null;
  maxHeight?: string;
}) {
  if (prompt === null) {
    return (
      <p className="border-border-strong text-fg-muted rounded-lg border border-dashed px-4 py-3 text-sm">
        No system prompt. Composed profiles start with the modes&apos; behaviors; add system_prompt.md to give
        the role its own instructions.
      </p>
    );
  }
  return (
    <CodeBlock
      code={prompt}
      lang="markdown"
      title="system_prompt"
      copyLabel={`${name} system prompt`}
      {...(maxHeight ? { maxHeight } : {})}
    />
  );
}
