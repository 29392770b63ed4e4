"use client";

import { useSyncExternalStore } from "react";

type ThemeChoice = "light" | "dark" | "system";
const ORDER: readonly ThemeChoice[] = ["system", "light", "dark"];
const STORAGE_KEY = "casts-theme";

function readChoice(): ThemeChoice {
  const value = document.documentElement.dataset.theme;
  return value === "light" || value === "dark" ? value : "system";
}

function subscribe(onChange: () => void): () => void {
  const media = matchMedia("(prefers-color-scheme: dark)");
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  const onSystem = () => {
    if (readChoice() === "system") apply("system");
  };
  media.addEventListener("change", onSystem);
  return () => {
    observer.disconnect();
    media.removeEventListener("change", onSystem);
  };
}

function apply(choice: ThemeChoice): void {
  const dark = choice === "dark" || (choice === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.dataset.theme = choice;
  try {
    if (choice === "system") localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

const LABELS: Record<ThemeChoice, string> = { system: "System theme", light: "Light theme", dark: "Dark theme" };

/** Cycles system → light → dark; the label says the current choice. */
export function ThemeToggle() {
  const choice = useSyncExternalStore(subscribe, readChoice, () => "system" as ThemeChoice);
  const next = ORDER[(ORDER.indexOf(choice) + 1) % ORDER.length] ?? "system";
  return (
    <button
      type="button"
      onClick={() => apply(next)}
      className="inline-flex h-9 items-center gap-2 rounded-md border border-border px-2.5 text-sm text-fg-muted hover:bg-bg-muted hover:text-fg"
      aria-label={`${LABELS[choice]}; switch to ${LABELS[next].toLowerCase()}`}
      title={`${LABELS[choice]} (click for ${LABELS[next].toLowerCase()})`}
      data-testid="theme-toggle"
    >
      <ThemeIcon choice={choice} />
      <span className="hidden sm:inline">{choice === "system" ? "Auto" : choice === "light" ? "Light" : "Dark"}</span>
    </button>
  );
}

function ThemeIcon({ choice }: { choice: ThemeChoice }) {
  const common = { width: 16, height: 16, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 2, "aria-hidden": true } as const;
  if (choice === "light") {
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    );
  }
  if (choice === "dark") {
    return (
      <svg {...common}>
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  );
}
