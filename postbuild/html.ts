// Pure rewrites and checks applied to the static export after `next build` (postbuild/main.ts runs
// them on every page; postbuild/after-build.test.ts runs them on the pages of the fresh build).
//
// Next renders the pages; the browser gets no Next runtime. Catalog pages are server-rendered HTML
// whose interactive parts are islands, declared in the markup with `data-island="<name>"` by the
// component that renders them; the composer is a React island mounted over its prerendered skeleton.
// Pages are read with parse5 (a spec-compliant HTML parser), never with regular expressions, and every
// step fails closed: a script we do not ship, a `'use client'` component (it would never come alive
// without Next's runtime), an unknown island or a missing file stops the build with the page's name.
// One step comes before parse5: Next's flight-data scripts are cut out of the text (cutFlightScripts),
// under the tokenizer's own rule for where a script ends, since tokenizing them was half of the parse.
import { defaultTreeAdapter, html as htmlSpec, parse, serialize, type DefaultTreeAdapterTypes } from "parse5";

import { withBasePath, withoutBasePath } from "@/lib/base-path";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export class PostbuildError extends Error {
  override name = "PostbuildError";
}

export interface PageOptions {
  /** The inline theme script, which every page keeps (components/site/theme-script.tsx). */
  readonly themeScript: string;
  /**
   * The other inline scripts a page may keep, each exactly as written (a page's few statements that
   * must run while its markup is parsed: components/pack-lab/box-script.ts).
   */
  readonly inlineScripts?: readonly string[];
  /** Island name (`data-island` value) → site path of the module that runs it. */
  readonly islandModules: ReadonlyMap<string, string>;
  /** Island name → the chunks it loads at once and the chunks it may ask for at once (islandChunks). */
  readonly islandChunks: ReadonlyMap<string, IslandChunks>;
  /**
   * The site path of the site's stylesheet (postbuild/styles.ts), linked from every page in place of
   * an earlier run's: `next build` leaves it out.
   */
  readonly stylesheet: string;
  /** Next's client reference ids → module path (`[project]/components/x.tsx`), from its client manifests. */
  readonly clientModules: ReadonlyMap<string, string>;
  /** "" or "/my-repo" (lib/base-path.ts). */
  readonly basePath: string;
}

/** Site paths of the chunks an island needs besides its module (postbuild/islands.ts: islandChunks). */
export interface IslandChunks {
  /**
   * What the island's module imports, at every depth, and the page tool it loads with import(): each is
   * given a `<link rel="modulepreload">`, so the browser fetches them beside the module instead of one
   * level after another.
   */
  readonly preload: readonly string[];
  /**
   * The modules its module loads with import() and what those import: written on its script as
   * `data-lazy-modules`, for an island that knows on start that it needs them (the composer's:
   * app/compose/composer.react-island.tsx).
   */
  readonly lazy: readonly string[];
}

export interface PageResult {
  readonly html: string;
  /** Islands the page declares, sorted. */
  readonly islands: readonly string[];
  /** Site paths (no base path, query or fragment) the page's URL attributes point at, sorted. */
  readonly references: readonly string[];
}

const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "poster"]);
const ISLAND_PREFIX = "/_islands/";

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((entry) => entry.name === name)?.value;
}

export function elements(node: Node, into: Element[] = []): Element[] {
  if ("tagName" in node) into.push(node);
  if ("childNodes" in node) for (const child of node.childNodes) elements(child, into);
  if ("content" in node && node.content) elements(node.content, into);
  return into;
}

export function textOf(element: Element): string {
  return element.childNodes
    .map((child) => ("value" in child && child.nodeName === "#text" ? child.value : ""))
    .join("");
}

function remove(node: Element): void {
  defaultTreeAdapter.detachNode(node);
}

/** Client reference ids in Next's flight data (`<row>:I[<id>,…]` rows of `self.__next_f.push([1,"…"])`). */
export function clientReferenceIds(flightScripts: readonly string[]): string[] {
  let payload = "";
  for (const script of flightScripts) {
    const start = script.indexOf("push(");
    if (start < 0) continue;
    const chunk: unknown = JSON.parse(script.slice(start + "push(".length, script.lastIndexOf(")")));
    if (Array.isArray(chunk) && chunk[0] === 1 && typeof chunk[1] === "string") payload += chunk[1];
  }
  const ids = new Set<string>();
  for (const line of payload.split("\n")) {
    const match = /^[0-9a-zA-Z]+:I(\[.*)$/.exec(line);
    if (!match?.[1]) continue;
    const row: unknown = JSON.parse(match[1]);
    if (Array.isArray(row)) ids.add(String(row[0]));
  }
  return [...ids].sort();
}

/** The text of Next's inline flight-data scripts starts so: the first push, then each chunk of the payload. */
const FLIGHT_TEXT = /^\(?self\.__next_f\b/;
const SCRIPT_START = "<script>";
const SCRIPT_END = "</script>";

/**
 * Next's flight-data scripts cut out of a page's text, and their contents in page order (what
 * `clientReferenceIds` reads). Most of a page's bytes at any size (a role page: 174 of 297 kB), and
 * parse5 tokenizes a script's text one character at a time, only for rewritePage to drop it.
 *
 * Not a regular expression over HTML: the cut follows the tokenizer. In a script's text only `<` can
 * end it or change how it is read (`</script`, `<!--`), so a script that opens like Next's and whose
 * text has no `<` ends exactly at the first `</script>` after it; Next writes the payload with every
 * `<` escaped (`\u003c`). React escapes `<` in all text and attribute values, so `<script>` in the
 * page's text is always a tag. If any such script's text has a `<` before its `</script>`, nothing is
 * cut and parse5 reads the whole page, as it would anyway (so does rewritePage when a flight script the
 * cut did not take is left, e.g. one with attributes: the payload's chunks must stay in order).
 */
export function cutFlightScripts(html: string): {
  readonly html: string;
  readonly flight: readonly string[];
} {
  const kept: string[] = [];
  const flight: string[] = [];
  let from = 0;
  let start = html.indexOf(SCRIPT_START);
  while (start !== -1) {
    const text = start + SCRIPT_START.length;
    if (!FLIGHT_TEXT.test(html.slice(text, text + 32))) {
      start = html.indexOf(SCRIPT_START, start + 1);
      continue;
    }
    const end = html.indexOf("<", text);
    if (end === -1 || !html.startsWith(SCRIPT_END, end)) return { html, flight: [] };
    kept.push(html.slice(from, start));
    flight.push(html.slice(text, end));
    from = end + SCRIPT_END.length;
    start = html.indexOf(SCRIPT_START, from);
  }
  if (flight.length === 0) return { html, flight };
  kept.push(html.slice(from));
  return { html: kept.join(""), flight };
}

/** What classifying a script needs to know of ours. */
export type ScriptContext = Pick<PageOptions, "themeScript" | "inlineScripts" | "basePath">;

/** Classifies one <script>: Next's (removed), ours (kept or re-injected), or unknown (an error). */
export function scriptKind(
  script: Element,
  options: ScriptContext,
): "next" | "flight" | "theme" | "inline" | "island" | "unknown" {
  const src = attr(script, "src");
  if (src !== undefined) {
    if (src.startsWith("/_next/")) return "next";
    if (attr(script, "type") === "module" && withoutBasePath(src, options.basePath).startsWith(ISLAND_PREFIX))
      return "island";
    return "unknown";
  }
  const text = textOf(script).trim();
  if (FLIGHT_TEXT.test(text)) return "flight";
  if (text.startsWith('(globalThis["TURBOPACK"]')) return "next";
  if (text === options.themeScript) return "theme";
  if (options.inlineScripts?.includes(text)) return "inline";
  return "unknown";
}

function isScriptPreload(link: Element): boolean {
  const rel = (attr(link, "rel") ?? "").toLowerCase().split(/\s+/);
  return rel.includes("modulepreload") || (rel.includes("preload") && attr(link, "as") === "script");
}

/** The site path a root-relative URL names ("/roles/x?y#z" → "/roles/x"); null for anything else. */
export function sitePath(url: string): string | null {
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  const end = url.search(/[?#]/);
  return decodeURI(end < 0 ? url : url.slice(0, end));
}

/**
 * Strips Next's client runtime, its script preloads and flight data from one exported page; checks
 * that only the scripts we ship are left and that no `'use client'` component of ours rendered; loads
 * the islands the page declares (module scripts at the end of <head>, replacing an earlier run's);
 * prefixes every root-relative URL with the base path. Throws PostbuildError naming `file`.
 */
export function rewritePage(html: string, file: string, options: PageOptions): PageResult {
  const fail = (message: string): never => {
    throw new PostbuildError(`${file}: ${message}`);
  };
  // Scripting off: what <noscript> holds is parsed as markup, so its links get the base path too.
  const cut = cutFlightScripts(html);
  let document = parse(cut.html, { scriptingEnabled: false });
  let all = elements(document);
  let flight = [...cut.flight];
  const isFlight = (element: Element) =>
    element.tagName === "script" && scriptKind(element, options) === "flight";
  // A flight script the cut left (one with attributes, say): the page is read whole instead, so the
  // payload's chunks stay in order.
  if (flight.length > 0 && all.some(isFlight)) {
    document = parse(html, { scriptingEnabled: false });
    all = elements(document);
    flight = [];
  }
  const head = all.find((element) => element.tagName === "head");
  if (!head || !html.includes("</head>")) fail("no <head> to put the islands in");

  const islands = new Set<string>();
  const stylesDir = options.stylesheet.slice(0, options.stylesheet.lastIndexOf("/") + 1);
  for (const element of all) {
    const island = attr(element, "data-island");
    if (island !== undefined) islands.add(island);
    if (element.tagName === "link" && isScriptPreload(element)) remove(element);
    // An earlier run's stylesheet (this step is idempotent: the e2e's base-path copy runs it again).
    if (
      element.tagName === "link" &&
      attr(element, "rel") === "stylesheet" &&
      withoutBasePath(attr(element, "href") ?? "", options.basePath).startsWith(stylesDir)
    )
      remove(element);
    if (element.tagName !== "script") continue;
    const kind = scriptKind(element, options);
    if (kind === "unknown") {
      const what = attr(element, "src") ?? `inline "${textOf(element).trim().slice(0, 60)}…"`;
      fail(`a script we do not ship: ${what} (only islands and our inline scripts may run)`);
    }
    if (kind === "flight") flight.push(textOf(element));
    if (kind !== "theme" && kind !== "inline") remove(element);
  }

  const ours = clientReferenceIds(flight).flatMap((id) => {
    const entry = options.clientModules.get(id);
    if (entry === undefined) return fail(`client reference ${id} is in none of Next's client manifests`);
    return entry.includes("/node_modules/") ? [] : [entry];
  });
  if (ours.length > 0)
    fail(
      `'use client' components rendered: ${ours.join(", ")}. Without Next's runtime they never come alive; render static markup and declare an island (data-island) instead`,
    );

  const modules = new Map<string, Set<string>>();
  const preload = new Set<string>();
  for (const island of islands) {
    const entry = options.islandModules.get(island);
    if (entry === undefined)
      return fail(
        `unknown island "${island}" (known: ${[...options.islandModules.keys()].sort().join(", ")})`,
      );
    const chunks = options.islandChunks.get(island);
    for (const chunk of chunks?.preload ?? []) preload.add(chunk);
    const lazy = modules.get(entry) ?? new Set<string>();
    for (const chunk of chunks?.lazy ?? []) lazy.add(chunk);
    modules.set(entry, lazy);
  }
  // The stylesheet after the <meta> elements that open <head> (the character set first), before the
  // title and anything that loads.
  const stylesheet = defaultTreeAdapter.createElement("link", htmlSpec.NS.HTML, [
    { name: "rel", value: "stylesheet" },
    { name: "href", value: options.stylesheet },
  ]);
  const headChildren = (head as ParentNode).childNodes;
  const after = headChildren.find((node) => !("tagName" in node && node.tagName === "meta"));
  if (after) defaultTreeAdapter.insertBefore(head as ParentNode, stylesheet, after);
  else defaultTreeAdapter.appendChild(head as ParentNode, stylesheet);
  for (const chunk of [...preload].filter((chunk) => !modules.has(chunk)).sort()) {
    const link = defaultTreeAdapter.createElement("link", htmlSpec.NS.HTML, [
      { name: "rel", value: "modulepreload" },
      { name: "fetchpriority", value: "low" },
      { name: "href", value: chunk },
    ]);
    defaultTreeAdapter.appendChild(head as ParentNode, link);
  }
  for (const [entry, lazy] of [...modules].sort(([a], [b]) => a.localeCompare(b))) {
    const script = defaultTreeAdapter.createElement("script", htmlSpec.NS.HTML, [
      { name: "type", value: "module" },
      { name: "fetchpriority", value: "low" },
      { name: "src", value: entry },
      ...(lazy.size > 0
        ? [
            {
              name: "data-lazy-modules",
              value: [...lazy]
                .sort()
                .map((chunk) => withBasePath(chunk, options.basePath))
                .join(" "),
            },
          ]
        : []),
    ]);
    defaultTreeAdapter.appendChild(head as ParentNode, script);
  }

  const references = new Set<string>();
  for (const element of elements(document)) {
    for (const entry of element.attrs) {
      if (!URL_ATTRIBUTES.has(entry.name)) continue;
      const path = sitePath(withoutBasePath(entry.value, options.basePath));
      if (path === null) continue;
      references.add(path);
      entry.value = withBasePath(withoutBasePath(entry.value, options.basePath), options.basePath);
    }
  }
  return {
    html: serialize(document, { scriptingEnabled: false }),
    islands: [...islands].sort(),
    references: [...references].sort(),
  };
}

/** `url(/x)` in a stylesheet under the base path (Next's CSS names fonts and images site-absolutely). */
export function rewriteCss(css: string, basePath: string): string {
  if (basePath === "") return css;
  return css.replace(
    /url\((["']?)(\/[^"')]*)/g,
    (_match, quote: string, url: string) => `url(${quote}${withBasePath(url, basePath)}`,
  );
}

/**
 * Whether a site path is served by the export the way a static host resolves it: the file itself,
 * `x.html` for `/x`, or `x/index.html`.
 */
export function resolves(path: string, exists: (relative: string) => boolean): boolean {
  const clean = path.replace(/^\/+|\/+$/g, "");
  if (clean === "") return exists("index.html");
  return exists(clean) || exists(`${clean}.html`) || exists(`${clean}/index.html`);
}

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

/**
 * The build configuration the pipeline supports: Next's own `basePath` and `assetPrefix` would put
 * URLs in places these rewrites do not know (use CASTS_BASE_PATH), and a base path whose first
 * segment is also a top-level route would make prefixed and unprefixed URLs ambiguous.
 */
export function checkBuildConfig(
  nextConfig: { readonly basePath?: string | undefined; readonly assetPrefix?: string | undefined },
  basePath: string,
  topLevelNames: readonly string[],
): void {
  for (const key of ["basePath", "assetPrefix"] as const)
    if (nextConfig[key])
      throw new PostbuildError(
        `next.config.ts: ${key} is set (${JSON.stringify(nextConfig[key])}); the static pipeline does not support it. Set CASTS_BASE_PATH instead`,
      );
  const first = basePath.split("/")[1];
  if (first && topLevelNames.some((name) => name === first || name === `${first}.html`))
    throw new PostbuildError(
      `CASTS_BASE_PATH: "${basePath}" starts with "/${first}", which is also a route of the site; choose another base path`,
    );
}
