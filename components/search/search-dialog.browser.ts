// Site search dialog: a combobox over roles, modes, emission models and directory roles, opened by
// search.site-island.ts (the header button, "/" and Ctrl/⌘-K), which loads this module on first
// use. Pagefind and the entries load on demand (search-index.browser.ts), and each query is ranked by
// lib/site/browser/search.ts.
import { withBasePath } from "@/lib/base-path";
import {
  SEARCH_RESULT_LIMIT,
  searchCatalog,
  type PagefindEngine,
  type SearchEntry,
} from "@/lib/site/browser/search";
import { highlightRuns, matchedWords, queryWords } from "@/lib/site/browser/search-match";

import { h, searchIcon, setAttrs } from "@/islands/dom";
import { loadSearchEngine, siteSearchEntries } from "./search-index.browser";

const KIND_LABEL = {
  role: "Role",
  mode: "Mode",
  emission: "Emission",
  "directory-role": "Directory role",
  page: "Page",
} as const;
const TYPING_PAUSE_MS = 60;
const LIST_ID = "site-search-results";

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

const optionId = (entry: SearchEntry) => `${LIST_ID}-${entry.kind}-${entry.name}`;

function build(): SearchUi {
  // Closes the dialog where there is no Esc key: labelled, in the tab order, 44 px on touch screens.
  const close = h(
    "button",
    {
      type: "button",
      "aria-label": "Close search",
      class: "text-fg-subtle hover:text-fg px-1.5 text-lg pointer-coarse:min-h-11 pointer-coarse:min-w-11",
    },
    "✕",
  );
  const input = h("input", {
    type: "text",
    role: "combobox",
    "aria-label": "Search roles, modes and emission models",
    "aria-expanded": "false",
    "aria-controls": LIST_ID,
    "aria-autocomplete": "list",
    placeholder: "Search roles, modes, emission models…",
    "data-testid": "search-input",
    autocomplete: "off",
    spellcheck: "false",
    class: "placeholder:text-fg-subtle h-12 min-w-0 flex-1 bg-transparent text-base outline-none",
  });
  const status = h("p", { role: "status" });
  const list = h("div", { id: LIST_ID, role: "listbox", "aria-label": "Search results", class: "hidden" });
  const dialog = h(
    "dialog",
    {
      "aria-label": "Search the catalog",
      class:
        "border-border bg-bg text-fg m-auto mt-[10vh] w-[min(40rem,calc(100vw-1.5rem))] rounded-xl border p-0 shadow-2xl backdrop:bg-black/50",
    },
    h(
      "div",
      { class: "border-border flex items-center gap-2 border-b px-3" },
      searchIcon("text-fg-subtle shrink-0"),
      input,
      close,
    ),
    h(
      "div",
      {
        class: "max-h-[min(28rem,60vh)] min-h-24 overflow-y-auto p-2",
        tabindex: "0",
        role: "region",
        "aria-label": "Results",
      },
      status,
      list,
    ),
    h(
      "p",
      {
        // Keyboard hints only where there is a keyboard and a fine pointer, not on touch screens.
        class: "border-border text-fg-subtle hidden border-t px-5 py-2 text-xs pointer-fine:sm:block",
        "aria-hidden": "true",
      },
      "↑ ↓ to move · Enter to open · Esc to close",
    ),
  );

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

  // A click on the backdrop (the dialog element itself, outside its content) or on ✕ closes it.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog || event.target === close) dialog.close();
  });
  dialog.addEventListener("close", () => {
    input.value = "";
    active = 0;
    openWhenReady = false;
    void update();
  });
  document.body.append(dialog);
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
  ui.status.className = text
    ? "text-fg-muted flex items-center justify-center gap-2 px-3 py-6 text-center text-sm"
    : "sr-only";
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

/** Opens the dialog; `typed` is what the reader typed while it loaded (search.site-island.ts). */
export function openSearch(typed = ""): void {
  ui ??= build();
  if (typed) {
    ui.input.value += typed;
    active = 0;
  }
  load();
  void update();
  if (!ui.dialog.open) ui.dialog.showModal();
  ui.input.focus();
}

/** Starts loading what search needs, so the dialog opens with results. */
export function warmSearch(): void {
  loadAll().catch(() => undefined);
}
