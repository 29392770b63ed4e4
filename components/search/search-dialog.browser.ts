// Site search dialog: a combobox over roles, modes, emission models and directory roles, opened by
// search.site-island.ts (the header button, "/" and Ctrl/⌘-K), which shows the dialog's markup
// (search-dialog-frame.tsx, in every page) and loads this module at the first open; this module
// brings that markup to life. Pagefind and the entries load then too (search-index.browser.ts), and
// each query is ranked by lib/site/browser/search.ts.
import { withBasePath } from "@/lib/base-path";
import {
  SEARCH_RESULT_LIMIT,
  searchCatalog,
  type PagefindEngine,
  type SearchEntry,
} from "@/lib/site/browser/search";
import { highlightRuns, matchedWords, queryWords } from "@/lib/site/browser/search-match";

import { h, setAttrs } from "@/islands/dom";
import { loadSearchEngine, siteSearchEntries } from "./search-index.browser";
import { SEARCH_LIST_ID, SEARCH_STATUS_SHOWN } from "./search-dialog-markup";

const KIND_LABEL = {
  role: "Role",
  mode: "Mode",
  emission: "Emission",
  "directory-role": "Directory role",
  page: "Page",
} as const;
const TYPING_PAUSE_MS = 60;

type IndexState = { status: "loading" } | { status: "error" } | { status: "ready"; engine: PagefindEngine };

interface SearchUi {
  readonly dialog: HTMLDialogElement;
  readonly input: HTMLInputElement;
  readonly status: HTMLParagraphElement;
  readonly list: HTMLDivElement;
}

let ui: SearchUi | undefined;
let index: IndexState = { status: "loading" };
let results: SearchEntry[] = [];
let active = 0;
/** The query the shown results belong to; a slower earlier query never overwrites a later one. */
let shownQuery: string | null = null;
let latest = 0;
/** Enter was pressed before the results came: open the first one when they do. */
let openWhenReady = false;

const optionId = (entry: SearchEntry) => `${SEARCH_LIST_ID}-${entry.kind}-${entry.name}`;

/** The dialog's parts, found in the page's markup (search-dialog-frame.tsx); their behaviour, added. */
function build(dialog: HTMLDialogElement): SearchUi {
  const part = <T extends Element>(selector: string) => {
    const found = dialog.querySelector<T>(selector);
    if (!found) throw new Error(`search dialog: no ${selector}`);
    return found;
  };
  const input = part<HTMLInputElement>("input");
  const status = part<HTMLParagraphElement>("[role=status]");
  const list = part<HTMLDivElement>(`#${SEARCH_LIST_ID}`);

  // Typing fast queues no searches: the query runs once the keys pause briefly.
  let pause: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener("input", () => {
    active = 0;
    clearTimeout(pause);
    pause = setTimeout(() => void update(), TYPING_PAUSE_MS);
  });
  input.addEventListener("keydown", (event) => {
    const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    if (step !== 0 && results.length > 0) {
      event.preventDefault();
      active = (Math.min(active, results.length - 1) + step + results.length) % results.length;
      render();
    } else if (event.key === "Enter") {
      event.preventDefault();
      const entry = shownQuery === input.value ? results[active] : undefined;
      if (entry) go(entry.href);
      else if (input.value.trim() !== "") openWhenReady = true;
    }
  });
  // Each option is a link (contract §3: `search-result`): a click, or a middle or modified click that
  // opens a new tab, follows it natively.
  list.addEventListener("pointermove", (event) => {
    const option =
      event.target instanceof Element ? event.target.closest<HTMLElement>("[role=option]") : null;
    const position = Number(option?.dataset["position"] ?? NaN);
    if (Number.isInteger(position) && position !== active) {
      active = position;
      render();
    }
  });

  // A click on the backdrop (the dialog element itself, outside its content) closes it; ✕ is a form's.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("close", () => {
    input.value = "";
    active = 0;
    openWhenReady = false;
    void update();
  });
  return { dialog, input, status, list };
}

function go(href: string): void {
  ui?.dialog.close();
  window.location.assign(withBasePath(href));
}

function message(): string | null {
  if (index.status === "error")
    return "The search index could not be loaded. Check your connection and reopen search.";
  if (index.status === "loading") return "Loading the search index…";
  if (shownQuery === null) return `Searching for “${ui?.input.value.trim() ?? ""}”…`;
  if (results.length === 0)
    return `Nothing matches “${shownQuery}”. Try what you need done (“review a pull request”), a mode (“slow”) or an output (“Finding”).`;
  return null;
}

/** Text with the query's words marked: why the result matched. */
function marked(text: string, words: readonly string[]): (Node | string)[] {
  return highlightRuns(text, words).map((run) =>
    run.match
      ? h(
          "mark",
          {
            class:
              "text-fg decoration-accent bg-transparent font-semibold underline decoration-2 underline-offset-2",
          },
          run.text,
        )
      : run.text,
  );
}

function optionNode(
  entry: SearchEntry,
  position: number,
  selected: boolean,
  words: readonly string[],
): HTMLAnchorElement {
  // The keywords that matched where the title and summary did not: the reader sees why it is here.
  const shown = `${entry.title} ${entry.name} ${entry.summary}`;
  const missing = words.filter((word) => matchedWords([word], shown).length === 0);
  const keywords = (entry.keywords ?? []).filter((keyword) => matchedWords(missing, keyword).length > 0);
  return h(
    "a",
    {
      id: optionId(entry),
      role: "option",
      href: withBasePath(entry.href),
      tabindex: "-1",
      "data-testid": "search-result",
      "aria-selected": String(selected),
      "data-position": String(position),
      class: `text-fg flex cursor-pointer flex-col gap-x-3 rounded-lg px-3 py-2 no-underline sm:flex-row sm:items-start ${selected ? "bg-accent-soft" : ""}`,
    },
    h(
      "span",
      { class: "text-fg-muted shrink-0 text-xs font-medium sm:mt-0.5 sm:w-16" },
      KIND_LABEL[entry.kind],
    ),
    h(
      "span",
      { class: "min-w-0" },
      h(
        "span",
        { class: `block font-medium ${selected ? "text-accent" : ""}` },
        entry.title,
        entry.title !== entry.name &&
          h("span", { class: "text-fg-muted ml-2 font-mono text-xs font-normal" }, entry.name),
      ),
      h(
        "span",
        { class: "text-fg-muted line-clamp-2 text-sm", "data-testid": "search-excerpt" },
        ...marked(entry.summary, words),
      ),
      keywords.length > 0 &&
        h(
          "span",
          { class: "text-fg-muted block text-xs", "data-testid": "search-keywords" },
          "Matches: ",
          ...marked(keywords.slice(0, 3).join(", "), missing),
        ),
    ),
  );
}

/** Runs the current query and renders its results (or the loading and error states). */
async function update(): Promise<void> {
  if (!ui) return;
  const query = ui.input.value;
  const ticket = ++latest;
  // Never a stale list: until this query's results come, the last query's are gone.
  if (query !== shownQuery) {
    results = [];
    shownQuery = null;
    render();
  }
  if (index.status === "ready") {
    let found: SearchEntry[];
    try {
      found = await searchCatalog(index.engine, siteSearchEntries, query, SEARCH_RESULT_LIMIT);
    } catch {
      index = { status: "error" };
      found = [];
    }
    if (ticket !== latest) return;
    results = found;
    shownQuery = query;
    const first = results[0];
    if (openWhenReady && first) {
      openWhenReady = false;
      go(first.href);
      return;
    }
  } else {
    results = [];
    shownQuery = null;
  }
  render();
}

function render(): void {
  if (!ui) return;
  active = Math.min(active, Math.max(results.length - 1, 0));
  const text = message();
  const busy = index.status === "loading" || (index.status === "ready" && shownQuery === null);
  ui.status.className = text ? SEARCH_STATUS_SHOWN : "sr-only";
  ui.status.replaceChildren(
    ...(busy
      ? [h("span", { class: "search-spinner", "aria-hidden": "true", "data-testid": "search-loading" })]
      : []),
    text ?? `${results.length} ${results.length === 1 ? "result" : "results"}`,
  );
  setAttrs(ui.list, { "aria-busy": busy ? "true" : undefined });
  ui.list.className = results.length === 0 ? "hidden" : "";
  // The query the list shows (absent while one is pending): tests and the scale bench wait on it.
  setAttrs(ui.list, { "data-query": shownQuery ?? undefined });
  ui.list.replaceChildren(
    ...results.map((entry, position) =>
      optionNode(entry, position, position === active, queryWords(shownQuery ?? "")),
    ),
  );
  const current = results[active];
  setAttrs(ui.input, {
    "aria-expanded": String(results.length > 0),
    "aria-activedescendant": current ? optionId(current) : undefined,
  });
  if (current) document.getElementById(optionId(current))?.scrollIntoView({ block: "nearest" });
}

/** The engine, the entries an empty query lists, and the names every query weighs results by. */
const loadAll = () => Promise.all([loadSearchEngine(), siteSearchEntries.first(), siteSearchEntries.names()]);

function load(): void {
  if (index.status === "ready") return;
  index = { status: "loading" };
  loadAll().then(
    ([engine]) => {
      index = { status: "ready", engine };
      void update();
    },
    () => {
      index = { status: "error" };
      render();
    },
  );
}

/**
 * Opens the page's search dialog (search-dialog-frame.tsx's markup, which search.site-island.ts finds),
 * searching for what its input holds: what was typed while this module loaded.
 */
export function openSearch(dialog: HTMLDialogElement | null): void {
  if (!dialog) throw new Error("search: the page has no dialog[data-search-dialog]");
  ui ??= build(dialog);
  load();
  void update();
  if (!ui.dialog.open) ui.dialog.showModal();
  ui.input.focus();
}
