"use client";

import { useMemo } from "react";

import { CopyButton } from "@/components/code/copy-button";
import type { Composition } from "@/lib/composer/composition";
import { profileFileName } from "@/lib/composer/file-name";
import type { ComposeQuery } from "@/lib/composer/compose-query";

import { downloadText } from "@/lib/composer/download";
import { compositionYaml } from "@/lib/composer/panels/composition-yaml";
import { Panel } from "../panel";
import { YamlImport } from "../yaml-import";
import type { ExtraRolesSource } from "@/lib/composer/panels/import-profile";

/** `Profile.toYaml()` with copy and download, and the way back in: import. */
export function YamlPanel({
  composition,
  onImport,
  extraRoles,
}: {
  readonly composition: Composition;
  readonly onImport: (query: ComposeQuery, status: string) => void;
  readonly extraRoles: ExtraRolesSource;
}) {
  const yaml = useMemo(() => compositionYaml(composition), [composition]);
  const fileName = profileFileName(composition.profileName);
  return (
    <Panel
      id="yaml-heading"
      title="Profile YAML"
      actions={
        yaml === null ? null : (
          <>
            <CopyButton text={yaml} label="profile YAML" />
            <button
              type="button"
              onClick={() => downloadText(fileName, yaml)}
              className="text-fg-muted hover:bg-bg-muted hover:text-fg inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-medium"
            >
              Download <span className="font-mono">{fileName}</span>
            </button>
          </>
        )
      }
    >
      {yaml === null ? (
        <p className="border-danger text-fg-muted rounded-md border border-dashed px-3 py-2.5 text-sm">
          No profile YAML while two modes conflict: the library cannot build a{" "}
          <span className="font-mono">Profile</span> from this composition, so there is nothing to save.
          Remove one of the conflicting modes and the YAML appears here.
        </p>
      ) : (
        <pre
          data-testid="profile-yaml"
          tabIndex={0}
          aria-label="Profile YAML text"
          className="bg-bg-subtle overflow-auto rounded-md px-3 py-2.5 font-mono text-[12.5px] leading-relaxed"
        >
          {yaml}
        </pre>
      )}
      <p className="text-fg-subtle mt-2 text-xs">
        Byte-identical to <span className="font-mono">Profile.toYaml()</span> and the reference implementation
        (PyYAML, sorted keys): load it with <span className="font-mono">Profile.fromYaml</span> or{" "}
        <span className="font-mono">casts compose</span>.
      </p>
      <YamlImport onImport={onImport} extraRoles={extraRoles} />
    </Panel>
  );
}
