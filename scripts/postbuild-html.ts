// Pure HTML rewrites applied to the static export after `next build` (see scripts/postbuild.ts).
//
// Next renders the pages; the browser gets no Next runtime. Catalog pages are server-rendered HTML
// whose interactive bits are framework-free islands (islands/*.ts); the composer is a React island
// mounted over its prerendered skeleton (islands/composer.tsx). Stripping the App Router runtime and
// its flight data removes ~130 kB of gzip JavaScript and all hydration work from every page.

const NEXT_SCRIPT = /<script\b[^>]*\bsrc="\/_next\/[^"]*"[^>]*>\s*<\/script>/g;
const NEXT_PRELOAD =
  /<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*\/?>|<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
// Flight data: `(self.__next_f=self.__next_f||[]).push([0])` and `self.__next_f.push([1,"…"])`.
// Inside the payload `</script` is always escaped (`\u003c/script`), so the lazy match is exact.
const FLIGHT_DATA = /<script>\(?self\.__next_f\b[\s\S]*?<\/script>/g;
// Turbopack's chunk registration for the runtime: `(globalThis["TURBOPACK"] || …).push({otherChunks…})`.
const CHUNK_REGISTRATION = /<script\b[^>]*>\(globalThis\["TURBOPACK"\][\s\S]*?<\/script>/g;

export class PostbuildError extends Error {}

/** Removes Next's client runtime, script preloads and flight data from one exported page. */
export function stripNextRuntime(html: string, file = "page"): string {
  const stripped = html
    .replace(NEXT_SCRIPT, "")
    .replace(NEXT_PRELOAD, "")
    .replace(FLIGHT_DATA, "")
    .replace(CHUNK_REGISTRATION, "");
  // If Next changes its markup, fail the build rather than ship a half-stripped page.
  const leftover = /<script\b[^>]*\bsrc="\/_next\/|self\.__next_f|TURBOPACK|<link\b[^>]*\bas="script"/.exec(
    stripped,
  );
  if (leftover) throw new PostbuildError(`${file}: Next runtime markup left after stripping: ${leftover[0]}`);
  return stripped;
}

const ISLAND_SCRIPT = /<script type="module"[^>]*\bsrc="\/_islands\/[^"]*"[^>]*><\/script>/g;

/**
 * Puts the page's island modules at the end of its <head>, replacing any from an earlier run (so the
 * step can be re-run on an export). Modules are deferred, and low fetch priority tells the browser
 * the first paint never waits for them: the HTML is complete without them.
 */
export function injectIslands(html: string, sources: readonly string[], file = "page"): string {
  if (!html.includes("</head>")) throw new PostbuildError(`${file}: no </head> to put the islands script in`);
  const tags = sources
    .map((src) => `<script type="module" fetchpriority="low" src="${src}"></script>`)
    .join("");
  return html.replace(ISLAND_SCRIPT, "").replace("</head>", `${tags}</head>`);
}

/** Island entries a page loads besides `main` (header search, theme, copy, filter). */
export const PAGE_ISLANDS: Readonly<Record<string, readonly string[]>> = {
  "compose.html": ["composer"],
  "compare.html": ["compare"],
  "packs/lab.html": ["pack-lab"],
};

/**
 * Files of the export nothing can load once the runtime is stripped: Next's JavaScript chunks and the
 * flight data (RSC payload) its client router fetched, `x.txt` beside `x.html` and `__next.*.txt`.
 * Other text files (llms.txt) stay. `relative` uses "/" separators.
 */
export function isPrunable(relative: string, exists: (relative: string) => boolean): boolean {
  if (relative.startsWith("_next/") && relative.endsWith(".js")) return true;
  const name = relative.slice(relative.lastIndexOf("/") + 1);
  if (name.startsWith("__next.") && name.endsWith(".txt")) return true;
  return relative.endsWith(".txt") && exists(`${relative.slice(0, -".txt".length)}.html`);
}

/** Site-absolute asset URLs (`/_next/…`, `/_islands/…`) a page references that are not in the export. */
export function missingAssets(html: string, exists: (relative: string) => boolean): string[] {
  const urls = [...html.matchAll(/\b(?:src|href)="(\/(?:_next|_islands)\/[^"?#]+)/g)].map(
    (match) => match[1] ?? "",
  );
  return [...new Set(urls)].filter((url) => !exists(url.slice(1)));
}
