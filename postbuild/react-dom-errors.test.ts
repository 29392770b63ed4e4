import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { runInNewContext } from "node:vm";

import { build } from "esbuild";
import { describe, expect, it } from "vitest";

import { PREPARED_ERRORS_KEY, REACT_DOM_LOAD_ERRORS } from "@/islands/react-dom-errors";

import { reactDomLoadErrors, takePreparedErrors } from "./react-dom-errors";

const require = createRequire(import.meta.url);
const CLIENT = path.join(
  path.dirname(require.resolve("react-dom/package.json")),
  "cjs",
  "react-dom-client.production.js",
);
const source = readFileSync(CLIENT, "utf8");

/**
 * Loads `code` (React DOM's client module) as CommonJS in a fresh context whose `Error` counts the
 * Errors made, with `prepared` waiting where the islands leave them.
 */
function load(code: string, prepared?: Error[]) {
  let made = 0;
  const commonJs = { exports: {} as Record<string, unknown> };
  const context = {
    module: commonJs,
    exports: commonJs.exports,
    require: createRequire(CLIENT),
    [PREPARED_ERRORS_KEY]: prepared,
    // React DOM calls Error(message) without `new`.
    Error: function CountedError(message?: string) {
      made += 1;
      return new Error(message);
    },
  };
  runInNewContext(`(function () {\n${code}\n})()`, { ...context, globalThis: context }, { filename: CLIENT });
  return { made, exports: commonJs.exports };
}

describe("React DOM's load-time Errors", () => {
  it("the installed React DOM makes REACT_DOM_LOAD_ERRORS Errors as it loads (the islands prepare that many)", () => {
    expect(load(source).made).toBe(REACT_DOM_LOAD_ERRORS);
  });

  it("rewritten, it takes every prepared Error, gives each its own message and makes none", () => {
    const { contents, rewritten } = takePreparedErrors(source);
    expect(rewritten).toBe(REACT_DOM_LOAD_ERRORS);
    const prepared = Array.from({ length: REACT_DOM_LOAD_ERRORS }, () => new Error());
    const kept = [...prepared];
    const { made, exports } = load(contents, prepared);
    expect(made).toBe(0);
    expect(prepared).toEqual([]);
    expect(typeof exports["createRoot"]).toBe("function");
    for (const error of kept) expect(error.message).toMatch(/^Minified React error #\d+/);
    expect(new Set(kept.map((error) => error.message)).size).toBe(REACT_DOM_LOAD_ERRORS);
  });

  it("rewritten, with none prepared (or too few), it makes the rest itself", () => {
    const { contents } = takePreparedErrors(source);
    expect(load(contents).made).toBe(REACT_DOM_LOAD_ERRORS);
    expect(load(contents, [new Error(), new Error()]).made).toBe(REACT_DOM_LOAD_ERRORS - 2);
  });

  it("leaves a module without those Errors as it is", () => {
    const other = "var Unrelated = Error(formatProdErrorMessage(1));";
    expect(takePreparedErrors(other)).toEqual({ contents: other, rewritten: 0 });
  });

  it("the plugin rewrites React DOM in a production bundle and leaves the development build alone", async () => {
    const bundle = async (mode: string) => {
      const result = await build({
        stdin: { contents: `export { createRoot } from "react-dom/client";`, resolveDir: process.cwd() },
        bundle: true,
        write: false,
        format: "esm",
        logLevel: "silent",
        define: { "process.env.NODE_ENV": JSON.stringify(mode) },
        plugins: [reactDomLoadErrors],
      });
      return result.outputFiles[0]?.text ?? "";
    };
    const production = await bundle("production");
    expect(production).toContain(`globalThis.${PREPARED_ERRORS_KEY}`);
    expect(production).not.toMatch(/SuspenseException = Error\(/);
    expect(await bundle("development")).not.toContain(PREPARED_ERRORS_KEY);
  });
});
