// The header's search trigger, on every page: the button, "/" and Ctrl/⌘-K open the search dialog
// (search-dialog.browser.ts). The dialog's module loads with import() once the page is drawn and
// idle, or earlier when the pointer or focus reaches the button, so it is rarely waited for; keys
// typed while it still loads are kept and land in its input.
import { isTyping, loadOnce } from "@/islands/dom";
import { afterFirstPaint } from "@/islands/wake";

/** The dialog's module, loaded once; a failed download is tried again on the next use. */
const loadDialog = loadOnce(() => import("./search-dialog.browser"));

let opening = false;

function open(): void {
  if (opening) return;
  opening = true;
  let typed = "";
  // Until the dialog's input has focus, printable keys are collected here rather than lost.
  const collect = (event: KeyboardEvent) => {
    if (event.altKey || event.metaKey || event.ctrlKey) return;
    if (event.key.length === 1) typed += event.key;
    else if (event.key === "Backspace") typed = typed.slice(0, -1);
    else return;
    event.preventDefault();
  };
  window.addEventListener("keydown", collect, true);
  loadDialog()
    .then(
      (dialog) => dialog.openSearch(typed),
      (error: unknown) => console.error("search could not load:", error),
    )
    .finally(() => {
      window.removeEventListener("keydown", collect, true);
      opening = false;
    });
}

function warm(): void {
  loadDialog().then(
    (dialog) => dialog.warmSearch(),
    () => undefined,
  );
}

/** Ctrl/⌘-K anywhere, or "/" unmodified outside a text field. */
export function opensSearch(event: KeyboardEvent): boolean {
  const modified = event.altKey || event.metaKey || event.ctrlKey;
  const commandK = (event.key === "k" || event.key === "K") && (event.metaKey || event.ctrlKey);
  return commandK || (event.key === "/" && !modified && !isTyping(event.target));
}

export function start(): void {
  document.addEventListener("click", (event) => {
    const trigger = event.target instanceof Element ? event.target.closest("[data-search-trigger]") : null;
    if (trigger) open();
  });
  // Warm the dialog and the index when the pointer or focus reaches the button: it opens with results.
  for (const trigger of document.querySelectorAll("[data-search-trigger]")) {
    trigger.addEventListener("pointerenter", warm, { once: true });
    trigger.addEventListener("focus", warm, { once: true });
  }
  window.addEventListener("keydown", (event) => {
    if (!opensSearch(event)) return;
    event.preventDefault();
    open();
  });
  // The dialog's code (not the index) arrives once the page is drawn and idle.
  const preload = () => void loadDialog().catch(() => undefined);
  afterFirstPaint(() => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(preload, { timeout: 3000 });
    else setTimeout(preload, 1000);
  });
}
