"use client";

import type { ReactNode } from "react";

import { ROLE_INPUT } from "./composer-layout";
import { useCombobox, type ComboboxBehaviour } from "./use-combobox";

interface ComboboxProps<T> extends ComboboxBehaviour<T> {
  readonly label: ReactNode;
  /** The listbox's accessible name, e.g. "Roles". */
  readonly listLabel: string;
  readonly placeholder: string;
  readonly hint: string;
  readonly renderOption: (item: T) => ReactNode;
  /** What the input shows when the user is not typing (the current pick, or nothing). */
  readonly value?: string;
  readonly countLabel: (count: number) => string;
  /** A stable id for the text box, so other controls can move focus to it. */
  readonly inputId?: string;
  readonly testId?: string;
  /** Called when the text box gains focus or is pressed, before the list opens (to load more items). */
  readonly onActivate?: (() => void) | undefined;
}

/** A text box that filters a list (ARIA 1.2 combobox + listbox): type, arrows, Enter, Escape. */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { label, listLabel, placeholder, hint, itemKey, renderOption, isUnavailable, value, countLabel } =
    props;
  const { inputId: givenInputId, testId, onActivate } = props;
  const { id, text, open, active, setActive, shown, activeItem, optionId, pick, inputHandlers } =
    useCombobox(props);
  const inputId = givenInputId ?? `${id}-input`;

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={open && shown.length > 0}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={activeItem === undefined || active < 0 ? undefined : optionId(activeItem)}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text ?? value ?? ""}
          {...inputHandlers}
          onFocus={(event) => {
            onActivate?.();
            inputHandlers.onFocus(event);
          }}
          onPointerDown={onActivate}
          data-testid={testId}
          className={ROLE_INPUT}
        />
        {/* The list opens in the flow, under the box: the form column scrolls on its own (it is sticky on
            wide screens), and a list laid over the page would be clipped by it. */}
        <ul
          id={`${id}-listbox`}
          role="listbox"
          aria-label={listLabel}
          // Not a Tab stop: Chromium makes a scrolling box one, and Tab from the text box would land on
          // the list just as losing focus closes it, leaving focus nowhere. The options are reached with
          // the arrow keys (aria-activedescendant).
          tabIndex={-1}
          hidden={!open || shown.length === 0}
          className="border-border-strong bg-bg mt-1 max-h-[min(24rem,60vh)] overflow-auto rounded-md border p-1 shadow-lg"
        >
          {open
            ? shown.map((item, index) => (
                <li
                  key={itemKey(item)}
                  id={optionId(item)}
                  role="option"
                  aria-selected={item === activeItem}
                  aria-disabled={isUnavailable?.(item) || undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== active && setActive(index)}
                  onClick={() => pick(item)}
                  // Marked; outlined once the keyboard is on it (the first arrow key after typing).
                  className={`aria-selected:bg-accent-soft cursor-pointer rounded px-3 py-2 aria-disabled:cursor-default ${index === active ? "outline-accent outline-2" : ""}`}
                >
                  {renderOption(item)}
                </li>
              ))
            : null}
        </ul>
        {open && shown.length === 0 ? (
          <p className="border-border-strong bg-bg text-fg-muted mt-1 rounded-md border px-3 py-2 text-sm shadow-lg">
            No match for “{text}”. Press Escape to clear.
          </p>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-fg-subtle mt-1.5 text-xs" aria-live="polite">
        {hint}
      </p>
      <p className="sr-only" aria-live="polite">
        {open ? countLabel(shown.length) : ""}
      </p>
    </div>
  );
}
