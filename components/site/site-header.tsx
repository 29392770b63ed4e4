import { LineIcon } from "./line-icon";
import { ThemeToggle } from "./theme-toggle";
import { sitePackHref } from "@/lib/site/build/site-source";

interface NavItem {
  readonly href: string;
  readonly label: string;
  /** One line for the menus, where there is room to say what the tool is for. */
  readonly about: string;
}

/** Every page and tool of the site: the header reaches each from every page, phone or desktop, JavaScript or not. */
function navItems(): { readonly primary: readonly NavItem[]; readonly more: readonly NavItem[] } {
  return {
    primary: [
      { href: "/", label: "Roles", about: "What an agent is" },
      { href: "/modes", label: "Modes", about: "How it reasons" },
      { href: "/emissions", label: "Emissions", about: "The typed outputs" },
      { href: "/directory-roles", label: "Directory roles", about: "Roles from a folder" },
      { href: sitePackHref(), label: "Pack", about: "Per-role settings" },
      { href: "/compose", label: "Composer", about: "Build a profile" },
    ],
    more: [
      { href: "/compare", label: "Compare", about: "Two compositions side by side" },
      { href: "/packs/lab", label: "Pack lab", about: "Check your own pack" },
      { href: "/open-roles", label: "Open a folder", about: "Try your own roles" },
    ],
  };
}

const LINK = "text-fg-muted hover:bg-bg-muted hover:text-fg shrink-0 rounded-md px-2.5 py-1.5";
const SUMMARY =
  "text-fg-muted hover:bg-bg-muted hover:text-fg flex cursor-pointer list-none items-center gap-1 rounded-md px-2.5 py-1.5 [&::-webkit-details-marker]:hidden";
const PANEL = "border-border bg-bg absolute z-40 mt-1 rounded-lg border p-1.5 shadow-lg";

function Chevron() {
  return (
    <LineIcon size={12} strokeWidth={2.5} className="transition-transform group-open:rotate-180">
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}

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
 * Site-wide header; `search` is the search island, supplied by the layout. From `lg` up the main
 * pages are links and the other tools sit under "More"; below it one "Menu" lists them all. Both are
 * `<details>`, so they open without JavaScript; nav.site-island.ts closes them on Escape or a click outside.
 */
export function SiteHeader({ search }: { search?: React.ReactNode }) {
  const { primary, more } = navItems();
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
          <span className="max-[360px]:sr-only">Casts Catalog</span>
        </a>
        <nav
          aria-label="Main"
          data-site-nav
          className="hidden min-w-0 flex-1 items-center gap-0.5 text-sm lg:flex"
        >
          {primary.map((item) => (
            <a key={item.href} href={item.href} className={LINK} {...MARKED_IN_BROWSER}>
              {item.label}
            </a>
          ))}
          <details className="group relative" data-nav-menu>
            <summary className={SUMMARY}>
              More tools
              <Chevron />
            </summary>
            <div className={`${PANEL} w-64`}>
              {more.map((item) => (
                <MenuLink key={item.href} item={item} />
              ))}
            </div>
          </details>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2">
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
              {[...primary, ...more].map((item) => (
                <MenuLink key={item.href} item={item} />
              ))}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
