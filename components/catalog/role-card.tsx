import type { RoleSummary } from "@/lib/site/build/catalog-data";

import { EffortBadge, ModelChip } from "./badges";
import { CARD, CARD_LINK } from "./card-classes";

/**
 * A role on the home grid; the whole card is the link. Data attributes feed the filter island. A card is
 * laid out only as it nears the viewport (10.875rem: every card's height, its summary clamped to three
 * lines), so the page's first frame holds the cards in view, not all of them.
 */
export function RoleCard({ role }: { readonly role: RoleSummary }) {
  return (
    <li
      className={`${CARD} [contain-intrinsic-size:auto_10.875rem] [content-visibility:auto]`}
      data-role-card={role.name}
      data-emits={role.emits.join(" ")}
      data-effort={role.effort ?? ""}
      data-keywords={role.keywords.join(" · ")}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base leading-snug font-semibold">
          <a href={`/roles/${role.name}`} className={CARD_LINK}>
            {role.title}
          </a>
        </h3>
        <EffortBadge effort={role.effort} />
      </div>
      <p className="text-fg-subtle font-mono text-xs">{role.name}</p>
      <p className="text-fg-muted mt-2 line-clamp-3 text-sm">{role.summary}</p>
      <p className="mt-auto flex flex-wrap gap-1 pt-3">
        <span className="sr-only">Emits </span>
        {role.emits.map((model) => (
          <ModelChip key={model} name={model} />
        ))}
      </p>
    </li>
  );
}
