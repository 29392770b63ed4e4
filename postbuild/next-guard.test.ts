// The guard on a small export in the shape of Next 16's (the fresh build's own pages are checked in
// after-build.test.ts), then on copies changed the way a Next upgrade could change them.
import { describe, expect, it } from "vitest";

import { THEME_SCRIPT } from "@/components/site/theme-script";

import { PostbuildError } from "./html";
import { checkNextOutput, checkNextVersion, isRewritten, SUPPORTED_NEXT, type RawExport } from "./next-guard";

const flight = (payload: string) => `<script>self.__next_f.push(${JSON.stringify([1, payload])})</script>`;
const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a1.js" async=""></script>',
  `<script>${THEME_SCRIPT}</script></head><body><main>Roles</main>`,
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  flight('1:"$Sreact.fragment"\n2:I[7,["/_next/static/chunks/a1.js"],"default"]\n'),
  "</body></html>",
].join("");
const RAW: RawExport = {
  pages: new Map([["index.html", PAGE]]),
  files: ["index.html", "index.txt", "__next._tree.txt", "_next/static/chunks/a1.js"],
  clientModules: new Map([["7", "[project]/node_modules/next/dist/client/components/layout-router.js"]]),
};
const CONTEXT = { themeScript: THEME_SCRIPT, basePath: "" };
const withPage = (html: string): RawExport => ({ ...RAW, pages: new Map([["index.html", html]]) });
const failure = (raw: RawExport): string => {
  try {
    checkNextOutput(raw, CONTEXT);
  } catch (error) {
    expect(error).toBeInstanceOf(PostbuildError);
    return (error as Error).message;
  }
  throw new Error("the guard accepted a changed export");
};

describe("checkNextVersion", () => {
  it("accepts the version postbuild/ was written for and refuses any other, saying what to do", () => {
    expect(() => checkNextVersion(SUPPORTED_NEXT)).not.toThrow();
    expect(() => checkNextVersion("16.5.0")).toThrow(
      new RegExp(
        `^Next 16\\.5\\.0 is installed; the post-build step was written against Next ${SUPPORTED_NEXT.replaceAll(".", "\\.")}.*postbuild/README\\.md.*set SUPPORTED_NEXT`,
      ),
    );
  });
});

describe("checkNextOutput", () => {
  it("accepts an export in the shape it knows", () => {
    expect(() => checkNextOutput(RAW, CONTEXT)).not.toThrow();
  });

  it("names a renamed Turbopack runtime as a script it does not know", () => {
    const message = failure(
      withPage(PAGE.replaceAll('globalThis["TURBOPACK"]', 'globalThis["TURBOPACK_V2"]')),
    );
    expect(message).toMatch(/^Next's static export no longer has the shape postbuild\/ was written for/);
    expect(message).toContain(
      'index.html: a script postbuild/ does not know: inline "(globalThis["TURBOPACK_V2"]',
    );
  });

  it("notices flight data under another name, or without client reference rows", () => {
    const renamed = failure(withPage(PAGE.replaceAll("self.__next_f", "self.__next_rsc")));
    expect(renamed).toContain("index.html: no flight data (inline self.__next_f.push scripts)");
    const noRows = failure(withPage(PAGE.replace("2:I[7,", "2:J[7,")));
    expect(noRows).toContain("index.html: flight data has no client reference rows");
    const otherChunks = failure(withPage(PAGE.replace("push([1,", "push([2,")));
    expect(otherChunks).toContain("no client reference rows");
  });

  it("notices Next's runtime served from elsewhere than /_next/", () => {
    const message = failure({
      ...withPage(PAGE.replaceAll("/_next/", "/_n/")),
      files: RAW.files.map((file) => file.replace("_next/", "_n/")),
    });
    expect(message).toContain("index.html: a script postbuild/ does not know: /_n/static/chunks/a1.js");
    expect(message).toContain("index.html: no Next runtime script (src under /_next/)");
    expect(message).toContain("_next/: no JavaScript files");
  });

  it("notices client manifests it cannot read and flight-data files under another name", () => {
    expect(failure({ ...RAW, clientModules: new Map() })).toContain("client reference manifests: none found");
    expect(failure({ ...RAW, clientModules: new Map([["8", "x"]]) })).toContain(
      "index.html: client references 7 are in none of Next's client manifests",
    );
    expect(failure({ ...RAW, files: RAW.files.filter((file) => !file.startsWith("__next.")) })).toContain(
      "flight-data files: no __next.*.txt in the export",
    );
  });
});

describe("isRewritten", () => {
  it("tells a page the post-build step already rewrote from one Next wrote", () => {
    expect(isRewritten(PAGE)).toBe(false);
    const rewritten = PAGE.replace(
      "</head>",
      '<script type="module" fetchpriority="low" src="/r/_islands/main-A1.js"></script></head>',
    );
    expect(isRewritten(rewritten)).toBe(true);
  });
});
