import { EmptyStateIntro } from "./empty-state-intro";

const CATALOG_LINKS = [
  { href: "/", label: "roles" },
  { href: "/modes", label: "modes" },
  { href: "/emissions", label: "emission contracts" },
  { href: "/packs/default", label: "default pack" },
] as const;

/** The prerendered stand-in while the composer loads: its empty state's shape, so nothing shifts. */
/** `packHref`: the pack page (`/packs/<slug>`), passed by the server-rendered page. */
export function ComposerSkeleton({ packHref = "/packs/default" }: { readonly packHref?: string } = {}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,23rem)_minmax(0,1fr)] lg:gap-8" aria-busy="true">
      <div className="min-w-0" data-composer-loading="">
        <p className="mb-1.5 text-sm font-medium">Role</p>
        <div className="border-border-strong bg-bg-subtle h-10 rounded-md border" />
        <p className="text-fg-subtle mt-1.5 text-xs">Loading the composer…</p>
      </div>
      <div className="border-border-strong min-w-0 rounded-lg border border-dashed px-5 py-6">
        <noscript>
          {/* Without JavaScript nothing is loading: hide the placeholders and keep the explanation. */}
          <style>{"[data-composer-loading]{display:none}"}</style>
          <p className="text-sm">
            The composer runs in your browser and needs JavaScript. Without it, every part of the catalog
            still reads in full: browse the{" "}
            {CATALOG_LINKS.map((link) =>
              link.label === "default pack" ? { ...link, href: packHref } : link,
            ).map((link, index) => (
              <span key={link.href}>
                {index > 0 ? (index === CATALOG_LINKS.length - 1 ? " and the " : ", ") : null}
                <a href={link.href} className="text-accent underline">
                  {link.label}
                </a>
              </span>
            ))}
            .
          </p>
        </noscript>
        <div data-composer-loading="">
          <EmptyStateIntro />
          <p className="border-border text-fg-muted mt-4 border-t pt-3 text-sm font-medium">
            ▸ Import a profile YAML
          </p>
        </div>
      </div>
    </div>
  );
}
