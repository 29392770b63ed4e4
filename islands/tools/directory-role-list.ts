// The /directory-roles list at any size: a filter over the server-rendered rows and a page of
// LIST_PAGE_SIZE rows at a time ("Show more"). Without JavaScript every row is visible.
import { filterRows, LIST_PAGE_SIZE } from "@/lib/site/list-filter";

export function start(): void {
  const root = document.querySelector<HTMLElement>("[data-directory-role-list]");
  if (!root) return;
  const controls = root.querySelector<HTMLElement>("[data-list-controls]");
  const input = root.querySelector<HTMLInputElement>("[data-list-filter]");
  const count = root.querySelector<HTMLElement>("[data-list-count]");
  const more = root.querySelector<HTMLButtonElement>("[data-list-more]");
  if (!controls || !input || !count || !more) return;
  const rows = [...root.querySelectorAll<HTMLElement>("[data-role-row]")];
  const texts = rows.map((row) => (row.textContent ?? "").toLowerCase());
  let limit = LIST_PAGE_SIZE;
  const apply = () => {
    const { shown, matched } = filterRows(texts, input.value, limit);
    const visible = new Set(shown);
    rows.forEach((row, index) => {
      row.hidden = !visible.has(index);
    });
    count.textContent =
      matched === rows.length && shown.length === matched
        ? `${rows.length} roles`
        : `Showing ${shown.length} of ${matched} matching roles (${rows.length} in all)`;
    more.hidden = shown.length >= matched;
  };
  input.addEventListener("input", () => {
    limit = LIST_PAGE_SIZE;
    apply();
  });
  more.addEventListener("click", () => {
    limit += LIST_PAGE_SIZE;
    apply();
  });
  controls.hidden = false;
  apply();
}
