// Replacing the whole pack in the lab ("Start from the default pack", "Open a file…"): what the editor
// then holds, and what Undo puts back. A replacement is never the last word on the reader's pack: the
// lab offers Undo until the next edit (the kept copy in storage is overwritten 300 ms later), and an
// empty file is refused with a note instead of emptying the editor (contract §5: no lost work).
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
