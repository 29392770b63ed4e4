"use client";

import type { ExtraRolesSource } from "@/lib/composer/panels/import-profile";
import type { ComposeQuery } from "@/lib/composer/compose-query";

import { EMPTY_BOX } from "./composer-layout";
import { YamlImport } from "./yaml-import";

/** The intro as the page prerendered it (components/composer/empty-state-intro.tsx). */
let pageIntro = "";

/** Keeps the prerendered intro's markup: app/compose/composer.react-island.tsx calls it before React replaces the skeleton. */
export function keepPageIntro(container: ParentNode): void {
  pageIntro = container.querySelector("[data-composer-intro]")?.innerHTML ?? pageIntro;
}

/** Shown until a role is picked: what a profile is, example compositions and import. */
export function EmptyState({
  onOpen,
  onOpenLink,
  extraRoles,
}: {
  readonly onOpen: (query: ComposeQuery, status: string) => void;
  /** Opens an example link's composition in place; false when the link is not one it can read. */
  readonly onOpenLink: (search: string, label: string) => boolean;
  readonly extraRoles: ExtraRolesSource;
}) {
  return (
    <div className={EMPTY_BOX} data-testid="compose-empty">
      <div
        data-composer-intro=""
        dangerouslySetInnerHTML={{ __html: pageIntro }}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
          if (link instanceof HTMLAnchorElement && onOpenLink(link.search, link.textContent ?? ""))
            event.preventDefault();
        }}
      />
      <YamlImport onImport={onOpen} extraRoles={extraRoles} />
    </div>
  );
}
