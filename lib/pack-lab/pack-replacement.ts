// Replacing the whole pack in the lab ("Start from the default pack", "Open a file…"): what the editor
// then holds, and what Undo puts back. A replacement is never the last word on the reader's pack: the
// lab offers Undo until the next edit, also after a reload (the kept copy of the pack is overwritten
// 300 ms later, so the text Undo brings back is kept beside it: keptUndoJson, undoFromKept), and an
// empty file is refused with a note instead of emptying the editor (contract §5: no lost work).
import { MAX_INPUT_BYTES } from "@/lib/casts/core/limits";
import type { ChosenFileText } from "@/lib/site/browser/read-chosen-file";

/** The text a replacement took the place of, and what the lab says about it beside Undo. */
export interface PackUndo {
  readonly previous: string;
  readonly note: string;
}

export type PackReplacement =
  | { readonly ok: true; readonly text: string; readonly undo: PackUndo | null }
  | { readonly ok: false; readonly problem: string };

function replacement(current: string, text: string, note: string): PackReplacement {
  // Nothing to bring back when nothing changes, or when the editor was empty.
  const undo = current === text || current.trim() === "" ? null : { previous: current, note };
  return { ok: true, text, undo };
}

/** "Start from the default pack". */
export function replaceWithDefault(current: string, defaultText: string): PackReplacement {
  return replacement(current, defaultText, "Replaced your pack with the default pack.");
}

/** "Open a file…": the file's text, unless it was refused or holds nothing (blank lines only). */
export function replaceWithFile(current: string, name: string, read: ChosenFileText): PackReplacement {
  if (!read.ok) return { ok: false, problem: read.message };
  if (read.text.trim() === "") return { ok: false, problem: `${name} is empty` };
  return replacement(current, read.text, `Opened ${name} in place of your pack.`);
}

/**
 * The longest pack text Undo keeps across a reload, in characters: the checker reads no more (1 MiB of
 * UTF-8), and the browser's storage holds a few MiB for the site, the pack itself included. A longer
 * one can still be undone until the page is left.
 */
export const KEPT_UNDO_MAX_CHARS = MAX_INPUT_BYTES;
/** The longest note kept with it (it names the file opened). */
const KEPT_NOTE_MAX_CHARS = 1_000;
const KEPT_UNDO_VERSION = 1;

/**
 * A short fingerprint of a text (its length and FNV-1a hash of its UTF-16 code units): tells whether
 * the pack in the editor is still the one a kept Undo was made for, without keeping a copy of it.
 */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
  return `${text.length}:${(hash >>> 0).toString(16)}`;
}

/**
 * What the lab keeps in storage for Undo after a replacement that gave `text`: the text it brings back,
 * its note, and the fingerprint of `text`; null when either text is too long to keep.
 */
export function keptUndoJson(undo: PackUndo, text: string): string | null {
  if (undo.previous.length > KEPT_UNDO_MAX_CHARS || undo.note.length > KEPT_NOTE_MAX_CHARS) return null;
  return JSON.stringify({
    version: KEPT_UNDO_VERSION,
    previous: undo.previous,
    note: undo.note,
    for: fingerprint(text),
  });
}

/**
 * The Undo kept in storage, read back: only when it is what keptUndoJson writes, within its bounds, and
 * made for `current` (the pack the editor starts with: an edit since, here or in another tab, or storage
 * changed by hand, and it is dropped). Null otherwise.
 */
export function undoFromKept(json: string | null, current: string): PackUndo | null {
  // Anything longer than keptUndoJson writes is not parsed at all.
  if (json === null || json.length > 2 * (KEPT_UNDO_MAX_CHARS + KEPT_NOTE_MAX_CHARS) + 200) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { version, previous, note, for: made } = value as Record<string, unknown>;
  if (version !== KEPT_UNDO_VERSION || typeof previous !== "string" || typeof note !== "string") return null;
  if (previous.length > KEPT_UNDO_MAX_CHARS || note.length > KEPT_NOTE_MAX_CHARS || note.trim() === "")
    return null;
  if (made !== fingerprint(current) || previous === current || previous.trim() === "") return null;
  return { previous, note };
}
