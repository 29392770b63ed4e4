// The /directory-roles filter. The page shows its first DIRECTORY_LIST_FIRST rows (every role is on
// the /directory-roles-list/<n> pages, which work without JavaScript); the first time a reader uses
// the filter or "Show more", it fetches the index of every role (DIRECTORY_ROLE_INDEX_URL), then
// draws the matching rows, LIST_PAGE_SIZE at a time, with the server's own row component
// (islands/dom-jsx builds its DOM). Should the index not load, it filters the rows on the page.
import { DirectoryRoleRow } from "@/components/directory-roles/directory-role-row";
import { domNode } from "@/islands/dom-jsx/jsx-runtime";
import { withBasePath } from "@/lib/base-path";
import {
  DIRECTORY_ROLE_INDEX_URL,
  listCountText,
  parseDirectoryRoleIndex,
  rowText,
  type DirectoryRoleIndex,
  type DirectoryRoleListRow,
} from "@/lib/site/directory-role-list";
import { filterRows, LIST_PAGE_SIZE } from "@/lib/site/browser/list-filter";

function drawRoleRow(row: DirectoryRoleListRow, folder: string): HTMLElement {
  const node = domNode(<DirectoryRoleRow row={row} folder={folder} />) as HTMLElement;
  // The server's links are put under the site's base path after the build; these here.
  for (const link of node.querySelectorAll("a"))
    link.setAttribute("href", withBasePath(link.getAttribute("href") ?? ""));
  return node;
}

async function fetchIndex(): Promise<DirectoryRoleIndex> {
  const response = await fetch(withBasePath(DIRECTORY_ROLE_INDEX_URL));
  if (!response.ok) throw new Error(`${DIRECTORY_ROLE_INDEX_URL} answered HTTP ${response.status}`);
  return parseDirectoryRoleIndex(await response.json());
}

export function start(): void {
  const root = document.querySelector<HTMLElement>("[data-directory-role-list]");
  if (!root) return;
  const controls = root.querySelector<HTMLElement>("[data-list-controls]");
  const input = root.querySelector<HTMLInputElement>("[data-list-filter]");
  const count = root.querySelector<HTMLElement>("[data-list-count]");
  const more = root.querySelector<HTMLButtonElement>("[data-list-more]");
  const list = root.querySelector<HTMLUListElement>("[data-role-rows]");
  if (!controls || !input || !count || !more || !list) return;
  const total = Number(root.dataset["roleCount"] ?? "0");
  const pageRows = [...list.querySelectorAll<HTMLElement>("[data-role-row]")];
  const pageTexts = pageRows.map((row) => (row.textContent ?? "").toLowerCase());
  let index: DirectoryRoleIndex | null = null;
  let indexTexts: string[] = [];
  let loading: Promise<void> | null = null;
  let failed = false;
  let limit = LIST_PAGE_SIZE;

  const countText = (shown: number, matched: number, all: number) =>
    listCountText(shown, matched, all, input.value.trim() !== "");
  const apply = () => {
    if (index === null) {
      // Before the index is asked for (or when it cannot load): the page's own rows.
      const { shown, matched } = filterRows(pageTexts, input.value, limit);
      const visible = new Set(shown);
      pageRows.forEach((row, at) => (row.hidden = !visible.has(at)));
      const untouched = input.value.trim() === "" && !failed;
      count.textContent = countText(
        shown.length,
        untouched ? total : matched,
        untouched ? total : pageRows.length,
      );
      more.hidden = untouched ? shown.length >= total : shown.length >= matched;
      return;
    }
    const { rows, folder } = index;
    const { shown, matched } = filterRows(indexTexts, input.value, limit);
    list.replaceChildren(...shown.map((at) => drawRoleRow(rows[at]!, folder)));
    count.textContent = countText(shown.length, matched, rows.length);
    more.hidden = shown.length >= matched;
  };
  /** Loads the whole index once (when the page does not already show every role), then applies. */
  const refresh = () => {
    if (index !== null || total <= pageRows.length) return apply();
    loading ??= fetchIndex().then(
      (loaded) => {
        index = loaded;
        indexTexts = loaded.rows.map((row) => rowText(row, loaded.folder));
      },
      () => void (failed = true), // filter what the page shows
    );
    void loading.then(apply);
  };
  input.addEventListener("input", () => {
    limit = LIST_PAGE_SIZE;
    refresh();
  });
  more.addEventListener("click", () => {
    limit += LIST_PAGE_SIZE;
    refresh();
  });
  // The page rendered the controls and the count of the untouched list (shown with JavaScript only:
  // data-js-only), so nothing moves here; text typed before this code arrived filters every role.
  if (input.value.trim() === "") apply();
  else refresh();
}
