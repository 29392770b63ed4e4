// Everything the composer shows for one composition, computed from plain data in one pass.
import { findModeConflict, modeConflictMessage } from "@/lib/casts/mode-conflict";
import { dumpPyYamlMapping } from "@/lib/casts/pyyaml-dump";

import type { ComposerIndex } from "./composer-index";
import { operableSpecs } from "./operable-schema";
import { buildRuntimeMessage } from "./runtime-message";
import { countCharacters, estimateTokens } from "./token-estimate";
import type { ComposeQuery, ComposerEmission, ComposerMode, ComposerRole } from "./types";

export interface MessagePart {
  readonly source: "role" | "mode";
  readonly name: string;
  /** 0 for the role body, 1… for the mode at that position in the composition. */
  readonly position: number;
  readonly text: string;
}

export interface ModeConflictInfo {
  readonly later: string;
  readonly earlier: string;
  /** Exactly the library's `Mode conflict: 'later' vs 'earlier'`. */
  readonly message: string;
}

export interface SelectedModeNote {
  readonly mode: ComposerMode;
  /** Part of the conflict the library reports (the first one). */
  readonly inReportedConflict: boolean;
  /** Other selected modes this one cannot be combined with, either side declaring it. */
  readonly conflictsWith: readonly string[];
  /** The pack restricts the role's modes and this one is not on the list. */
  readonly outsideAllow: boolean;
  /** The same mode appears earlier in the composition. */
  readonly repeated: boolean;
}

export interface Composition {
  readonly role: ComposerRole;
  readonly modes: readonly SelectedModeNote[];
  /** The profile's name: the query's, or the role's when empty. */
  readonly profileName: string;
  readonly parts: readonly MessagePart[];
  /** `[role.body, ...behaviors]` without empty parts, joined by "\n\n" (buildSystemMessage). */
  readonly systemMessage: string;
  readonly runtimeMessage: string;
  readonly characters: number;
  readonly tokens: number;
  readonly conflict: ModeConflictInfo | null;
  /** Profile.toYaml(); null while a conflict stops a Profile from being built. */
  readonly profileYaml: string | null;
  readonly emissions: readonly ComposerEmission[];
}

export function modesClash(a: ComposerMode, b: ComposerMode): boolean {
  return a.conflictsWith.includes(b.name) || b.conflictsWith.includes(a.name);
}

/** The composition for a query whose names are all known; null when one is not. */
export function composeProfile(index: ComposerIndex, query: ComposeQuery): Composition | null {
  const role = query.role === null ? undefined : index.roleByName.get(query.role);
  if (!role) return null;
  const modes: ComposerMode[] = [];
  for (const name of query.modes) {
    const mode = index.modeByName.get(name);
    if (!mode) return null;
    modes.push(mode);
  }
  const found = findModeConflict(modes);
  const conflict = found && {
    later: found.later.name,
    earlier: found.earlier.name,
    message: modeConflictMessage(found),
  };
  const allow = role.config?.modesAllow ?? [];
  const notes = modes.map((mode, position) => ({
    mode,
    inReportedConflict: conflict !== null && (mode.name === conflict.later || mode.name === conflict.earlier),
    conflictsWith: [...new Set(modes.filter((other) => other.name !== mode.name && modesClash(mode, other)).map((other) => other.name))],
    outsideAllow: allow.length > 0 && !allow.includes(mode.name),
    repeated: modes.slice(0, position).some((earlier) => earlier.name === mode.name),
  }));
  const parts: MessagePart[] = [
    { source: "role" as const, name: role.name, position: 0, text: role.body },
    ...modes.map((mode, position) => ({ source: "mode" as const, name: mode.name, position: position + 1, text: mode.behaviors })),
  ].filter((part) => part.text !== "");
  const systemMessage = parts.map((part) => part.text).join("\n\n");
  const profileName = query.name !== "" ? query.name : role.name;
  return {
    role,
    modes: notes,
    profileName,
    parts,
    systemMessage,
    runtimeMessage: buildRuntimeMessage(systemMessage, role.config),
    characters: countCharacters(systemMessage),
    tokens: estimateTokens(systemMessage),
    conflict,
    profileYaml: conflict ? null : dumpPyYamlMapping({ modes: [...query.modes], name: profileName, role: role.name }),
    emissions: index.operableByRole.get(role.name) ?? operableSpecs(role.emits),
  };
}
