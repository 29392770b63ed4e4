// What the reader does to the build's comparison (a link with no query) while React downloads: the build's
// controls have no behaviour, so each choice and press is recorded, and replayed on React's controls once
// React has drawn the same comparison (compare-mount.browser.tsx), so none is lost.

/** One choice in a list (with the value chosen) or one press of a button (value null). */
export interface EarlyAction {
  readonly control: Element;
  readonly value: string | null;
}

/** Records choices and presses inside `prerendered` from now on, in order, into the array returned. */
export function recordEarlyActions(prerendered: HTMLElement): EarlyAction[] {
  const actions: EarlyAction[] = [];
  prerendered.addEventListener(
    "change",
    (event) => {
      if (event.target instanceof HTMLSelectElement)
        actions.push({ control: event.target, value: event.target.value });
    },
    true,
  );
  prerendered.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (button) actions.push({ control: button, value: null });
    },
    true,
  );
  return actions;
}

/**
 * The selector that finds a control's twin in React's markup: its id (the lists), its test id (swap), its
 * view (the view switch) or its label (a mode's remove and move buttons); null for anything else.
 */
export function twinSelector(control: Element): string | null {
  for (const name of ["id", "data-testid", "data-view", "aria-label"]) {
    const value = control.getAttribute(name);
    if (value !== null) return `${control.localName}[${name}="${CSS.escape(value)}"]`;
  }
  return null;
}
