// On the 404 page: "Did you mean …?" with the catalog entries closest to the missing URL.
import { withBasePath, withoutBasePath } from "@/lib/base-path";
import { suggestForPath } from "@/lib/site/suggest";

import { h } from "./dom";
import { loadSearchIndex } from "./search-index";

export function initNotFound(): void {
  const slot = document.querySelector<HTMLElement>("[data-not-found-suggestions]");
  if (!slot) return;
  loadSearchIndex().then(
    (entries) => {
      const suggestions = suggestForPath(withoutBasePath(window.location.pathname), entries);
      if (suggestions.length === 0) return;
      slot.replaceChildren(
        h(
          "div",
          { class: "border-border mt-8 rounded-lg border p-4 text-left" },
          h("p", { class: "text-fg-muted text-sm font-medium" }, "Did you mean"),
          h(
            "ul",
            { class: "mt-2 space-y-1" },
            ...suggestions.map((entry) =>
              h(
                "li",
                {},
                h(
                  "a",
                  {
                    href: withBasePath(entry.href),
                    class: "text-accent decoration-accent/40 hover:decoration-accent font-medium underline",
                  },
                  entry.title,
                ),
                " ",
                h("span", { class: "text-fg-subtle font-mono text-xs" }, entry.href),
              ),
            ),
          ),
        ),
      );
    },
    // Without the index there is nothing to suggest; the page's own links still help.
    () => undefined,
  );
}
