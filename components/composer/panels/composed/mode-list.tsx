"use client";

import { useEffect, useRef } from "react";

import { LineIcon } from "@/components/site/line-icon";
import type { SelectedModeNote } from "@/lib/composer/composition";

import { Badge } from "../../badge";

type Control = "up" | "down" | "remove";

interface ModeListProps {
  readonly notes: readonly SelectedModeNote[];
  readonly defaults: readonly string[];
  readonly onMove: (index: number, offset: -1 | 1) => void;
  readonly onRemove: (index: number) => void;
  /** Where focus goes when the last mode is removed. */
  readonly onEmptied: () => void;
}

/** The composition's modes in order, each with keyboard-operable move and remove buttons. */
export function ModeList({ notes, defaults, onMove, onRemove, onEmptied }: ModeListProps) {
  const list = useRef<HTMLOListElement>(null);
  const pending = useRef<{ control: Control; index: number } | null>(null);

  // Focus follows the moved mode, or lands on the neighbour of a removed one (after paint: focusing
  // forces a layout, which the browser does for the paint anyway).
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    if (notes.length === 0) {
      onEmptied();
      return;
    }
    const index = Math.min(target.index, notes.length - 1);
    const find = (control: Control) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-control="${control}-${index}"]`);
    const button = find(target.control);
    (button?.getAttribute("aria-disabled") === "true"
      ? find(target.control === "up" ? "down" : "up")
      : button
    )?.focus();
  }, [notes, onEmptied]);

  if (notes.length === 0) {
    return (
      <p className="border-border text-fg-muted rounded-md border border-dashed px-3 py-3 text-sm">
        No modes yet: the system message is the role body alone.
      </p>
    );
  }
  const button = (
    control: Control,
    index: number,
    label: string,
    disabled: boolean,
    icon: React.ReactNode,
    action: () => void,
  ) => (
    <button
      type="button"
      data-control={`${control}-${index}`}
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (disabled) return;
        pending.current = {
          control,
          index: control === "remove" ? index : index + (control === "up" ? -1 : 1),
        };
        action();
      }}
      className="text-fg-muted hover:bg-bg-muted hover:text-fg inline-flex size-8 items-center justify-center rounded-md aria-disabled:cursor-not-allowed aria-disabled:opacity-35 aria-disabled:hover:bg-transparent pointer-coarse:size-11"
    >
      <LineIcon round>{icon}</LineIcon>
    </button>
  );
  return (
    <ol ref={list} aria-label="Modes, in the order they apply" className="space-y-2">
      {notes.map((note, index) => {
        const { name } = note.mode;
        // Stable keys (a repeated mode counts its earlier copies) let React move items instead of rebuilding them.
        const copy = notes.slice(0, index).filter((earlier) => earlier.mode.name === name).length;
        const flagged = note.inReportedConflict || note.conflictsWith.length > 0;
        return (
          <li
            key={`${name}-${copy}`}
            data-testid="selected-mode"
            data-conflict={note.inReportedConflict || undefined}
            className={`flex items-start gap-2 rounded-md border px-3 py-2 ${
              note.inReportedConflict
                ? "border-danger bg-danger-soft"
                : flagged
                  ? "border-danger/60"
                  : "border-border bg-bg"
            }`}
          >
            <span
              className="text-fg-subtle mt-0.5 w-4 shrink-0 text-right font-mono text-xs tabular-nums"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-mono text-sm font-medium">{name}</span>
                <span className="sr-only">
                  , mode {index + 1} of {notes.length}
                </span>
                {defaults.includes(name) ? <Badge tone="accent">pack default</Badge> : null}
                {note.outsideAllow ? <Badge tone="warning">not allowed by the pack</Badge> : null}
                {note.repeated ? <Badge tone="neutral">repeated</Badge> : null}
              </p>
              {note.conflictsWith.length > 0 ? (
                <p className="text-danger mt-1 text-xs font-medium">
                  Conflicts with {note.conflictsWith.join(" and ")}
                </p>
              ) : null}
              {note.outsideAllow ? (
                <p className="text-warning mt-1 text-xs">
                  The pack does not allow this mode for the role: at run time it would be dropped, so the
                  composition is not deployable under the pack.
                </p>
              ) : null}
              {note.repeated ? (
                <p className="text-fg-muted mt-1 text-xs">Listed earlier too: its behaviours appear twice.</p>
              ) : null}
            </div>
            <div className="-my-0.5 flex shrink-0 items-center">
              {button("up", index, `Move ${name} up`, index === 0, <path d="m6 15 6-6 6 6" />, () =>
                onMove(index, -1),
              )}
              {button(
                "down",
                index,
                `Move ${name} down`,
                index === notes.length - 1,
                <path d="m6 9 6 6 6-6" />,
                () => onMove(index, 1),
              )}
              {button("remove", index, `Remove ${name}`, false, <path d="M6 6l12 12M18 6 6 18" />, () =>
                onRemove(index),
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
