import { directoryListPageHref } from "@/lib/site/directory-role-list";

/**
 * Links through the whole directory-role list, DIRECTORY_LIST_FIRST roles a page, for readers without
 * JavaScript (with it, the filter finds any role): the same few links whatever the number of pages.
 */
export function DirectoryListPager({
  page,
  pages,
  place,
}: {
  page: number;
  pages: number;
  /**
   * Where it sits, said in its name: a page has one above the list and one below, and two landmarks of
   * one name are no use in a screen reader's list of them.
   */
  place: "above" | "below";
}) {
  const link = (to: number, label: string, rel?: string) =>
    to >= 1 && to <= pages && to !== page ? (
      <a href={directoryListPageHref(to)} rel={rel} className="text-accent underline">
        {label}
      </a>
    ) : null;
  return (
    <nav
      aria-label={`Pages of the role list (${place} the list)`}
      className="text-fg-muted flex flex-wrap items-center gap-x-4 gap-y-1 text-sm"
    >
      {link(1, "First page")}
      {link(page - 1, "Previous page", "prev")}
      <span>
        Page {page} of {pages}
      </span>
      {link(page + 1, "Next page", "next")}
      {link(pages, "Last page")}
    </nav>
  );
}
