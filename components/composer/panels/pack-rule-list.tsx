"use client";

import type { CatalogRoleConfig } from "@/lib/casts/core";
import { packRuleNotes } from "@/lib/composer/panels/pack-rule-notes";

/** The pack's rules for the role in words, with the model and effort that apply at run time. */
export function PackRuleList({
  roleName,
  packName,
  config,
  description,
}: {
  readonly roleName: string;
  readonly packName: string;
  readonly config: CatalogRoleConfig | null;
  readonly description: string;
}) {
  const notes = packRuleNotes({ roleName, packName, config, description });
  return (
    <ul className="text-fg-muted mt-1.5 list-disc space-y-1 pl-4">
      {config ? (
        <li>
          Model: {config.model ?? "the runtime's default (the pack sets none)"}. {notes.effort}
        </li>
      ) : null}
      {notes.rules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}
