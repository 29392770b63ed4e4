"use client";

import { useEffect, useId, useRef, useState } from "react";

export interface ComboboxBehaviour<T> {
  readonly items: readonly T[];
  readonly search: (items: readonly T[], text: string) => readonly T[];
  readonly itemKey: (item: T) => string;
  readonly onPick: (item: T) => void;
  /** Options that cannot be picked stay visible (and say why) but Enter does nothing. */
  readonly isUnavailable?: ((item: T) => boolean) | undefined;
  /** The current pick's key, if any: the list opens on it. */
  readonly selectedKey?: string | null | undefined;
}

/**
 * Where ↑ or ↓ (`step` -1 or 1) takes the mark of an open list of `count` options, `active` as in
 * useCombobox: onto the mark while the keyboard is not on it yet, else one on, round the ends.
 */
export const arrowMove = (active: number, step: number, count: number) =>
  active < 0 ? ~active : (active + step + count) % count;

/** State and keyboard handling of a filtering combobox (ARIA 1.2 combobox + listbox pattern). */
export function useCombobox<T>({
  items,
  search,
  itemKey,
  onPick,
  isUnavailable,
  selectedKey = null,
}: ComboboxBehaviour<T>) {
  const id = useId();
  const [text, setText] = useState<string | null>(null); // null: not typing, the input shows the current value
  const [open, setOpen] = useState(false);
  // The marked option, which Enter picks: `active`, or `~active` while the keyboard is not on it yet (the
  // first match after typing, the current pick after a click). The first arrow key moves the keyboard
  // onto that mark, and only then on: ↓ went on from it at once, past an option shown marked that the
  // reader never reached. The WAI-ARIA combobox pattern sends ↓ past an automatic pick only when the box
  // already holds it (inline completion, or the value it takes on leaving); this box holds the typed
  // text, and leaving it drops the pick. Only the option the keyboard is on is the active descendant.
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement | null>(null);
  const typedSincePick = useRef(false);
  const shown = text === null ? items : search(items, text);
  const marked = active < 0 ? ~active : active;
  const activeItem = open ? shown[marked] : undefined;
  const optionId = (item: T) => `${id}-option-${itemKey(item)}`;

  useEffect(() => {
    if (activeItem !== undefined)
      document.getElementById(optionId(activeItem))?.scrollIntoView({ block: "nearest" });
  });

  /** Opens the list marking `index`, an option shown; `~index` marks it without moving the keyboard there. */
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const selectedIndex = Math.max(
    0,
    shown.findIndex((item) => itemKey(item) === selectedKey),
  );
  const pick = (item: T) => {
    if (isUnavailable?.(item)) return;
    onPick(item);
    setText(null);
    setOpen(false);
    // The picked value is selected, so typing starts a new search instead of appending to it.
    // Not when typing has already begun: selecting then would let the next key replace what was typed.
    typedSincePick.current = false;
    requestAnimationFrame(() => {
      if (!typedSincePick.current) input.current?.select();
    });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      if (!open) openAt(event.altKey ? ~selectedIndex : step === 1 ? selectedIndex : last);
      else if (shown.length > 0) setActive(arrowMove(active, step, shown.length));
    } else if (event.key === "Enter" && open && activeItem !== undefined) {
      event.preventDefault();
      pick(activeItem);
    } else if (event.key === "Escape" && (open || text !== null)) {
      event.preventDefault();
      if (open) setOpen(false);
      else setText(null);
    } else if ((event.key === "Home" || event.key === "End") && open && event.ctrlKey) {
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : last);
    }
  };

  const inputHandlers = {
    ref: input,
    onKeyDown,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      typedSincePick.current = true;
      setText(event.target.value);
      setOpen(true);
      setActive(-1);
    },
    onClick: () => (open ? setOpen(false) : openAt(~selectedIndex)),
    onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
    onBlur: () => {
      setOpen(false);
      setText(null);
    },
  };
  return { id, text, open, active, setActive, shown, activeItem, optionId, pick, inputHandlers };
}
