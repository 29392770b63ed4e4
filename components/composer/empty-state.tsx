"use client";

import type { ExtraRolesSource } from "@/lib/composer/lazy/import-profile";
import type { ComposeQuery } from "@/lib/composer/compose-query";

import { EmptyStateIntro } from "./empty-state-intro";
import { YamlImport } from "./yaml-import";

/** Shown until a role is picked: what a profile is, example compositions and import. */
export function EmptyState({
  onOpen,
  extraRoles,
}: {
  readonly onOpen: (query: ComposeQuery, status: string) => void;
  readonly extraRoles: ExtraRolesSource;
}) {
  return (
    <div
      className="border-border-strong rounded-lg border border-dashed px-5 py-6"
      data-testid="compose-empty"
    >
      <EmptyStateIntro onOpen={onOpen} />
      <YamlImport onImport={onOpen} extraRoles={extraRoles} />
    </div>
  );
}
