// The composer's state machine: pure, so every edit can be unit-tested without a browser.
import { findModeConflict, modeConflictMessage } from "@/lib/casts/core/mode-conflict";

import type { ComposerIndex } from "./composer-index";
import { sameQuery, URL_LIMITS } from "./compose-href";
import type { ParsedComposeQuery, QueryProblem } from "./url-codec";
import { EMPTY_QUERY, type ComposeQuery } from "./compose-query";

export interface ComposerState {
  readonly query: ComposeQuery;
  /** Problems in the URL, shown above the part of it that could be read; the first edit clears them. */
  readonly problems: readonly QueryProblem[];
  /** URL parameters the composer does not read (shown as a notice, never silently dropped). */
  readonly ignoredParams: readonly string[];
  /** Whether picking a role applies its pack `default_modes` (the user can turn this off). */
  readonly applyDefaults: boolean;
  /** What the last edit did, for a polite live region. */
  readonly status: string;
  /** Earlier compositions, newest last (undo), and undone ones, next first (redo). */
  readonly past: readonly ComposeQuery[];
  readonly future: readonly ComposeQuery[];
  /** The kind of the last recorded edit: typing a name records one step, not one per key. */
  readonly lastEdit: ComposerAction["type"] | null;
}

/** Undo keeps this many steps. */
export const HISTORY_LIMIT = 100;

export type ComposerAction =
  | { readonly type: "load"; readonly parsed: ParsedComposeQuery; readonly status?: string }
  | { readonly type: "recover" }
  | { readonly type: "reset" }
  | { readonly type: "pick-role"; readonly role: string }
  | { readonly type: "set-default-modes"; readonly on: boolean }
  | { readonly type: "add-mode"; readonly mode: string }
  | { readonly type: "remove-mode"; readonly index: number }
  | { readonly type: "move-mode"; readonly index: number; readonly offset: -1 | 1 }
  | { readonly type: "set-name"; readonly name: string }
  /** Replaces the modes (a one-click conflict fix). */
  | { readonly type: "set-modes"; readonly modes: readonly string[]; readonly status: string }
  /** Opens a whole composition from the UI (an import or an example); undoable. */
  | { readonly type: "open"; readonly query: ComposeQuery; readonly status: string }
  | { readonly type: "undo" }
  | { readonly type: "redo" };

export function initialComposerState(parsed: ParsedComposeQuery): ComposerState {
  return {
    query: parsed.query,
    problems: parsed.problems,
    ignoredParams: parsed.ignored,
    applyDefaults: true,
    status: "",
    past: [],
    future: [],
    lastEdit: null,
  };
}

/** A composition in a few words, for undo and redo announcements. */
export function describeQuery(query: ComposeQuery): string {
  if (query.role === null) return "an empty composer";
  const modes = query.modes.length > 0 ? ` + ${query.modes.join(", ")}` : "";
  return `${query.role}${modes}${query.name ? ` (“${query.name}”)` : ""}`;
}

const list = (names: readonly string[]) => names.join(", ");

function conflictNote(index: ComposerIndex, modes: readonly string[]): string {
  const conflict = findModeConflict(modes.flatMap((name) => index.modeByName.get(name) ?? []));
  return conflict ? ` ${modeConflictMessage(conflict)}.` : "";
}

function withModes(state: ComposerState, modes: readonly string[], status: string): ComposerState {
  return { ...state, query: { ...state.query, modes }, status };
}

/** Applies one edit and records it for undo; the first edit after a broken link clears its problems. */
export function reduceComposer(
  state: ComposerState,
  action: ComposerAction,
  index: ComposerIndex,
): ComposerState {
  if (action.type === "undo" || action.type === "redo") return travel(state, action.type);
  const next = reduce(state, action, index);
  if (next === state) return state;
  // After an edit the URL is rewritten, so a notice about its problems or unused parameters would be stale.
  const edited = action.type === "load" ? next : { ...next, problems: [], ignoredParams: [] };
  if (sameQuery(edited.query, state.query)) return edited;
  const coalesce = action.type === "set-name" && state.lastEdit === "set-name";
  return {
    ...edited,
    past: coalesce ? state.past : [...state.past, state.query].slice(-HISTORY_LIMIT),
    future: [],
    lastEdit: action.type,
  };
}

function travel(state: ComposerState, direction: "undo" | "redo"): ComposerState {
  const source = direction === "undo" ? state.past : state.future;
  const target = direction === "undo" ? source.at(-1) : source[0];
  if (target === undefined) return state;
  const rest = direction === "undo" ? source.slice(0, -1) : source.slice(1);
  return {
    ...state,
    query: target,
    problems: [],
    ignoredParams: [],
    past: direction === "undo" ? rest : [...state.past, state.query],
    future: direction === "undo" ? [state.query, ...state.future] : rest,
    lastEdit: null,
    status: `${direction === "undo" ? "Undone" : "Redone"}: back to ${describeQuery(target)}.`,
  };
}

function reduce(state: ComposerState, action: ComposerAction, index: ComposerIndex): ComposerState {
  if (action.type === "load") {
    const loaded = initialComposerState(action.parsed);
    return {
      ...state,
      ...loaded,
      past: state.past,
      future: state.future,
      applyDefaults: state.applyDefaults,
      status: action.status ?? "",
    };
  }
  if (action.type === "open") return { ...state, query: action.query, problems: [], status: action.status };
  if (action.type === "recover")
    return { ...state, problems: [], ignoredParams: [], status: "Opened what the link could give." };
  if (action.type === "reset") {
    return {
      ...state,
      query: EMPTY_QUERY,
      problems: [],
      ignoredParams: [],
      status: "Cleared the composition. Undo brings it back.",
    };
  }
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
    case "undo":
    case "redo":
      return state; // handled by reduceComposer
    case "set-modes": {
      if (query.role === null || action.modes.some((mode) => !index.modeByName.has(mode))) return state;
      return withModes(state, action.modes, `${action.status}${conflictNote(index, action.modes)}`);
    }
    case "set-name": {
      if (query.role === null) return state;
      const name = Array.from(action.name).slice(0, URL_LIMITS.profileName).join("");
      return { ...state, query: { ...query, name }, status: "" };
    }
  }
}
