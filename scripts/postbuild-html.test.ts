import { describe, expect, it } from "vitest";

import { injectIslands, isPrunable, missingAssets, PostbuildError, stripNextRuntime } from "./postbuild-html";

// The shape of a page exported by Next 16 (trimmed): runtime scripts, a script preload, the inline
// theme script that must survive, and flight data whose payload contains an escaped </script>.
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/0q.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/31.js"/>',
  '<script src="/_next/static/chunks/1d.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-07.js" async=""></script>',
  "<title>Architect · Casts Catalog</title>",
  '<script>(function(){try{var s=localStorage.getItem("casts-theme")}catch(_){}})();</script>',
  '<script src="/_next/static/chunks/0c.js" noModule=""></script></head>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0j.js"]});</script>',
  '<body><main id="main"><h1>Architect</h1><pre>if (a &lt; b) {}</pre></main>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"0:{\\"x\\":\\"\\u003c/script\\u003e<script>alert(1)\\"}\\n"])</script>',
  '<script>self.__next_f.push([1,"1:[\\"$\\",\\"h1\\",null,{}]\\n"])</script>',
  "</body></html>",
].join("");

describe("stripNextRuntime", () => {
  const stripped = stripNextRuntime(PAGE);

  it("removes runtime scripts, the polyfill, script preloads and every flight-data script", () => {
    expect(stripped).not.toMatch(/_next\/static\/chunks\/[^"]*\.js/);
    expect(stripped).not.toContain("__next_f");
    expect(stripped).not.toContain("TURBOPACK");
    expect(stripped).not.toContain("alert(1)");
    expect(stripped.match(/<script/g)).toHaveLength(1);
  });

  it("keeps the content, the stylesheet and the inline theme script byte for byte", () => {
    expect(stripped).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/0q.css" data-precedence="next"/>',
    );
    expect(stripped).toContain(
      '<script>(function(){try{var s=localStorage.getItem("casts-theme")}catch(_){}})();</script>',
    );
    expect(stripped).toContain(
      '<body><main id="main"><h1>Architect</h1><pre>if (a &lt; b) {}</pre></main></body></html>',
    );
  });

  it("fails loudly, naming the file, when runtime markup it does not know is left", () => {
    const odd = PAGE.replace(
      "<title>",
      '<script defer data-x src="/_next/static/chunks/new.js" ></script ><title>',
    );
    expect(() => stripNextRuntime(odd, "roles/architect.html")).toThrow(PostbuildError);
    expect(() => stripNextRuntime(odd, "roles/architect.html")).toThrow(
      /^roles\/architect\.html: Next runtime markup left/,
    );
  });

  it("leaves a page without a runtime unchanged", () => {
    expect(stripNextRuntime(stripped)).toBe(stripped);
  });
});

describe("injectIslands", () => {
  it("adds the module scripts at the end of <head>, replacing those of an earlier run", () => {
    const first = injectIslands(PAGE, ["/_islands/main-AAAA.js", "/_islands/composer-BBBB.js"]);
    expect(first).toContain(
      '<script type="module" fetchpriority="low" src="/_islands/main-AAAA.js"></script><script type="module" fetchpriority="low" src="/_islands/composer-BBBB.js"></script></head>',
    );
    const again = injectIslands(first, ["/_islands/main-CCCC.js"]);
    expect(again.match(/_islands/g)).toHaveLength(1);
    expect(again).toContain('src="/_islands/main-CCCC.js"></script></head>');
  });

  it("refuses a page with no head", () => {
    expect(() => injectIslands("<p>hi</p>", ["/x.js"], "odd.html")).toThrow("odd.html: no </head>");
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

describe("missingAssets", () => {
  it("lists the referenced /_next/ and /_islands/ files that do not exist, once each", () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"/><script type="module" src="/_islands/main-X.js"></script>' +
      '<link rel="icon" href="/icon.svg?v=1"/><script src="/_islands/gone.js"></script><a href="/_islands/gone.js">x</a>';
    expect(missingAssets(html, (relative) => relative !== "_islands/gone.js")).toEqual(["/_islands/gone.js"]);
    expect(missingAssets(html, () => true)).toEqual([]);
  });
});
