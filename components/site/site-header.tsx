import { ThemeToggle } from "./theme-toggle";
import { sitePackHref } from "@/lib/site/site-source";

const NAV = [
  { href: "/", label: "Roles" },
  { href: "/modes", label: "Modes" },
  { href: "/emissions", label: "Emissions" },
  { href: sitePackHref(), label: "Pack" },
  { href: "/directory-roles", label: "Directory roles" },
  { href: "/compose", label: "Composer" },
] as const;

/** Site-wide header; `search` is the search island, supplied by the layout. */
export function SiteHeader({ search }: { search?: React.ReactNode }) {
  return (
    <header className="border-border bg-bg/90 supports-[backdrop-filter]:bg-bg/75 top-0 z-30 border-b backdrop-blur sm:sticky">
      <a
        href="#main"
        className="focus:bg-accent focus:text-accent-fg sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:h-14 sm:flex-nowrap sm:py-0">
        <a href="/" className="flex shrink-0 items-center gap-2 font-semibold tracking-tight">
          <svg width="22" height="22" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="7" className="fill-accent" />
            <path
              d="M9 11h14M9 16h10M9 21h6"
              stroke="var(--accent-fg)"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          <span>Casts Catalog</span>
        </a>
        <nav
          aria-label="Main"
          data-site-nav
          className="order-last -mx-2.5 flex w-[calc(100%+1.25rem)] min-w-0 flex-wrap items-center gap-0.5 text-sm sm:order-none sm:mx-0 sm:w-auto sm:flex-1 sm:flex-nowrap sm:overflow-x-auto sm:px-1"
        >
          {NAV.map((item) => (
            <a
              key={item.href}
              href={item.href}
              className="text-fg-muted hover:bg-bg-muted hover:text-fg shrink-0 rounded-md px-2.5 py-1.5"
            >
              {item.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {search}
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
