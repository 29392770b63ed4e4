// The pure helpers of html.ts; rewritePage itself runs on the fresh build's pages (after-build.test.ts).
import { describe, expect, it } from "vitest";

import {
  checkBuildConfig,
  clientReferenceIds,
  isPrunable,
  PostbuildError,
  resolves,
  rewriteCss,
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
