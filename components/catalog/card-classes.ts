// The catalog's grid cards (roles, modes, emissions): the card, and its title link stretched over it so
// the whole card is the link. The focus ring is drawn inside the card: a card laid out only as it nears
// the viewport (content-visibility: auto, as the role and mode grids do) has what it paints clipped to
// its box, which would hide a ring drawn outside it.

/** The card (an `<li>` of a grid). */
export const CARD =
  "group border-border bg-bg hover:border-border-strong hover:bg-bg-subtle relative flex flex-col rounded-xl border p-4 transition-colors";

/** The card's title link, covering the whole card. */
export const CARD_LINK =
  "focus-visible:after:ring-accent group-hover:text-accent outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-inset";
