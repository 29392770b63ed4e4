"use client";

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";

import { downloadText } from "@/lib/composer/download";
import { PACK_LAB_STORAGE_KEY, PACK_LAB_UNDO_KEY } from "@/lib/compare-page/pack-lab-storage";
import { readChosenFile } from "@/lib/site/browser/read-chosen-file";
import type { PackLabReport } from "@/lib/pack-lab/analyse-pack";
import { applyEdit } from "@/lib/pack-lab/pack-findings";
import {
  keptUndoJson,
  replaceWithDefault,
  replaceWithFile,
  undoFromKept,
  type PackReplacement,
  type PackUndo,
} from "@/lib/pack-lab/pack-replacement";

import { PackLabView } from "./pack-lab-view";
import { usePackLint } from "./use-pack-lint";

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = text.indexOf("\n", offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return Math.min(text.length, offset + column - 1);
}

const noSubscription = () => () => {};

/** What this browser's storage holds under `key`, or null (nothing, or storage is off). */
function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `undo` (for the pack `text`) for the next visit, or forgets the one kept when there is none. */
function keepUndo(undo: PackUndo | null, text: string): void {
  try {
    const json = undo && keptUndoJson(undo, text);
    if (json) window.localStorage.setItem(PACK_LAB_UNDO_KEY, json);
    else window.localStorage.removeItem(PACK_LAB_UNDO_KEY);
  } catch {
    // Storage full or disabled: Undo still works until the page is left.
  }
}

/**
 * What the reader typed into the build's markup before the island took it over (app/packs/lab/pack-lab.react-island.tsx):
 * hydrating puts the textarea back to the lab's text, so the lab takes the typed text over.
 */
export interface EarlyEdits {
  /** The textarea's text after the last edit, or null when there was none. */
  readonly text: () => string | null;
  /** The reader's last selection in the textarea, with the text it was made in, or null. */
  readonly selection: () => TextSelection | null;
  /** The file chosen with "Open a file…", or null. */
  readonly file: () => File | null;
  /** The last button pressed (a place, a fix, Download…), or null: pressed again once React owns it. */
  readonly pressed: () => HTMLButtonElement | null;
  /** Stops recording: from now on the lab's own handlers see every edit. */
  readonly stop: () => void;
}

/** A selection in the textarea (as `setSelectionRange` takes it) and the text it was made in. */
export interface TextSelection {
  readonly start: number;
  readonly end: number;
  readonly direction: "forward" | "backward" | "none";
  readonly text: string;
}

export interface PackLabProps {
  readonly workerUrl: string | null;
  /** The site's pack (the build's, CASTS_PACK). */
  readonly defaultText: string;
  /** The report of `defaultText`, made at build time: the lab shows it without checking again. */
  readonly defaultReport: PackLabReport | null;
  readonly earlyEdits?: EarlyEdits;
}

/**
 * /packs/lab: edit a pack with findings as you type; it is kept in this browser's storage only. It
 * starts as the build rendered it (the site's pack and its report) and checks only what changes.
 */
export function PackLab({ workerUrl, defaultText, defaultReport, earlyEdits }: PackLabProps) {
  // False while hydrating the build's markup: that render must show the build's report, so the
  // state of a kept or typed pack shows from the next one. (The textarea's text is not compared.)
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The pack it starts with, and the Undo kept from a replacement on an earlier visit when that pack is
  // still the one it was made for (text typed before the lab took over is an edit: no Undo then).
  const [start] = useState(() => {
    const typed = earlyEdits?.text() ?? null;
    const pack = typed ?? stored(PACK_LAB_STORAGE_KEY) ?? defaultText;
    return { pack, undo: typed === null ? undoFromKept(stored(PACK_LAB_UNDO_KEY), pack) : null };
  });
  const [text, setText] = useState(start.pack);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // The text the last replacement (default pack, opened file) took the place of: Undo until the next
  // edit, kept in storage with the pack so that a reload does not lose it.
  const [undo, setUndo] = useState<PackUndo | null>(start.undo);
  const input = useRef<HTMLTextAreaElement>(null);
  const onlyChangedBox = useRef<HTMLInputElement>(null);
  const lint = usePackLint(text, defaultText, workerUrl, defaultReport);
  // A new text clears the note on a refused file and the offer to undo a replacement; a refused file
  // leaves the text as it was.
  const edit = (next: string) => {
    setFileProblem(null);
    setUndo(null);
    setText(next);
  };
  // A whole new text goes in through the editor's own undo stack where the browser has one (insertText
  // fires the input event, so `edit` runs): Ctrl+Z in the editor brings the old text back, as Undo does.
  const replace = (result: PackReplacement) => {
    if (!result.ok) return setFileProblem(result.problem);
    const area = input.current;
    const back = document.activeElement;
    let inserted = false;
    if (area && area.value !== result.text) {
      area.focus();
      area.select();
      // Deprecated, but the one way to keep a textarea's undo stack; false where it is not supported.
      inserted = document.execCommand("insertText", false, result.text);
      area.setSelectionRange(0, 0);
      area.scrollTop = 0;
      // Back to the button pressed, unless it goes away (Undo's): then the reader stays in the editor.
      if (back instanceof HTMLElement && result.undo) back.focus();
    }
    if (!inserted || area?.value !== result.text) edit(result.text);
    setUndo(result.undo);
  };
  const openFile = (file: File) =>
    void readChosenFile(file).then((read) =>
      replace(replaceWithFile(input.current?.value ?? text, file.name, read)),
    );

  // Once the markup is React's: what the reader typed or ticked while it hydrated. (Hydrating keeps a
  // checkbox's state but sets the textarea to the lab's text.)
  useLayoutEffect(() => {
    const typed = earlyEdits?.text() ?? null;
    const file = earlyEdits?.file() ?? null;
    const pressed = earlyEdits?.pressed() ?? null;
    const selection = earlyEdits?.selection() ?? null;
    earlyEdits?.stop();
    // Hydrating also resets the textarea's selection (the caret goes to the start): a reader who had
    // selected all to paste over it would have pasted in front of the old text. Put back while the
    // text is the one it was made in and the reader is still there.
    const area = input.current;
    if (selection && area && document.activeElement === area && area.value === selection.text)
      area.setSelectionRange(selection.start, selection.end, selection.direction);
    // The DOM is the external system here: the reader changed it before React owned it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, right after hydrating
    if (typed !== null) setText(typed);
    if (onlyChangedBox.current?.checked) setOnlyChanged(true);
    if (file) {
      const current = typed ?? area?.value ?? "";
      void readChosenFile(file).then((read) => {
        const result = replaceWithFile(current, file.name, read);
        if (!result.ok) return setFileProblem(result.problem);
        setText(result.text);
        setUndo(result.undo);
      });
    }
    // After the edits above have rendered: the press then acts on the text the reader sees.
    if (pressed) setTimeout(() => pressed.click(), 0);
    // The lab is React's from here (a hook for tests and styles: the root is outside React's tree).
    area?.closest("[data-pack-lab-root]")?.setAttribute("data-pack-lab-live", "");
  }, [earlyEdits]);

  // At once, not after the pack's 300 ms: the kept Undo is checked against the pack when read back.
  useEffect(() => keepUndo(undo, text), [undo, text]);

  useEffect(() => {
    const timer = setTimeout(() => {
      try {
        window.localStorage.setItem(PACK_LAB_STORAGE_KEY, text);
      } catch {
        // Storage full or disabled: the lab still works, the pack is just not kept.
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);

  const jump = (line: number, column: number) => {
    const area = input.current;
    if (!area) return;
    const offset = offsetOf(area.value, line, column);
    area.focus();
    area.setSelectionRange(offset, offset);
  };
  return (
    <PackLabView
      text={text}
      defaultText={defaultText}
      report={live ? lint.report : defaultReport}
      checking={live && lint.status === "checking"}
      onlyChanged={onlyChanged}
      fileProblem={fileProblem}
      undo={live ? (undo?.note ?? null) : null}
      inputRef={input}
      onlyChangedRef={onlyChangedBox}
      actions={{
        onText: edit,
        onFile: openFile,
        onStartFromDefault: () => replace(replaceWithDefault(input.current?.value ?? text, defaultText)),
        onUndo: () => undo && replace({ ok: true, text: undo.previous, undo: null }),
        onDownload: () => downloadText(`${lint.report?.packName ?? "pack"}.yaml`, text),
        onOnlyChanged: setOnlyChanged,
        onJump: jump,
        onFix: (fix) => {
          setUndo(null);
          setText((current) => applyEdit(current, fix));
        },
      }}
    />
  );
}
