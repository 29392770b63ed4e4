// Part of the browser core (@/lib/casts/core): what a profile computes, as functions on plain
// data. `Profile` (profile.ts) calls them on its Role and Modes; the composer calls them on the
// catalog entries it fetched. No zod, no YAML parser, no built-in registry.
import { CastsError } from "./errors";
import { findModeConflict, modeConflictMessage, type ConflictDeclaring } from "./mode-conflict";

/** The part of a role a system message reads. */
export interface MessageRole {
  readonly name: string;
  readonly body: string;
}

/** The part of a mode a system message reads. */
export interface MessageMode {
  readonly name: string;
  readonly behaviors: string;
}

export interface MessagePart {
  readonly source: "role" | "mode";
  readonly name: string;
  /** 0 for the role body, 1… for the mode at that position in the composition. */
  readonly position: number;
  readonly text: string;
}

/** The non-empty parts of a system message, role body first, then each mode's behaviors in order. */
export function systemMessageParts(role: MessageRole, modes: readonly MessageMode[]): MessagePart[] {
  const parts: MessagePart[] = [];
  if (role.body !== "") parts.push({ source: "role", name: role.name, position: 0, text: role.body });
  modes.forEach((mode, index) => {
    if (mode.behaviors !== "")
      parts.push({ source: "mode", name: mode.name, position: index + 1, text: mode.behaviors });
  });
  return parts;
}

/** `[role.body, ...modes.behaviors]` without empty parts, joined by a blank line, no trimming. */
export function buildSystemMessage(
  role: Pick<MessageRole, "body">,
  modes: readonly Pick<MessageMode, "behaviors">[],
): string {
  let message = role.body;
  for (const mode of modes) {
    const text = mode.behaviors;
    if (text === "") continue;
    message = message === "" ? text : `${message}\n\n${text}`;
  }
  return message;
}

/** The profile's name: the one given, or the role's when it is empty or absent. */
export function defaultProfileName(roleName: string, name?: string | null): string {
  return name ? name : roleName;
}

/** Throws the contract's MODE_CONFLICT for the first conflict in the list (details.path: `modes[i]`). */
export function assertNoModeConflict(modes: readonly ConflictDeclaring[]): void {
  const conflict = findModeConflict(modes);
  if (conflict) {
    throw new CastsError("MODE_CONFLICT", modeConflictMessage(conflict), {
      details: { path: `modes[${conflict.index}]` },
    });
  }
}
