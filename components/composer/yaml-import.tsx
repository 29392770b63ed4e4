"use client";

import { Suspense, useState } from "react";

import type { ExtraRolesSource } from "@/lib/composer/panels/import-profile";
import type { ComposeQuery } from "@/lib/composer/compose-query";

import { YamlImportForm } from "./load-panels";

const noExtraRoles: ExtraRolesSource = () => Promise.resolve([]);

/** "Import a profile YAML": a disclosure whose form (and the YAML parser) loads when it is first opened. */
export function YamlImport({
  onImport,
  open = false,
  extraRoles = noExtraRoles,
}: {
  readonly onImport: (query: ComposeQuery, status: string) => void;
  readonly open?: boolean;
  /** Directory roles an imported profile may name. */
  readonly extraRoles?: ExtraRolesSource;
}) {
  const [opened, setOpened] = useState(open);
  return (
    <details
      className="border-border mt-4 border-t pt-3 text-sm"
      open={open}
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary className="cursor-pointer font-medium">Import a profile YAML</summary>
      {opened ? (
        <Suspense fallback={<p className="text-fg-muted mt-3 text-xs">Loading the importer…</p>}>
          <YamlImportForm.Component onImport={onImport} extraRoles={extraRoles} />
        </Suspense>
      ) : null}
    </details>
  );
}
