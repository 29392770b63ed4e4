import type { ReactNode } from "react";

import { Disclosure } from "@/components/catalog/disclosure";

/**
 * A role's system prompt: its reading view, its exact text one click away; or a note that it has none.
 * The renderers are the caller's: the role's page highlights with shiki on the server, /open-roles
 * renders in the browser (app/open-roles/open-roles-view.browser.tsx).
 */
export function SystemPromptLayout({
  prompt,
  reading,
  source,
}: {
  prompt: string | null;
  reading: ReactNode;
  source: ReactNode;
}) {
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
        {reading}
      </div>
      <Disclosure summary="Markdown source, exactly as sent" meta={`${lines} lines`}>
        {source}
      </Disclosure>
    </div>
  );
}
