// The home page's role filter: text, emission model and effort, kept in the URL (?q=&emits=&effort=).
// The cards are server-rendered and all visible without JavaScript; this shows and hides them.
import {
  EMPTY_FILTER,
  isFiltering,
  matchesRoleFilter,
  readRoleFilter,
  writeRoleFilter,
  type RoleFilterState,
} from "@/lib/site/browser/role-filter";

export function start(): void {
  const root = document.querySelector<HTMLElement>("[data-role-filter]");
  if (!root) return;
  const query = root.querySelector<HTMLInputElement>("[data-filter=query]");
  const emits = root.querySelector<HTMLSelectElement>("[data-filter=emits]");
  const effort = root.querySelector<HTMLSelectElement>("[data-filter=effort]");
  const clear = root.querySelector<HTMLButtonElement>("[data-filter-clear]");
  const count = root.querySelector<HTMLElement>("[data-filter-count]");
  const empty = root.querySelector<HTMLElement>("[data-filter-empty]");
  if (!query || !emits || !effort || !clear || !count || !empty) return;
  const cards = [...root.querySelectorAll<HTMLElement>("[data-role-card]")].map((card) => ({
    card,
    role: {
      // What the card shows, each chip a word of its own, and the role's search keywords.
      text: `${[...card.querySelectorAll("h3, p, span, a")].map((node) => node.textContent).join(" ")} ${card.dataset["keywords"] ?? ""}`,
      emits: (card.dataset["emits"] ?? "").split(" "),
      effort: card.dataset["effort"] ?? "",
    },
  }));
  const total = cards.length;

  const apply = (state: RoleFilterState) => {
    let shown = 0;
    for (const { card, role } of cards) {
      const visible = matchesRoleFilter(role, state);
      card.hidden = !visible;
      if (visible) shown += 1;
    }
    count.textContent = shown === total ? `Showing all ${total} roles` : `Showing ${shown} of ${total} roles`;
    empty.hidden = shown > 0;
    clear.hidden = !isFiltering(state);
  };

  const fromFields = (): RoleFilterState => ({
    query: query.value,
    emits: emits.value,
    effort: effort.value,
  });
  const toFields = (state: RoleFilterState) => {
    query.value = state.query;
    // An unknown value in a shared URL selects nothing: fall back to "any" rather than a blank select.
    emits.value = state.emits;
    if (emits.value !== state.emits) emits.value = "";
    effort.value = state.effort;
    if (effort.value !== state.effort) effort.value = "";
  };

  const update = () => {
    const state = fromFields();
    const search = writeRoleFilter(window.location.search, state);
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${search}${window.location.hash}`,
    );
    apply(state);
  };

  const fromUrl = () => {
    toFields(readRoleFilter(window.location.search));
    apply(fromFields());
  };

  query.addEventListener("input", update);
  emits.addEventListener("change", update);
  effort.addEventListener("change", update);
  clear.addEventListener("click", () => {
    toFields(EMPTY_FILTER);
    update();
    query.focus();
  });
  window.addEventListener("popstate", fromUrl);
  // What the reader typed or chose before this code arrived is what the fields show: it wins over the
  // URL (which the page was opened with), and goes into it.
  if (isFiltering(fromFields())) update();
  else fromUrl();
}
