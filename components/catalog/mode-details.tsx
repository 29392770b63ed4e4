import { StaticCopyButton } from "@/components/code/static-copy-button";
import type { ModeSummary } from "@/lib/site/build/catalog-data";

import { AnchorHeading } from "./anchor-heading";
import { ModeChip } from "./badges";
import { sitePackHref } from "@/lib/site/build/site-source";
import { groupDigits } from "@/lib/casts/core/digits";

/** Phase, recommended partners and conflicts of one mode. */
export function ModeFacts({ mode }: { readonly mode: ModeSummary }) {
  return (
    <dl className="border-border mt-5 grid gap-x-6 gap-y-3 rounded-lg border p-4 text-sm sm:grid-cols-[9rem_1fr]">
      <dt className="text-fg-subtle font-medium">Phase</dt>
      <dd>{mode.phase ?? "Not stated"}</dd>
      <dt className="text-fg-subtle font-medium">Pairs with</dt>
      <dd className="flex flex-wrap gap-1.5">
        {mode.pairsWith.length > 0
          ? mode.pairsWith.map((name) => <ModeChip key={name} name={name} />)
          : "No recommendation"}
      </dd>
      <dt className="text-fg-subtle font-medium">Conflicts with</dt>
      <dd className="flex flex-wrap items-center gap-1.5">
        {mode.conflictsWith.length > 0 ? (
          <>
            {mode.conflictsWith.map((name) => (
              <ModeChip key={name} name={name} tone="conflict" />
            ))}
            <span className="text-fg-muted">— a profile with both fails to compose.</span>
          </>
        ) : (
          <span className="text-fg-muted">None: composes with every other mode.</span>
        )}
      </dd>
    </dl>
  );
}

/** The exact text the mode appends to a system message. */
export function ModeBehaviors({ name, behaviors }: { readonly name: string; readonly behaviors: string }) {
  return (
    <section aria-labelledby="behaviors">
      <AnchorHeading id="behaviors" label="Behaviours" />
      <p className="text-fg-muted mb-4 max-w-3xl">
        Appended to the role&apos;s body after a blank line, exactly as below ({groupDigits(behaviors.length)}{" "}
        characters).
      </p>
      <figure className="border-border bg-bg-subtle overflow-hidden rounded-lg border">
        <figcaption className="border-border text-fg-subtle flex items-center justify-between gap-2 border-b px-3 py-1.5 text-xs">
          <span className="font-mono">{name} behaviours</span>
          <StaticCopyButton text={behaviors} label={`${name} behaviours`} />
        </figcaption>
        <p className="px-4 py-3 leading-relaxed whitespace-pre-wrap" data-testid="mode-behaviors">
          {behaviors}
        </p>
      </figure>
    </section>
  );
}

/** Roles whose default-pack entry turns the mode on, or lists it as allowed. */
export function ModeUsage({
  name,
  defaults,
  allows,
  openRoles,
}: {
  readonly name: string;
  readonly defaults: readonly string[];
  readonly allows: readonly string[];
  readonly openRoles: number;
}) {
  return (
    <section aria-labelledby="used-by">
      <AnchorHeading id="used-by" label="Used by roles" />
      <p className="text-fg-muted mb-4 max-w-3xl">
        From{" "}
        <a
          href={sitePackHref()}
          className="text-accent decoration-accent/40 hover:decoration-accent underline"
        >
          the default pack
        </a>
        . {openRoles} roles have no allow list and accept any mode,{" "}
        <span className="text-fg font-mono">{name}</span> included.
      </p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {[
          { label: "On by default for", names: defaults, empty: "No role turns it on by default." },
          { label: "Explicitly allowed for", names: allows, empty: "No role lists it in its allow list." },
        ].map((group) => (
          <div key={group.label} className="border-border rounded-lg border p-4">
            <dt className="text-fg-subtle text-sm font-medium">{group.label}</dt>
            <dd className="mt-2 flex flex-wrap gap-1.5 text-sm">
              {group.names.length > 0 ? (
                group.names.map((role) => (
                  <a
                    key={role}
                    href={`/roles/${role}`}
                    className="border-border bg-bg-subtle hover:border-accent hover:text-accent rounded-md border px-2 py-0.5 font-mono text-xs"
                  >
                    {role}
                  </a>
                ))
              ) : (
                <span className="text-fg-muted">{group.empty}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
