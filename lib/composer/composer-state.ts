// The composer's state machine: pure, so every edit can be unit-tested without a browser.
import { findModeConflict, modeConflictMessage } from "@/lib/casts/core";

import type { ComposerIndex } from "./composer-index";
import { URL_LIMITS, type ParsedComposeQuery, type QueryProblem } from "./url-codec";
import { EMPTY_QUERY, type ComposeQuery } from "./compose-query";

export interface ComposerState {
  readonly query: ComposeQuery;
  /** Problems in the URL; while there are any the composer shows them instead of a composition. */
  readonly problems: readonly QueryProblem[];
  /** URL parameters the composer does not read (shown as a notice, never silently dropped). */
  readonly ignoredParams: readonly string[];
  /** Whether picking a role applies its pack `default_modes` (the user can turn this off). */
  readonly applyDefaults: boolean;
  /** What the last edit did, for a polite live region. */
  readonly status: string;
}

export type ComposerAction =
  | { readonly type: "load"; readonly parsed: ParsedComposeQuery; readonly status?: string }
  | { readonly type: "recover" }
  | { readonly type: "reset" }
  | { readonly type: "pick-role"; readonly role: string }
  | { readonly type: "set-default-modes"; readonly on: boolean }
  | { readonly type: "add-mode"; readonly mode: string }
  | { readonly type: "remove-mode"; readonly index: number }
  | { readonly type: "move-mode"; readonly index: number; readonly offset: -1 | 1 }
  | { readonly type: "set-name"; readonly name: string };

export function initialComposerState(parsed: ParsedComposeQuery): ComposerState {
  return {
    query: parsed.query,
    problems: parsed.problems,
    ignoredParams: parsed.ignored,
    applyDefaults: true,
    status: "",
  };
}

const list = (names: readonly string[]) => names.join(", ");

function conflictNote(index: ComposerIndex, modes: readonly string[]): string {
  const conflict = findModeConflict(modes.flatMap((name) => index.modeByName.get(name) ?? []));
  return conflict ? ` ${modeConflictMessage(conflict)}.` : "";
}

function withModes(state: ComposerState, modes: readonly string[], status: string): ComposerState {
  return { ...state, query: { ...state.query, modes }, status };
}

/** Applies one edit; edits other than load, recover and reset wait until URL problems are resolved. */
export function reduceComposer(
  state: ComposerState,
  action: ComposerAction,
  index: ComposerIndex,
): ComposerState {
  const next = reduce(state, action, index);
  // After an edit the URL is rewritten, so a notice about its unused parameters would be stale.
  return next === state || action.type === "load" || next.ignoredParams.length === 0
    ? next
    : { ...next, ignoredParams: [] };
}

function reduce(state: ComposerState, action: ComposerAction, index: ComposerIndex): ComposerState {
  if (action.type === "load") {
    return {
      ...initialComposerState(action.parsed),
      applyDefaults: state.applyDefaults,
      status: action.status ?? "",
    };
  }
  if (action.type === "recover")
    return { ...state, problems: [], ignoredParams: [], status: "Opened what the link could give." };
  if (action.type === "reset")
    return {
      ...state,
      query: EMPTY_QUERY,
      problems: [],
      ignoredParams: [],
      status: "Cleared the composition.",
    };
  if (state.problems.length > 0) return state;
  const { query } = state;
  const defaults = (role: string | null) =>
    role === null ? [] : (index.roleByName.get(role)?.config?.default_modes ?? []);
  switch (action.type) {
    case "pick-role": {
      if (!index.roleByName.has(action.role) || action.role === query.role) return state;
      const previous = defaults(query.role);
      const previousApplied = previous.length > 0 && previous.every((mode) => query.modes.includes(mode));
      const kept = previousApplied ? query.modes.filter((mode) => !previous.includes(mode)) : query.modes;
      const offered = defaults(action.role);
      const added = state.applyDefaults ? offered.filter((mode) => !kept.includes(mode)) : [];
      const modes = [...added, ...kept];
      const note =
        offered.length === 0
          ? ""
          : state.applyDefaults
            ? ` Applied the pack's default modes: ${list(offered)}.`
            : ` The pack's default modes (${list(offered)}) are off.`;
      return {
        ...state,
        query: { ...query, role: action.role, modes },
        status: `Picked ${action.role}.${note}${conflictNote(index, modes)}`,
      };
    }
    case "set-default-modes": {
      const offered = defaults(query.role);
      const rest = query.modes.filter((mode) => !offered.includes(mode));
      const modes = action.on ? [...offered, ...rest] : rest;
      const status = action.on
        ? `Applied the pack's default modes: ${list(offered)}.`
        : `Removed the pack's default modes: ${list(offered)}.`;
      return {
        ...withModes(state, modes, `${status}${conflictNote(index, modes)}`),
        applyDefaults: action.on,
      };
    }
    case "add-mode": {
      if (query.role === null || !index.modeByName.has(action.mode)) return state;
      if (query.modes.includes(action.mode))
        return { ...state, status: `${action.mode} is already in the composition.` };
      if (query.modes.length >= URL_LIMITS.modes)
        return { ...state, status: `A composition holds at most ${URL_LIMITS.modes} modes.` };
      const modes = [...query.modes, action.mode];
      return withModes(
        state,
        modes,
        `Added ${action.mode} as mode ${modes.length} of ${modes.length}.${conflictNote(index, modes)}`,
      );
    }
    case "remove-mode": {
      const removed = query.modes[action.index];
      if (removed === undefined) return state;
      const modes = query.modes.filter((_mode, position) => position !== action.index);
      return withModes(state, modes, `Removed ${removed}.${conflictNote(index, modes)}`);
    }
    case "move-mode": {
      const target = action.index + action.offset;
      const moved = query.modes[action.index];
      const other = query.modes[target];
      if (moved === undefined || other === undefined) return state;
      const modes = [...query.modes];
      modes[target] = moved;
      modes[action.index] = other;
      return withModes(
        state,
        modes,
        `Moved ${moved} to position ${target + 1} of ${modes.length}.${conflictNote(index, modes)}`,
      );
    }
    case "set-name": {
      if (query.role === null) return state;
      const name = Array.from(action.name).slice(0, URL_LIMITS.profileName).join("");
      return { ...state, query: { ...query, name }, status: "" };
    }
  }
}
