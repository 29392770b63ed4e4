import { CodeBlock } from "@/components/code/code-block";
import { MarkdownView } from "@/components/markdown/markdown-view";

import { SystemPromptLayout } from "./system-prompt-layout";

/** A role's system prompt rendered as markdown (fences highlighted), its exact text one click away. */
export function SystemPrompt({ name, prompt }: { name: string; prompt: string | null }) {
  return (
    <SystemPromptLayout
      prompt={prompt}
      reading={prompt === null ? null : <MarkdownView source={prompt} headingOffset={2} idPrefix="prompt-" />}
      source={
        prompt === null ? null : (
          <CodeBlock
            code={prompt}
            lang="markdown"
            title="system_prompt"
            copyLabel={`${name} system prompt`}
          />
        )
      }
    />
  );
}
