import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { THEME_SCRIPT } from "@/components/site/theme-script";

import {
  checkBuildConfig,
  clientReferenceIds,
  isPrunable,
  PostbuildError,
  resolves,
  rewriteCss,
  rewritePage,
  type PageOptions,
} from "./postbuild-html";

// Pages exported by a real `next build`, untouched (re-capture: scripts/capture-postbuild-fixtures.ts).
const FIXTURES = path.join(import.meta.dirname, "__fixtures__", "next-export");
const page = (file: string) => readFileSync(path.join(FIXTURES, file), "utf8");
const CAPTURED_PAGES = readdirSync(FIXTURES, { recursive: true, encoding: "utf8" }).filter((file) =>
  file.endsWith(".html"),
);
const clientModules = new Map(
  Object.entries(JSON.parse(page("client-modules.json")) as Record<string, string>),
);
const OPTIONS: PageOptions = {
  themeScript: THEME_SCRIPT,
  islandModules: new Map([
    ["search", "/_islands/main-AAAA.js"],
    ["theme-toggle", "/_islands/main-AAAA.js"],
    ["copy", "/_islands/main-AAAA.js"],
    ["not-found", "/_islands/main-AAAA.js"],
    ["composer", "/_islands/composer-BBBB.js"],
  ]),
  clientModules,
  basePath: "",
};
const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

describe("rewritePage", () => {
  it.each(CAPTURED_PAGES)("leaves %s with only the theme script and the islands it declares", (file) => {
    const { html, islands } = rewritePage(page(file), file, OPTIONS);
    expect(html).not.toMatch(/_next\/[^"]*\.js/);
    expect(html).not.toContain("__next_f");
    expect(html).not.toContain("TURBOPACK");
    expect(html).not.toMatch(/as="script"|modulepreload/);
    expect(html).toContain(THEME_SCRIPT);
    const modules = [...new Set(islands.map((island) => OPTIONS.islandModules.get(island)))].sort();
    expect(scripts(html)).toEqual([
      "<script>",
      ...modules.map((src) => `<script type="module" fetchpriority="low" src="${src}">`),
    ]);
  });

  it("finds the islands each page declares in its markup", () => {
    expect(rewritePage(page("compose.html"), "compose.html", OPTIONS).islands).toEqual([
      "composer",
      "search",
      "theme-toggle",
    ]);
    expect(rewritePage(page("404.html"), "404.html", OPTIONS).islands).toContain("not-found");
    const role = "directory-roles/OnCallHandoff.html";
    expect(rewritePage(page(role), role, OPTIONS).islands).toContain("copy");
  });

  it("keeps the page's content and stylesheet, and is idempotent on its own output", () => {
    const once = rewritePage(page("compose.html"), "compose.html", OPTIONS);
    expect(once.html).toContain('<h1 class="text-3xl font-semibold tracking-tight">Profile composer</h1>');
    expect(once.html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/chunks\/[^"]+\.css"/);
    expect(once.html).toContain("<noscript><style>[data-js-only]{display:none!important}</style></noscript>");
    expect(rewritePage(once.html, "compose.html", OPTIONS).html).toBe(once.html);
  });

  it("lists the site paths the page references, without query or fragment", () => {
    const { references } = rewritePage(page("compose.html"), "compose.html", OPTIONS);
    expect(references).toEqual(
      expect.arrayContaining(["/", "/compose/data.json", "/icon.svg", "/_islands/main-AAAA.js"]),
    );
    expect(references.some((reference) => /[?#]/.test(reference))).toBe(false);
  });

  it("prefixes every root-relative URL with the base path, once", () => {
    const options = { ...OPTIONS, basePath: "/my-repo" };
    const { html, references } = rewritePage(page("compose.html"), "compose.html", options);
    expect(html).toContain('href="/my-repo/compose/data.json"');
    expect(html).toContain('src="/my-repo/_islands/composer-BBBB.js"');
    expect(html).toMatch(/href="\/my-repo\/_next\/static\/chunks\/[^"]+\.css"/);
    expect(html).toMatch(/<a [^>]*href="\/my-repo\/"/);
    expect(html).not.toMatch(/(?:href|src)="\/(?!my-repo\/)/);
    expect(references).toContain("/compose/data.json");
    expect(rewritePage(html, "compose.html", options).html).toBe(html);
  });

  it("fails, naming the page, on a script we do not ship", () => {
    const html = page("404.html");
    const external = html.replace("</head>", '<script src="https://cdn.example/x.js"></script></head>');
    expect(() => rewritePage(external, "404.html", OPTIONS)).toThrow(PostbuildError);
    expect(() => rewritePage(external, "404.html", OPTIONS)).toThrow(
      /^404\.html: a script we do not ship: https:\/\/cdn\.example\/x\.js/,
    );
    const inline = html.replace("</body>", "<script>alert(1)</script></body>");
    expect(() => rewritePage(inline, "404.html", OPTIONS)).toThrow(/inline "alert\(1\)/);
    const changedTheme = html.replace(THEME_SCRIPT, THEME_SCRIPT.replace("casts-theme", "other"));
    expect(() => rewritePage(changedTheme, "404.html", OPTIONS)).toThrow(/a script we do not ship/);
  });

  it("fails when a 'use client' component of ours rendered, naming its module", () => {
    // The page's real flight data references Next's own client modules; call one of them ours.
    const [id] = clientReferenceIds(scriptTexts(page("404.html")));
    const ours = new Map(clientModules).set(String(id), "[project]/components/code/copy-button.tsx");
    expect(() => rewritePage(page("404.html"), "404.html", { ...OPTIONS, clientModules: ours })).toThrow(
      /^404\.html: 'use client' components rendered: \[project\]\/components\/code\/copy-button\.tsx\./,
    );
    expect(() => rewritePage(page("404.html"), "404.html", { ...OPTIONS, clientModules: new Map() })).toThrow(
      /client reference \S+ is in none of Next's client manifests/,
    );
  });

  it("fails on an island nobody registered", () => {
    const html = page("404.html").replace("<main", '<main data-island="carousel"');
    expect(() => rewritePage(html, "404.html", OPTIONS)).toThrow(
      /^404\.html: unknown island "carousel" \(known: composer, copy/,
    );
  });
});

function scriptTexts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
}

describe("clientReferenceIds", () => {
  it("reads the client references of a real page's flight data", () => {
    const ids = clientReferenceIds(scriptTexts(page("compose.html")));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(clientModules.get(id)).toMatch(/\/node_modules\/next\//);
  });

  it("reads rows split across pushes and ignores other rows", () => {
    const push = (text: string) => `self.__next_f.push(${JSON.stringify([1, text])})`;
    expect(
      clientReferenceIds([
        push('1:I[12,["a"],"default"]\n2:["$","div"'),
        push(',null,{}]\n3:I["x"'),
        push(',[],"Y"]\n'),
      ]),
    ).toEqual(["12", "x"]);
    expect(clientReferenceIds(["(self.__next_f=self.__next_f||[]).push([0])"])).toEqual([]);
  });
});

describe("rewriteCss", () => {
  it("puts site-absolute url()s under the base path and leaves others", () => {
    const css = 'a{background:url(/a.svg)}b{src:url("/f.woff2")}c{x:url(//cdn/x)}d{x:url(data:x)}';
    expect(rewriteCss(css, "/r")).toBe(
      'a{background:url(/r/a.svg)}b{src:url("/r/f.woff2")}c{x:url(//cdn/x)}d{x:url(data:x)}',
    );
    expect(rewriteCss(css, "")).toBe(css);
    expect(rewriteCss(rewriteCss(css, "/r"), "/r")).toBe(rewriteCss(css, "/r"));
  });
});

describe("resolves", () => {
  const files = new Set([
    "index.html",
    "roles/architect.html",
    "compose/data.json",
    "packs/default/index.html",
  ]);
  const exists = (relative: string) => files.has(relative);

  it("finds files, pages without .html and folder indexes as a static host does", () => {
    for (const site of [
      "/",
      "/roles/architect",
      "/roles/architect.html",
      "/compose/data.json",
      "/packs/default/",
    ])
      expect(resolves(site, exists)).toBe(true);
    for (const site of ["/roles/nobody", "/compose/data.js", "/packs"])
      expect(resolves(site, exists)).toBe(false);
  });
});

describe("isPrunable", () => {
  const files = new Set(["index.html", "roles/architect.html", "llms.txt", "roles.txt"]);
  const exists = (relative: string) => files.has(relative);

  it("prunes Next's JavaScript and the flight data beside each page", () => {
    expect(isPrunable("_next/static/chunks/39_j1bdzreq0m.js", exists)).toBe(true);
    expect(isPrunable("index.txt", exists)).toBe(true);
    expect(isPrunable("roles/architect.txt", exists)).toBe(true);
    expect(isPrunable("roles/architect/__next._full.txt", exists)).toBe(true);
    expect(isPrunable("__next._tree.txt", exists)).toBe(true);
  });

  it("keeps styles, islands, routes' own text files and everything else", () => {
    expect(isPrunable("_next/static/chunks/0q7yo6a-gswtx.css", exists)).toBe(false);
    expect(isPrunable("_islands/main-ABCDEFGH.js", exists)).toBe(false);
    expect(isPrunable("llms.txt", exists)).toBe(false);
    expect(isPrunable("roles.txt", exists)).toBe(false);
    expect(isPrunable("catalog.json", exists)).toBe(false);
  });
});

describe("checkBuildConfig", () => {
  const top = ["index.html", "roles", "roles.html", "compose.html", "_next"];

  it("refuses Next's basePath and assetPrefix: CASTS_BASE_PATH is the supported way", () => {
    expect(() => checkBuildConfig({ basePath: "/x" }, "", top)).toThrow(/^next\.config\.ts: basePath is set/);
    expect(() => checkBuildConfig({ assetPrefix: "https://cdn" }, "", top)).toThrow(/assetPrefix is set/);
  });

  it("refuses a base path that starts like a route of the site", () => {
    expect(() => checkBuildConfig({}, "/roles", top)).toThrow(
      /"\/roles" starts with "\/roles", which is also a route/,
    );
    expect(() => checkBuildConfig({}, "/compose/x", top)).toThrow(PostbuildError);
  });

  it("accepts the default configuration and an unambiguous base path", () => {
    expect(() => checkBuildConfig({}, "", top)).not.toThrow();
    expect(() => checkBuildConfig({ basePath: "" }, "/my-repo", top)).not.toThrow();
  });
});
