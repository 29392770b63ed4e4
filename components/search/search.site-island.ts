// The header's search trigger, on every page: the button, "/" and Ctrl/⌘-K open the search dialog.
// Nothing of the dialog's code or of Pagefind is fetched before the reader asks for search. The
// dialog's markup is in the page (search-dialog-frame.tsx): the first open shows it at once, its input
// focused and "Loading search…" in its status, and loads search-dialog.browser.ts with import(), which
// brings it to life. Keys typed meanwhile land in the input; those pressed before this module ran
// (replayed from the inline script's record, islands/early-input.ts) are added to it here.
import { isTyping, loadOnce } from "@/islands/dom";

/** The dialog's module, loaded once; a failed download is tried again on the next open. */
const loadDialog = loadOnce(() => import("./search-dialog.browser"));
let loaded: typeof import("./search-dialog.browser") | undefined;
let loading = false;

function open(): void {
  // The dialog's markup, closed, in every page (search-dialog-frame.tsx).
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-search-dialog]");
  if (loaded) return loaded.openSearch(dialog);
  const input = dialog?.querySelector("input");
  const status = dialog?.querySelector("[role=status]");
  if (!dialog || !input || !status) throw new Error("search: the page has no dialog[data-search-dialog]");
  if (!dialog.open) dialog.showModal();
  input.focus();
  if (loading) return;
  loading = true;
  // Keys that reach the page rather than the input (the early ones, replayed where they first went)
  // are typed into it here.
  const typeIn = (event: KeyboardEvent) => {
    if (event.target === input || event.altKey || event.metaKey || event.ctrlKey) return;
    if (event.key.length === 1) input.value += event.key;
    else if (event.key === "Backspace") input.value = input.value.slice(0, -1);
    else return;
    event.preventDefault();
  };
  window.addEventListener("keydown", typeIn, true);
  loadDialog()
    .then(
      (module) => {
        loaded = module;
        // Closed while it loaded (Escape, ✕): it opens on the next press.
        if (dialog.open) module.openSearch(dialog);
      },
      (error: unknown) => {
        console.error("search could not load:", error);
        status.textContent = "Search could not load. Check your connection, then open it again.";
      },
    )
    .finally(() => {
      window.removeEventListener("keydown", typeIn, true);
      loading = false;
    });
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
  window.addEventListener("keydown", (event) => {
    if (!opensSearch(event)) return;
    event.preventDefault();
    open();
  });
}
