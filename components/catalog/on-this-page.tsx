export interface TocItem {
  readonly id: string;
  readonly label: string;
  readonly depth?: 1 | 2;
}

/** A sticky in-page table of contents for wide screens; components/site/nav.site-island.ts marks the section being read. */
export function OnThisPage({ items }: { readonly items: readonly TocItem[] }) {
  return (
    <nav
      aria-label="On this page"
      data-toc
      className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] overflow-y-auto text-sm lg:block"
    >
      <p className="text-fg mb-2 font-medium">On this page</p>
      <ul className="border-border space-y-1.5 border-l">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className={`text-fg-muted hover:border-fg-subtle hover:text-fg -ml-px block border-l border-transparent ${item.depth === 2 ? "pl-6 font-mono text-xs" : "pl-3"}`}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
