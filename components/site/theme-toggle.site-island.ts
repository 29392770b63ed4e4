// Theme toggle island: cycles system → light → dark. The inline theme script in <head> applies the
// stored choice before first paint; this only handles clicks and system changes. The button's icon
// and word follow `html[data-theme]` through CSS, so no text is rewritten (safe under React hydration).

import { THEME_STORAGE_KEY } from "@/lib/site/storage/theme-storage";

export type ThemeChoice = "light" | "dark" | "system";
const ORDER: readonly ThemeChoice[] = ["system", "light", "dark"];
const LABELS: Record<ThemeChoice, string> = {
  system: "System theme",
  light: "Light theme",
  dark: "Dark theme",
};

export function readChoice(root: HTMLElement = document.documentElement): ThemeChoice {
  const value = root.dataset["theme"];
  return value === "light" || value === "dark" ? value : "system";
}

export function nextChoice(choice: ThemeChoice): ThemeChoice {
  return ORDER[(ORDER.indexOf(choice) + 1) % ORDER.length] ?? "system";
}

/** The toggle's accessible name: the current choice, then what a click does. */
export function toggleLabel(choice: ThemeChoice): string {
  return `${LABELS[choice]}; switch to ${LABELS[nextChoice(choice)].toLowerCase()}`;
}

export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  const dark =
    choice === "dark" || (choice === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  root.classList.toggle("dark", dark);
  root.dataset["theme"] = choice;
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

function syncButtons(): void {
  const choice = readChoice();
  for (const button of document.querySelectorAll<HTMLElement>("[data-theme-toggle]")) {
    button.setAttribute("aria-label", toggleLabel(choice));
    button.title = `${LABELS[choice]} (click for ${LABELS[nextChoice(choice)].toLowerCase()})`;
  }
}

export function start(): void {
  syncButtons();
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("[data-theme-toggle]") : null;
    if (!button) return;
    applyTheme(nextChoice(readChoice()));
    syncButtons();
  });
  matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => {
    if (readChoice() === "system") applyTheme("system");
  });
  // Another tab changed the choice: follow it.
  window.addEventListener("storage", (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(event.newValue === "light" || event.newValue === "dark" ? event.newValue : "system");
    syncButtons();
  });
}
