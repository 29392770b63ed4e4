import { LineIcon } from "./line-icon";
import { ThemeToggle } from "./theme-toggle";
import { sitePackHref } from "@/lib/site/build/site-source";

interface NavItem {
  readonly href: string;
  readonly label: string;
  /** One line for the menus, where there is room to say what the tool is for. */
  readonly about: string;
}

/**
 * Every page and tool of the site: the header reaches each from every page, phone or desktop, JavaScript
 * or not. The catalog's lists first, then the tools.
 */
function navItems(): { readonly catalog: readonly NavItem[]; readonly tools: readonly NavItem[] } {
  return {
    catalog: [
      { href: "/", label: "Roles", about: "What an agent is" },
      { href: "/modes", label: "Modes", about: "How it reasons" },
      { href: "/emissions", label: "Emissions", about: "The typed outputs" },
      { href: "/directory-roles", label: "Directory roles", about: "Roles from a folder" },
      { href: sitePackHref(), label: "Pack", about: "Per-role settings" },
    ],
    tools: [
      { href: "/compose", label: "Composer", about: "Build a profile" },
      { href: "/compare", label: "Compare", about: "Two compositions side by side" },
      { href: "/packs/lab", label: "Pack lab", about: "Check your own pack" },
      {
        href: "/open-roles",
        label: "Import",
        about: "Agents from Claude Code, Copilot, Cursor… or a roles folder",
      },
      { href: "/export", label: "Export", about: "Each role as a file for your agent tool" },
    ],
  };
}

/** A link of the desktop nav: one line, never wrapped or squeezed (the header is measured to fit). */
const LINK =
  "text-fg-muted hover:bg-bg-muted hover:text-fg shrink-0 rounded-md px-2 py-1.5 whitespace-nowrap";
const SUMMARY =
  "text-fg-muted hover:bg-bg-muted hover:text-fg flex cursor-pointer list-none items-center gap-1 rounded-md px-2.5 py-1.5 [&::-webkit-details-marker]:hidden";
const PANEL = "border-border bg-bg absolute z-40 mt-1 rounded-lg border p-1.5 shadow-lg";

/**
 * nav.site-island.ts marks the current section's link (aria-current) in the browser; under `npm run dev`
 * it runs before React hydrates the page, so the links say that attribute may differ.
 */
const MARKED_IN_BROWSER = { suppressHydrationWarning: true } as const;

function MenuLink({ item }: { readonly item: NavItem }) {
  return (
    <a
      href={item.href}
      className="hover:bg-bg-muted flex flex-col rounded-md px-3 py-2"
      {...MARKED_IN_BROWSER}
    >
      <span className="text-fg text-sm font-medium">{item.label}</span>
      <span className="text-fg-muted text-xs">{item.about}</span>
    </a>
  );
}

/**
 * Site-wide header; `search` is the search island, supplied by the layout. From `lg` up every page and
 * tool is a link of one row (measured to fit at 1024 px: the logo's word shows from `xl`, the search
 * and theme buttons are compact); below it one "Menu" lists them all. The menu is a `<details>`, so it
 * opens without JavaScript; nav.site-island.ts closes it on Escape or a click outside.
 */
export function SiteHeader({ search }: { search?: React.ReactNode }) {
  const { catalog, tools } = navItems();
  return (
    <header className="border-border bg-bg/90 supports-[backdrop-filter]:bg-bg/75 relative top-0 z-30 border-b backdrop-blur sm:sticky">
      <a
        href="#main"
        className="focus:bg-accent focus:text-accent-fg sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div data-island="nav" className="mx-auto flex h-14 max-w-6xl items-center gap-x-3 px-4">
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
          <span className="max-[360px]:sr-only lg:max-xl:sr-only">Casts Catalog</span>
        </a>
        <nav
          aria-label="Main"
          data-site-nav
          className="hidden min-w-0 flex-1 items-center gap-0.5 text-sm lg:flex"
        >
          {catalog.map((item) => (
            <a key={item.href} href={item.href} title={item.about} className={LINK} {...MARKED_IN_BROWSER}>
              {item.label}
            </a>
          ))}
          {/* The catalog's lists, then the tools. */}
          <span aria-hidden="true" className="bg-border mx-1 h-5 w-px shrink-0" />
          {tools.map((item) => (
            <a key={item.href} href={item.href} title={item.about} className={LINK} {...MARKED_IN_BROWSER}>
              {item.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2" data-header-buttons>
          {search}
          <ThemeToggle />
          <details className="group lg:hidden" data-nav-menu>
            <summary
              className={`${SUMMARY} border-border text-fg h-9 min-h-11 min-w-11 justify-center border sm:min-h-0 sm:min-w-0`}
              aria-label="Menu: every page and tool"
            >
              <LineIcon>
                <path d="M4 7h16M4 12h16M4 17h16" />
              </LineIcon>
              {/* The word only where it fits: on the narrowest phones the icon and its label suffice. */}
              <span className="text-sm max-[400px]:sr-only">Menu</span>
            </summary>
            <nav
              aria-label="Site menu"
              data-site-nav
              className={`${PANEL} inset-x-2 top-full grid grid-cols-1 gap-0.5 sm:left-auto sm:w-[26rem] sm:grid-cols-2`}
            >
              {[...catalog, ...tools].map((item) => (
                <MenuLink key={item.href} item={item} />
              ))}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
