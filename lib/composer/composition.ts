// Everything the composer shows for one composition: the library's core functions (conflicts,
// system message, default name) applied to the catalog entries it fetched. The profile YAML is the
// YAML panel's (panels/composition-yaml.ts), loaded with it.
import type { CatalogMode, EmissionKey } from "@/lib/casts/core";
import {
  buildSystemMessage,
  defaultProfileName,
  systemMessageParts,
  type MessagePart,
} from "@/lib/casts/core/composition";
import { findModeConflict, modeConflictMessage, modesClash } from "@/lib/casts/core/mode-conflict";

import type { ComposeQuery } from "./compose-query";
import type { ComposerIndex } from "./composer-index";
import type { IndexRole } from "./payload";
import { buildRuntimeMessage } from "@/lib/casts/core/runtime-message";
import { countCharacters, estimateTokens } from "@/lib/casts/core/characters";

export interface ModeConflictInfo {
  readonly later: string;
  readonly earlier: string;
  /** Exactly the library's `Mode conflict: 'later' vs 'earlier'`. */
  readonly message: string;
}

export interface SelectedModeNote {
  readonly mode: CatalogMode;
  /** Part of the conflict the library reports (the first one). */
  readonly inReportedConflict: boolean;
  /** Other selected modes this one cannot be combined with, either side declaring it. */
  readonly conflictsWith: readonly string[];
  /** The pack restricts the role's modes and this one is not on the list. */
  readonly outsideAllow: boolean;
  /** The same mode appears earlier in the composition. */
  readonly repeated: boolean;
}

/** The composed text, once the role's body has arrived. */
export interface ComposedMessage {
  readonly parts: readonly MessagePart[];
  /** `buildSystemMessage()`: role body and behaviors without empty parts, joined by a blank line. */
  readonly systemMessage: string;
  readonly runtimeMessage: string;
  readonly characters: number;
  readonly tokens: number;
}

export interface Composition {
  readonly role: IndexRole;
  readonly modes: readonly SelectedModeNote[];
  /** The profile's name: the query's, or the role's when empty. */
  readonly profileName: string;
  readonly conflict: ModeConflictInfo | null;
  /** The operable's specs (the catalog's `emits`: EscalationRequest last). */
  readonly emissions: readonly EmissionKey[];
  /** Null while the role's body is loading. */
  readonly message: ComposedMessage | null;
}

/** The composition for a query whose names are all known (null when one is not); `body` may still be loading. */
export function composeProfile(
  index: ComposerIndex,
  query: ComposeQuery,
  body: string | undefined,
): Composition | null {
  const role = query.role === null ? undefined : index.roleByName.get(query.role);
  if (!role) return null;
  const modes: CatalogMode[] = [];
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
  const allow = role.config?.modes_allow ?? [];
  const notes = modes.map((mode, position) => ({
    mode,
    inReportedConflict: conflict !== null && (mode.name === conflict.later || mode.name === conflict.earlier),
    conflictsWith: [
      ...new Set(
        modes
          .filter((other) => other.name !== mode.name && modesClash(mode, other))
          .map((other) => other.name),
      ),
    ],
    outsideAllow: allow.length > 0 && !allow.includes(mode.name),
    repeated: modes.slice(0, position).some((earlier) => earlier.name === mode.name),
  }));
  const profileName = defaultProfileName(role.name, query.name);
  return {
    role,
    modes: notes,
    profileName,
    conflict,
    emissions: role.emits,
    message: body === undefined ? null : composeMessage({ name: role.name, body }, modes, role),
  };
}

function composeMessage(
  role: { readonly name: string; readonly body: string },
  modes: readonly CatalogMode[],
  entry: IndexRole,
): ComposedMessage {
  const systemMessage = buildSystemMessage(role, modes);
  return {
    parts: systemMessageParts(role, modes),
    systemMessage,
    runtimeMessage: buildRuntimeMessage(systemMessage, entry.config),
    characters: countCharacters(systemMessage),
    tokens: estimateTokens(systemMessage),
  };
}
