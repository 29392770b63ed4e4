// The post-build rewrites and the guard on the pages and client manifests of the build just made
// (.next/server/app/ keeps each page as Next wrote it; out/ holds the rewritten copy). `make test`
// runs this after the build (make postbuild-check); `npx vitest run` leaves it out (vitest.config.mts).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { defaultTreeAdapter, parse, serialize } from "parse5";
import { describe, expect, it } from "vitest";

import { THEME_SCRIPT } from "@/components/site/theme-script";

import {
  clientReferenceIds,
  cutFlightScripts,
  elements,
  PostbuildError,
  rewritePage,
  scriptKind,
  textOf,
  type PageOptions,
} from "./html";
import { PagesAhead, applyAhead } from "./ahead";
import { ISLANDS } from "./islands";
import { readClientModules } from "./next-client-modules";
import { pageProblems } from "./next-guard";
import { rewritePagesInParallel, type RewrittenPage } from "./pages";

const APP = path.resolve(".next", "server", "app");
if (!existsSync(path.join(APP, "index.html")))
  throw new Error("no fresh build in .next/: run `make build` (or `npx next build`) first");

const firstDirectoryRole = readdirSync(path.join(APP, "directory-roles")).find((name) =>
  name.endsWith(".html"),
);
/** One page of each kind, as Next wrote it: the composer, a catalog page with copy buttons, the 404. */
const PAGES = new Map(
  [
    ["compose.html", "compose.html"],
    ["index.html", "index.html"],
    ["404.html", "_not-found.html"],
    ...(firstDirectoryRole
      ? [[`directory-roles/${firstDirectoryRole}`, `directory-roles/${firstDirectoryRole}`]]
      : []),
  ].map(([file, source]) => [file ?? "", readFileSync(path.join(APP, source ?? ""), "utf8")]),
);
const page = (file: string): string => PAGES.get(file) ?? "";
const clientModules = readClientModules();
const OPTIONS: PageOptions = {
  themeScript: THEME_SCRIPT,
  stylesheet: "/_styles/site-TEST.css",
  islandModules: new Map(
    Object.entries(ISLANDS).map(([island, entry]) => [island, `/_islands/${entry}-TEST.js`]),
  ),
  // The catalog module's islands share a chunk; the composer preloads React and lists its lazy parts.
  islandChunks: new Map(
    Object.entries(ISLANDS).map(([island, entry]) => [
      island,
      entry === "composer"
        ? {
            preload: ["/_islands/react-TEST.js"],
            lazy: ["/_islands/parts-TEST.js", "/_islands/view-TEST.js"],
          }
        : { preload: ["/_islands/shared-TEST.js"], lazy: [] },
    ]),
  ),
  clientModules,
  basePath: "",
};
const CONTEXT = { themeScript: THEME_SCRIPT, basePath: "" };
const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

describe("the guard on this build", () => {
  it("finds the pages and manifests in the shape postbuild/ was written for", () => {
    expect(clientModules.size).toBeGreaterThan(0);
    expect(pageProblems({ pages: PAGES, clientModules }, CONTEXT)).toEqual([]);
  });

  it("names what changed when this build's pages change shape", () => {
    const index = page("index.html");
    const changed = (html: string) =>
      pageProblems({ pages: new Map([["index.html", html]]), clientModules }, CONTEXT);
    expect(changed(index.replaceAll('globalThis["TURBOPACK"]', 'globalThis["TURBOPACK2"]'))).toEqual([
      expect.stringMatching(
        /^index\.html: a script postbuild\/ does not know: inline "\(globalThis\["TURBOPACK2"\]/,
      ),
    ]);
    expect(changed(index.replaceAll("self.__next_f", "self.__rsc"))).toContain(
      "index.html: no flight data (inline self.__next_f.push scripts)",
    );
    expect(changed(index.replaceAll('src="/_next/', 'src="/_app/'))).toContain(
      "index.html: no Next runtime script (src under /_next/)",
    );
    expect(
      pageProblems({ pages: new Map([["index.html", index]]), clientModules: new Map() }, CONTEXT),
    ).toContain(
      "client reference manifests: none found, or none assigns globalThis.__RSC_MANIFEST[route].clientModules (.next/server/app/**/*_client-reference-manifest.js)",
    );
  });
});

describe("rewritePage on this build", () => {
  it.each([...PAGES.keys()])("leaves %s with only the theme script and the islands it declares", (file) => {
    const { html, islands } = rewritePage(page(file), file, OPTIONS);
    expect(html).not.toMatch(/_next\/[^"]*\.js/);
    expect(html).not.toContain("__next_f");
    expect(html).not.toContain("TURBOPACK");
    expect(html).not.toMatch(/as="script"/);
    expect(html).toContain(THEME_SCRIPT);
    const modules = [...new Set(islands.map((island) => OPTIONS.islandModules.get(island)))].sort();
    const lazy = (src: string | undefined) =>
      src?.startsWith("/_islands/composer-")
        ? ' data-lazy-modules="/_islands/parts-TEST.js /_islands/view-TEST.js"'
        : "";
    expect(scripts(html)).toEqual([
      "<script>",
      ...modules.map((src) => `<script type="module" fetchpriority="low" src="${src}"${lazy(src)}>`),
    ]);
    // Next's preloads are gone; ours name the chunks of the islands the page runs, and no module twice.
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
    const chunks = [
      ...new Set(islands.flatMap((island) => OPTIONS.islandChunks.get(island)?.preload ?? [])),
    ].sort();
    expect(preloads).toEqual(
      chunks.map((href) => `<link rel="modulepreload" fetchpriority="low" href="${href}">`),
    );
  });

  it("finds the islands each page declares in its markup", () => {
    expect(rewritePage(page("compose.html"), "compose.html", OPTIONS).islands).toEqual(
      expect.arrayContaining(["composer", "search", "theme-toggle"]),
    );
    expect(rewritePage(page("404.html"), "404.html", OPTIONS).islands).toContain("not-found");
    if (firstDirectoryRole) {
      const role = `directory-roles/${firstDirectoryRole}`;
      expect(rewritePage(page(role), role, OPTIONS).islands).toContain("copy");
    }
  });

  it("keeps the page's content, links the site's stylesheet once, and is idempotent on its own output", () => {
    // Next links no stylesheet of its own: next.config.ts leaves globals.css to the post-build.
    expect(page("compose.html")).not.toContain('rel="stylesheet"');
    const once = rewritePage(page("compose.html"), "compose.html", OPTIONS);
    expect(once.html).toContain("Profile composer</h1>");
    expect(once.html).toMatch(
      /<head><meta charset="utf-8"><meta name="viewport" [^>]*><link rel="stylesheet" href="\/_styles\/site-TEST\.css">/,
    );
    expect(once.html.match(/rel="stylesheet"/g)).toHaveLength(1);
    // Run again with another stylesheet (a later build): the link is replaced, not added to.
    const again = rewritePage(once.html, "compose.html", { ...OPTIONS, stylesheet: "/_styles/site-NEW.css" });
    expect(again.html.match(/rel="stylesheet"[^>]*/g)).toEqual([
      'rel="stylesheet" href="/_styles/site-NEW.css"',
    ]);
    expect(once.html).toContain("<noscript><style>[data-js-only]{display:none!important}</style></noscript>");
    expect(rewritePage(once.html, "compose.html", OPTIONS).html).toBe(once.html);
  });

  it("lists the site paths the page references, without query or fragment", () => {
    const { references } = rewritePage(page("compose.html"), "compose.html", OPTIONS);
    expect(references).toEqual(expect.arrayContaining(["/", "/compose", "/_islands/composer-TEST.js"]));
    expect(references.some((reference) => /[?#]/.test(reference))).toBe(false);
  });

  it("prefixes every root-relative URL with the base path, once", () => {
    const options = { ...OPTIONS, basePath: "/my-repo" };
    const { html } = rewritePage(page("compose.html"), "compose.html", options);
    expect(html).toContain('src="/my-repo/_islands/composer-TEST.js"');
    expect(html).toContain('<link rel="stylesheet" href="/my-repo/_styles/site-TEST.css">');
    expect(html).toMatch(/<a [^>]*href="\/my-repo\/"/);
    expect(html).not.toMatch(/(?:href|src)="\/(?!my-repo\/)/);
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
    // The page's flight data references Next's own client modules; call one of them ours.
    const [id] = clientReferenceIds(cutFlightScripts(page("404.html")).flight);
    const ours = new Map(clientModules).set(String(id), "[project]/components/code/copy-button.tsx");
    const used =
      /^404\.html: 'use client' components rendered: \[project\]\/components\/code\/copy-button\.tsx\./;
    expect(() => rewritePage(page("404.html"), "404.html", { ...OPTIONS, clientModules: ours })).toThrow(
      used,
    );
    // Flight scripts the cut before parsing does not take (with an attribute): read from the parsed page.
    const marked = page("404.html").replaceAll(
      "<script>self.__next_f.push(",
      '<script data-x="">self.__next_f.push(',
    );
    expect(() => rewritePage(marked, "404.html", { ...OPTIONS, clientModules: ours })).toThrow(used);
    expect(rewritePage(marked, "404.html", OPTIONS).html).toBe(
      rewritePage(page("404.html"), "404.html", OPTIONS).html,
    );
  });

  it("reads each page the same with Next's flight scripts cut out before parsing (cutFlightScripts)", () => {
    for (const [file, html] of PAGES) {
      const cut = cutFlightScripts(html);
      const whole = parse(html, { scriptingEnabled: false });
      const flight = elements(whole).filter(
        (element) => element.tagName === "script" && scriptKind(element, CONTEXT) === "flight",
      );
      expect(flight.length, file).toBeGreaterThan(1);
      expect(cut.flight, file).toEqual(flight.map(textOf));
      for (const script of flight) defaultTreeAdapter.detachNode(script);
      expect(serialize(parse(cut.html, { scriptingEnabled: false })), file).toBe(serialize(whole));
    }
  });

  it("fails on an island nobody registered", () => {
    const html = page("404.html").replace("<main", '<main data-island="carousel"');
    expect(() => rewritePage(html, "404.html", OPTIONS)).toThrow(
      /^404\.html: unknown island "carousel" \(known: /,
    );
  });
});

describe("pages rewritten while Next renders (PagesAhead) on this build", () => {
  it("rewrites each page as it appears, and the post-build uses a result only for the very page out/ holds", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "casts-ahead-"));
    try {
      // A .next folder as Next fills it: the client manifests first, then the pages one by one.
      const nextDir = path.join(work, ".next");
      const app = path.join(nextDir, "server", "app");
      for (const entry of readdirSync(APP, { withFileTypes: true, recursive: true })) {
        if (!entry.isFile() || !entry.name.endsWith("_client-reference-manifest.js")) continue;
        const target = path.join(app, path.relative(APP, path.join(entry.parentPath, entry.name)));
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(path.join(entry.parentPath, entry.name), target);
      }
      const { clientModules: _modules, ...options } = OPTIONS;
      const ahead = new PagesAhead(nextDir, options, { pollMs: 20 });
      writeFileSync(path.join(app, "index.html"), page("index.html"));
      writeFileSync(path.join(app, "compose.html"), page("compose.html"));
      await expect.poll(() => ahead.count, { timeout: 20_000 }).toBe(2);
      writeFileSync(path.join(app, "_not-found.html"), page("404.html"));
      await expect.poll(() => ahead.count, { timeout: 20_000 }).toBe(3);

      // out/ as Next leaves it, but for compose.html, which differs from the copy that was rewritten.
      const out = path.join(work, "out");
      mkdirSync(out);
      const changed = page("compose.html").replace("</main>", "<p>changed</p></main>");
      const pages = new Map([
        ["index.html", page("index.html")],
        ["compose.html", changed],
        ["_not-found.html", page("404.html")],
        ["404.html", page("404.html")],
      ]);
      for (const [file, html] of pages) writeFileSync(path.join(out, file), html);
      const done = await ahead.finish(clientModules);
      const { used, remaining } = applyAhead(out, [...pages.keys()], done);
      expect(used.map((rewritten) => rewritten.file)).toEqual(["index.html", "_not-found.html"]);
      expect(remaining).toEqual(["compose.html", "404.html"]);
      /** Each of `files` is in out/ as rewritePage makes it, and `results` say what it gave. */
      const expectRewritten = (files: readonly string[], results: readonly RewrittenPage[]) => {
        for (const file of files) {
          const fresh = rewritePage(pages.get(file) ?? "", file, OPTIONS);
          expect(readFileSync(path.join(out, file), "utf8"), file).toBe(fresh.html);
          expect(results.find((rewritten) => rewritten.file === file)).toEqual({
            file,
            islands: fresh.islands,
            references: fresh.references,
          });
        }
      };
      expectRewritten(["index.html", "_not-found.html"], used);
      // The pages left are untouched, for the post-build to rewrite.
      expect(readFileSync(path.join(out, "compose.html"), "utf8")).toBe(changed);

      // Which it then does beside the thread, each taking every other page.
      const given: string[][] = [];
      let theirs: readonly RewrittenPage[] | undefined;
      const last = await rewritePagesInParallel({ out, files: remaining, options: OPTIONS }, async (job) => {
        given.push([...job.files]);
        return (theirs = await ahead.rewrite(job));
      });
      expect(given).toEqual([["404.html"]]);
      expect(theirs?.map((rewritten) => rewritten.file)).toEqual(["404.html"]);
      expectRewritten(remaining, last);

      // Read with other client manifests than the post-build's: nothing of it is used.
      const other = new PagesAhead(nextDir, options, { pollMs: 20 });
      await expect.poll(() => other.count, { timeout: 20_000 }).toBe(3);
      expect((await other.finish(new Map([["0", "[project]/x.tsx"]]))).size).toBe(0);
      await other.close();

      // One that stopped on its own at its page limit still takes its share of the pages left.
      const limited = new PagesAhead(nextDir, options, { maxPages: 1, pollMs: 20 });
      await expect.poll(() => limited.count, { timeout: 20_000 }).toBe(1);
      expect((await limited.finish(clientModules)).size).toBe(1);
      writeFileSync(path.join(out, "404.html"), page("404.html"));
      const share = await limited.rewrite({ out, files: ["404.html"], options: OPTIONS });
      expect(share.map((rewritten) => rewritten.file)).toEqual(["404.html"]);
      expect(readFileSync(path.join(out, "404.html"), "utf8")).toBe(
        rewritePage(page("404.html"), "404.html", OPTIONS).html,
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
