// The pure helpers of html.ts; rewritePage runs on the fresh build's pages (after-build.test.ts) and, here,
// on a small page for what a build cannot show.
import { describe, expect, it } from "vitest";

import {
  checkBuildConfig,
  clientReferenceIds,
  cutFlightScripts,
  isPrunable,
  PostbuildError,
  resolves,
  rewriteCss,
  rewritePage,
} from "./html";

describe("clientReferenceIds", () => {
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

describe("cutFlightScripts", () => {
  const first = "(self.__next_f=self.__next_f||[]).push([0])";
  const chunk = 'self.__next_f.push([1,"1:I[12,[],\\"default\\"]\\n\\u003cb\\u003e"])';
  const theme = "<script>document.documentElement.dataset.theme='x'</script>";

  it("cuts Next's flight scripts, in page order, and leaves every other byte", () => {
    const page = `<html><head>${theme}</head><body><p>a</p><script>${first}</script><script>${chunk}</script><p>b</p><script>${chunk}</script></body></html>`;
    expect(cutFlightScripts(page)).toEqual({
      html: `<html><head>${theme}</head><body><p>a</p><p>b</p></body></html>`,
      flight: [first, chunk, chunk],
    });
  });

  it("leaves scripts that are not Next's flight data, or that carry attributes", () => {
    const page = `${theme}<script>alert(1)</script><script nonce="n">${chunk}</script><script type="module" src="/x.js"></script>`;
    expect(cutFlightScripts(page)).toEqual({ html: page, flight: [] });
  });

  it("cuts nothing when a flight script's text has a '<' before its end, or has no end", () => {
    const page = (tail: string) => `<body><script>${chunk}</script><script>self.__next_f.push([1,"${tail}`;
    for (const tail of ['<!--"])</script>', '</b>"])</script>', '"])</SCRIPT>', '"])'])
      expect(cutFlightScripts(page(tail))).toEqual({ html: page(tail), flight: [] });
  });
});

describe("rewritePage", () => {
  const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
  const options = {
    themeScript: "",
    stylesheet: "/_styles/site.css",
    islandModules: new Map<string, string>(),
    islandChunks: new Map(),
    clientModules: new Map([
      ["a", "[project]/node_modules/next/link.js"],
      ["b", "[project]/components/x.tsx"],
    ]),
    basePath: "",
  };

  it("reads the flight payload in page order when a chunk is left for parse5 (one with an attribute)", () => {
    const page = `<html><head></head><body>${push('1:I["a",[],"x"]\n2:I[')}${push('"b",[],"y"]\n')}</body></html>`;
    const used = /^p\.html: 'use client' components rendered: \[project\]\/components\/x\.tsx\./;
    expect(() => rewritePage(page, "p.html", options)).toThrow(used);
    // The second half of row 2 first in the text: read out of order, row 2 would not parse.
    const left = page.replace(
      '<script>self.__next_f.push([1,"1:',
      '<script data-x="">self.__next_f.push([1,"1:',
    );
    expect(() => rewritePage(left, "p.html", options)).toThrow(used);
  });
});

describe("rewritePage's inline scripts", () => {
  const options = {
    themeScript: "theme()",
    inlineScripts: ["unlock()"],
    stylesheet: "/_styles/site.css",
    islandModules: new Map<string, string>(),
    islandChunks: new Map(),
    clientModules: new Map<string, string>(),
    basePath: "",
  };
  const page = (body: string) =>
    `<html><head><script>theme()</script></head><body><textarea readonly></textarea>${body}</body></html>`;

  it("keeps the theme script and each inline script it is given, exactly as written", () => {
    const { html } = rewritePage(page("<script>unlock()</script>"), "p.html", options);
    expect(html).toContain("<script>theme()</script>");
    expect(html).toContain("</textarea><script>unlock()</script>");
  });

  it("fails, naming the page, on any other inline script, one like it too", () => {
    for (const script of ["unlock();", "other()"])
      expect(() => rewritePage(page(`<script>${script}</script>`), "p.html", options)).toThrow(
        `p.html: a script we do not ship: inline "${script}…"`,
      );
    expect(() =>
      rewritePage(page("<script>unlock()</script>"), "p.html", { ...options, inlineScripts: [] }),
    ).toThrow(/^p\.html: a script we do not ship: inline "unlock\(\)…"/);
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
