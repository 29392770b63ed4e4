// The pack lab's island. The same module also runs as the lab's Web Worker: started with
// `new Worker(import.meta.url)`, it serves lint requests instead of mounting the page, so parsing
// never blocks typing and the bundle needs no second entry URL.
//
// On the page, the build has already rendered the lab with the site's pack and its findings
// (app/packs/lab/page.tsx), so nothing needs to run at load: React and the lab load when the reader
// first points at, touches or tabs into the lab, and hydrate the markup in place. A pack kept in this
// browser that differs from the site's is shown (and checked) at once, and so is an Undo kept from a
// replacement before a reload.
import { PACK_LAB_REPORT_URL } from "@/components/pack-lab/pack-lab-data";
import { withBasePath } from "@/lib/base-path";
import { PACK_LAB_STORAGE_KEY, PACK_LAB_UNDO_KEY } from "@/lib/compare-page/pack-lab-storage";
import type { EarlyEdits, TextSelection } from "@/components/pack-lab/pack-lab";
import type { PackLabReport } from "@/lib/pack-lab/analyse-pack";

import { importWithPreparedErrors } from "@/islands/react-dom-errors";
import { onApproach } from "@/islands/wake";

const entryUrl = import.meta.url;

/**
 * Whether the lab has something of this browser's to show at once: a kept pack other than the site's,
 * or an Undo kept from a replacement (the lab checks it is still for the pack kept).
 */
function keptWork(defaultText: string): boolean {
  try {
    const stored = window.localStorage.getItem(PACK_LAB_STORAGE_KEY);
    // /compare's "the pack lab's pack" reads this key: a first visit keeps the site's pack there.
    if (stored === null) window.localStorage.setItem(PACK_LAB_STORAGE_KEY, defaultText);
    return (stored !== null && stored !== defaultText) || window.localStorage.getItem(PACK_LAB_UNDO_KEY) !== null;
  } catch {
    return false;
  }
}

const labelOf = (button: HTMLButtonElement) => button.getAttribute("aria-label") ?? button.textContent ?? "";

/**
 * Records what the reader does in the prerendered lab until React takes it over: the textarea's text,
 * a file opened, the last button pressed (while React downloads, nothing else would answer them).
 */
function recordEdits(
  root: HTMLElement,
  area: HTMLTextAreaElement | null,
): EarlyEdits & { readonly stopPresses: () => void } {
  // The reader may have changed the text before this module ran (pasted it in, with the lab woken at
  // once because the focus was already in the box): that is the first edit to keep.
  let text: string | null = area && area.value !== area.defaultValue ? area.value : null;
  let selection: TextSelection | null = null;
  let file: File | null = null;
  let pressed: HTMLButtonElement | null = null;
  // Where the press was: the same label at the same place among the buttons with it, which finds the
  // button again when React draws the lab afresh (no build report) instead of hydrating this markup.
  let pressedAt = { label: "", index: -1 };
  const buttonsLabelled = (label: string) =>
    [...root.querySelectorAll("button")].filter((button) => labelOf(button) === label);
  const onInput = (event: Event) => {
    if (area && event.target === area) text = area.value;
  };
  // After each way a selection changes (keys, the pointer, select(), typing), while the textarea has
  // the focus: the last one is the reader's.
  const onSelection = () => {
    if (!area || document.activeElement !== area) return;
    const { selectionStart: start, selectionEnd: end, selectionDirection: direction, value } = area;
    selection = { start, end, direction, text: value };
  };
  const SELECTION_EVENTS = ["select", "keyup", "mouseup", "input", "focusin"] as const;
  const onChange = (event: Event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.type === "file") file = input.files?.[0] ?? file;
  };
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || !root.contains(button)) return;
    pressed = button;
    pressedAt = { label: labelOf(button), index: buttonsLabelled(labelOf(button)).indexOf(button) };
  };
  // Capturing on the root: this runs before React's own listeners there, which reset the text.
  root.addEventListener("input", onInput, true);
  root.addEventListener("change", onChange, true);
  root.addEventListener("click", onClick, true);
  for (const type of SELECTION_EVENTS) root.addEventListener(type, onSelection, true);
  document.addEventListener("selectionchange", onSelection);
  return {
    text: () => text,
    selection: () => selection,
    file: () => file,
    pressed: () =>
      pressed === null || pressed.isConnected
        ? pressed
        : (buttonsLabelled(pressedAt.label)[pressedAt.index] ?? null),
    // Once React listens (it answers a press while it hydrates), a press is React's to handle.
    stopPresses: () => root.removeEventListener("click", onClick, true),
    stop: () => {
      root.removeEventListener("input", onInput, true);
      root.removeEventListener("change", onChange, true);
      root.removeEventListener("click", onClick, true);
      for (const type of SELECTION_EVENTS) root.removeEventListener(type, onSelection, true);
      document.removeEventListener("selectionchange", onSelection);
    },
  };
}

function wakeLab(root: HTMLElement): void {
  const area = root.querySelector("textarea");
  // The page's inline script has made the box editable already (components/pack-lab/box-script.ts);
  // here too, for a browser that did not run it.
  if (area) area.readOnly = false;
  const defaultText = area?.defaultValue ?? "";
  const earlyEdits = recordEdits(root, area);
  const start = () => {
    const report = fetch(withBasePath(PACK_LAB_REPORT_URL))
      .then((response) => (response.ok ? (response.json() as Promise<PackLabReport>) : null))
      .catch(() => null);
    const mount = importWithPreparedErrors(() => import("./pack-lab-mount.browser"));
    void Promise.all([mount, report]).then(([{ startPackLab }, defaultReport]) => {
      earlyEdits.stopPresses();
      startPackLab(root, entryUrl, { defaultText, defaultReport, earlyEdits });
    });
  };
  if (keptWork(defaultText)) start();
  else onApproach(root, start);
}

if (typeof document === "undefined") {
  void import("@/components/pack-lab/lint-worker").then(({ serveLintRequests }) =>
    serveLintRequests(globalThis),
  );
} else {
  const root = document.querySelector<HTMLElement>("[data-pack-lab-root]");
  if (root) wakeLab(root);
}
