interface Crumb {
  readonly href: string;
  readonly label: string;
}

interface PageHeaderProps {
  readonly crumbs?: readonly Crumb[];
  /** The current page's name, shown last in the breadcrumbs. */
  readonly current?: string;
  readonly title: React.ReactNode;
  /** Beside the title: badges, kind labels. */
  readonly aside?: React.ReactNode;
  readonly lead?: React.ReactNode;
  readonly children?: React.ReactNode;
}

/** Breadcrumbs, the page's only h1, and a lead paragraph. */
export function PageHeader({ crumbs = [], current, title, aside, lead, children }: PageHeaderProps) {
  return (
    <header className="border-border border-b pb-6">
      {crumbs.length > 0 && (
        <nav aria-label="Breadcrumb" className="text-fg-subtle mb-3 text-sm">
          <ol className="flex flex-wrap items-center gap-1.5">
            {crumbs.map((crumb) => (
              <li key={crumb.href} className="flex items-center gap-1.5">
                <a href={crumb.href} className="hover:text-fg hover:underline">
                  {crumb.label}
                </a>
                <span aria-hidden="true">/</span>
              </li>
            ))}
            {current && (
              <li aria-current="page" className="text-fg-muted font-mono">
                {current}
              </li>
            )}
          </ol>
        </nav>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {aside}
      </div>
      {lead && <div className="text-fg-muted mt-3 max-w-3xl text-base text-pretty sm:text-lg">{lead}</div>}
      {children}
    </header>
  );
}
