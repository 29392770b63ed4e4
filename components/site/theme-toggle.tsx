import { LineIcon } from "./line-icon";

const CHOICES = ["system", "light", "dark"] as const;
/** Each choice's icon: a screen, a sun, a moon. */
const ICONS = {
  system: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  dark: <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />,
};

/**
 * Cycles system → light → dark (`theme-toggle.site-island.ts`). The icon and word shown follow `html[data-theme]`,
 * set before first paint by the inline theme script, so the button is right on the first frame.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      data-island="theme-toggle"
      data-theme-toggle
      data-js-only
      data-testid="theme-toggle"
      aria-label="System theme; switch to light theme"
      title="System theme (click for light theme)"
      className="border-border text-fg-muted hover:bg-bg-muted hover:text-fg inline-flex h-9 items-center gap-2 rounded-md border px-2.5 text-sm"
    >
      {CHOICES.map((choice) => (
        <span key={choice} data-theme-show={choice}>
          <LineIcon>{ICONS[choice]}</LineIcon>
        </span>
      ))}
      {/* The word from `sm` to `lg`; on wide screens the header's links need the room (the icon and the
          button's name say it). */}
      <span className="hidden sm:inline lg:hidden">
        <span data-theme-show="system">Auto</span>
        <span data-theme-show="light">Light</span>
        <span data-theme-show="dark">Dark</span>
      </span>
    </button>
  );
}
