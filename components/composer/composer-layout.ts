// The composer's outer layout and role box, shared by the island (composer.tsx, combobox.tsx,
// empty-state.tsx) and the build's render of the empty composer (composer-skeleton.tsx): the page's
// first paint and React's first render must lay out the same, or the page moves when React takes over.

/** The two columns: the form, then what the composition shows (on touch screens, 44 px controls). */
export const COMPOSER_GRID =
  "grid gap-x-8 gap-y-6 lg:grid-cols-[minmax(0,23rem)_minmax(0,1fr)] pointer-coarse:[&_button]:min-h-11 pointer-coarse:[&_summary]:min-h-11";

/**
 * The form's column: sticky and scrolling on its own on wide screens. There, on a touch screen, room at
 * its top for the undo bar's 44 px buttons, which reach above the picker's label line (history-bar.tsx).
 */
export const FORM_COLUMN =
  "min-w-0 lg:sticky lg:top-[4.5rem] lg:max-h-[calc(100dvh-5.5rem)] lg:self-start lg:overflow-y-auto lg:pr-1 lg:pointer-coarse:pt-5";

export const OUTPUT_COLUMN = "min-w-0 space-y-6";

/** The empty state's dashed box. */
export const EMPTY_BOX = "border-border-strong rounded-lg border border-dashed px-5 py-6";

/** A combobox's text box (the role picker's among them). */
export const ROLE_INPUT =
  "border-border-strong bg-bg placeholder:text-fg-subtle h-10 w-full rounded-md border px-3 font-mono text-sm placeholder:font-sans";

/** The role picker's hint while it is idle. */
export const ROLE_HINT = "Type to filter · ↑ ↓ to move · Enter to pick · Esc to close";

/** The role picker's placeholder: how many roles it offers, when the count is known. */
export const rolePlaceholder = (count?: number) =>
  count === undefined ? "Search roles by name or task" : `Search ${count} roles by name or task`;
