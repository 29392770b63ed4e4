"use client";

import { useRef } from "react";

export interface TabItem<K extends string> {
  readonly key: K;
  readonly label: string;
}

export const tabIds = (prefix: string, key: string) => ({
  tab: `${prefix}-tab-${key}`,
  panel: `${prefix}-panel-${key}`,
});

/** ARIA tabs with automatic activation: ← → Home End move between tabs. */
export function Tabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
}: {
  readonly tabs: readonly TabItem<K>[];
  readonly selected: K;
  readonly onSelect: (key: K) => void;
  readonly label: string;
  readonly idPrefix: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const current = tabs.findIndex((tab) => tab.key === selected);
  const move = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.key);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${tab.key}"]`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className="bg-bg-muted flex gap-0.5 rounded-md p-0.5"
      onKeyDown={(event) => {
        const targets: Record<string, number> = {
          ArrowRight: current + 1,
          ArrowLeft: current - 1,
          Home: 0,
          End: tabs.length - 1,
        };
        const target = targets[event.key];
        if (target === undefined) return;
        event.preventDefault();
        move(target);
      }}
    >
      {tabs.map((tab) => {
        const ids = tabIds(idPrefix, tab.key);
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={ids.tab}
            data-tab={tab.key}
            aria-selected={tab.key === selected}
            aria-controls={ids.panel}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            className="text-fg-muted hover:text-fg aria-selected:bg-bg aria-selected:text-fg rounded px-2.5 py-1 text-xs font-medium aria-selected:shadow-sm"
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
