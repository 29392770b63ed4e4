import {
  COMPOSER_GRID,
  EMPTY_BOX,
  FORM_COLUMN,
  OUTPUT_COLUMN,
  ROLE_HINT,
  ROLE_INPUT,
  rolePlaceholder,
} from "./composer-layout";
import { EmptyStateIntro } from "./empty-state-intro";

const CATALOG_LINKS = [
  { href: "/", label: "roles" },
  { href: "/modes", label: "modes" },
  { href: "/emissions", label: "emission contracts" },
  { href: "/packs/default", label: "default pack" },
] as const;

/**
 * The empty composer as the build renders it: the role picker, the intro with its examples and the
 * import disclosure, laid out as the island draws them (the same classes: ./composer-layout.ts), so
 * the page's first paint is the composer's and nothing moves when React takes over. The island starts
 * when the reader reaches for it, or at once for a link with a query
 * (app/compose/composer.react-island.tsx); without JavaScript only the explanation shows.
 * `packHref`: the pack page (`/packs/<slug>`); `roleCount`: every role the picker offers.
 */
export function ComposerSkeleton({
  packHref = "/packs/default",
  roleCount,
}: { readonly packHref?: string; readonly roleCount?: number } = {}) {
  return (
    <div className={COMPOSER_GRID} data-composer-prerendered="">
      <div className={FORM_COLUMN}>
        <div className="min-w-0 space-y-5" data-composer-loading="">
          <div>
            <label htmlFor="composer-role" className="mb-1.5 block text-sm font-medium">
              Role
            </label>
            <div className="relative">
              <input
                id="composer-role"
                type="text"
                role="combobox"
                aria-expanded="false"
                aria-controls="composer-role-listbox"
                aria-autocomplete="list"
                aria-describedby="composer-role-hint"
                autoComplete="off"
                spellCheck={false}
                placeholder={rolePlaceholder(roleCount)}
                data-testid="role-picker"
                className={ROLE_INPUT}
              />
              <ul id="composer-role-listbox" role="listbox" aria-label="Roles" hidden />
            </div>
            <p id="composer-role-hint" className="text-fg-subtle mt-1.5 text-xs" data-composer-hint="">
              {ROLE_HINT}
            </p>
          </div>
        </div>
      </div>
      <div className={OUTPUT_COLUMN}>
        <div className={`${EMPTY_BOX} relative`} data-testid="compose-empty">
          <noscript>
            {/* Without JavaScript nothing is loading: hide the controls and keep the explanation. */}
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
            {/* The page cannot read its link without a script: say where the link's role and modes read. */}
            <p className="mt-2 text-sm" data-testid="composer-noscript-link">
              A composer link names its role after <code className="whitespace-nowrap">?role=</code> and its
              modes after <code className="whitespace-nowrap">&amp;modes=</code>: each has a page of its own
              in those lists, and <code>casts compose ROLE --mode MODE</code> prints the system message the
              link composes.
            </p>
          </noscript>
          {/* A link with a query shows this over the intro, kept in place so nothing moves, until React
              draws the composition (app/globals.css; the theme script marks such a link). */}
          <p data-composer-wait="" className="text-fg-muted absolute inset-x-5 top-6 text-sm">
            Loading the composition in the link…
          </p>
          <div data-composer-loading="" data-composer-idle="">
            <EmptyStateIntro />
            <details className="border-border mt-4 border-t pt-3 text-sm">
              <summary className="cursor-pointer font-medium">Import a profile YAML</summary>
            </details>
          </div>
        </div>
      </div>
    </div>
  );
}
