import { THEME_STORAGE_KEY } from "@/lib/site/storage/theme-storage";

// Runs before first paint: applies the stored theme, or the system's, so the page never flashes.
// It reads the key the theme island (components/site/theme-toggle.site-island.ts) writes.
export const THEME_SCRIPT = `(function(){try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=s==="dark"||(s!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.dataset.theme=s==="dark"||s==="light"?s:"system";}catch(_){}})();`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
