"use client";

import { useMemo } from "react";

import { CopyButton } from "@/components/code/copy-button";
import type { Composition } from "@/lib/composer/composition";
import type { ComposerIndex } from "@/lib/composer/composer-index";
import type { ComposerAction, ComposerState } from "@/lib/composer/composer-state";
import type { PackVerdict } from "@/lib/composer/pack-rules";
import { describeModeOptions, outsideAllowReason } from "@/lib/composer/mode-options";
import { formatComposeQuery } from "@/lib/composer/compose-href";

import { ModeList } from "./mode-list";
import { MODE_PICKER_INPUT_ID, ModePicker } from "./mode-picker";
import { ProfileNameField } from "./profile-name-field";
import { RoleCard } from "./role-card";

interface RoleSectionProps {
  readonly index: ComposerIndex;
  readonly state: ComposerState;
  readonly composition: Composition;
  readonly verdict: PackVerdict | null;
  readonly edit: (action: ComposerAction) => void;
}

/** The form below the role picker once a role is picked: the role, its ordered modes, the profile name, sharing. */
export function RoleSection({ index, state, composition, verdict, edit }: RoleSectionProps) {
  const { query } = state;
  const { role } = composition;
  const options = useMemo(() => describeModeOptions(index, query), [index, query]);
  const defaults = role.config?.default_modes ?? [];
  const focusModePicker = () => document.getElementById(MODE_PICKER_INPUT_ID)?.focus();
  return (
    <>
      <RoleCard
        role={role}
        packName={index.data.pack}
        verdict={verdict}
        defaultsApplied={defaults.length > 0 && defaults.every((mode) => query.modes.includes(mode))}
        onDefaultsChange={(on) => edit({ type: "set-default-modes", on })}
      />
      <div className="space-y-3">
        <h3 className="text-sm font-medium">
          Modes <span className="text-fg-subtle font-normal">({query.modes.length})</span>
        </h3>
        <ModeList
          notes={composition.modes}
          defaults={defaults}
          onMove={(position, offset) => edit({ type: "move-mode", index: position, offset })}
          onRemove={(position) => edit({ type: "remove-mode", index: position })}
          onEmptied={focusModePicker}
        />
        <ModePicker
          options={options}
          outsideAllowReason={outsideAllowReason(role.name, index.data.pack, role.config?.modes_allow ?? [])}
          onPick={(mode) => edit({ type: "add-mode", mode })}
        />
      </div>
      <ProfileNameField
        value={query.name}
        roleName={role.name}
        onChange={(name) => edit({ type: "set-name", name })}
      />
      <div className="border-border flex flex-wrap items-center gap-2 border-t pt-4">
        <CopyButton
          text={
            typeof window === "undefined"
              ? ""
              : `${window.location.origin}/compose${formatComposeQuery(query)}`
          }
          label="link to this composition"
          idleText="Copy link"
          className="border-border-strong border pointer-coarse:min-h-11"
        />
        <button
          type="button"
          onClick={() => edit({ type: "reset" })}
          title="Clears the role, modes and name; Undo brings them back"
          className="text-fg-muted hover:bg-bg-muted hover:text-fg rounded px-2 py-1 text-xs font-medium pointer-coarse:min-h-11"
        >
          Start over
        </button>
      </div>
    </>
  );
}
