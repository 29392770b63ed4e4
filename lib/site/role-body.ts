import type { Role } from "@/lib/casts";

import type { MarkdownOptions } from "./markdown-pipeline";

/** Anchor of one emission key's section on a role page. */
export const emissionAnchor = (key: string) => `emission-${key}`;

/**
 * How a role page renders the role's body: its headings under the page's h2 with prefixed ids, and
 * each emission key it quotes ('design_spec') linked to that key's section.
 */
export function roleBodyMarkdown(role: Role): MarkdownOptions {
  const keys = role.emissionOperable()?.keys() ?? [];
  return {
    headingOffset: 2,
    idPrefix: "prompt-",
    links: Object.fromEntries(keys.map((key) => [key, `#${emissionAnchor(key)}`])),
  };
}
