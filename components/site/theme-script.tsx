import { RECORD_EARLY_INPUT } from "@/islands/early-input-recorder";
import { THEME_STORAGE_KEY } from "@/lib/site/storage/theme-storage";

// Runs before first paint: applies the stored theme, or the system's, so the page never flashes.
// It reads the key the theme island (components/site/theme-toggle.site-island.ts) writes. It also marks
// a link with a query (data-query on <html>), so a page can choose what its first paint shows for one
// before its island runs (/compare, app/globals.css), and records presses of the header's buttons until
// the catalog module replays them (islands/early-input.ts).
export const THEME_SCRIPT = `(function(){var e=document.documentElement;if(location.search)e.dataset.query="";try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=s==="dark"||(s!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);e.classList.toggle("dark",d);e.dataset.theme=s==="dark"||s==="light"?s:"system";}catch(_){}${RECORD_EARLY_INPUT}})();`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
