// The island bundles' React DOM takes the Errors it makes as it loads from the island that imports it
// (islands/react-dom-errors.ts says why: in Chromium each one made V8 parse all of React DOM again).
// esbuild has no option for this, so a plugin rewrites the five places in React DOM's production file
// as it is bundled; the development file is left alone.
import { readFile } from "node:fs/promises";

import type { Plugin } from "esbuild";

import { PREPARED_ERRORS_KEY } from "@/islands/react-dom-errors";

/** The Errors React DOM 19 makes as it loads, each `NAME = Error(formatProdErrorMessage(CODE))`. */
const LOAD_ERROR_NAMES = [
  "HydrationMismatchException",
  "SuspenseException",
  "SuspenseyCommitException",
  "SuspenseActionException",
  "SelectiveHydrationException",
];
const LOAD_ERRORS = new RegExp(
  `\\b(${LOAD_ERROR_NAMES.join("|")}) = Error\\(formatProdErrorMessage\\((\\d+)\\)\\)`,
  "g",
);

const TAKE = "__castsTakeLoadError";

/**
 * `source` (React DOM's client module, production build) with its load-time Errors taken from the
 * prepared ones when there are any, and how many places it rewrote. A prepared Error gets React DOM's
 * own message; with none left, React DOM makes its Error as before.
 */
export function takePreparedErrors(source: string): {
  readonly contents: string;
  readonly rewritten: number;
} {
  let rewritten = 0;
  const contents = source.replace(LOAD_ERRORS, (_, name: string, code: string) => {
    rewritten += 1;
    return `${name} = ${TAKE}(formatProdErrorMessage(${code}))`;
  });
  if (rewritten === 0) return { contents: source, rewritten };
  const take = [
    `function ${TAKE}(message) {`,
    `  var prepared = globalThis.${PREPARED_ERRORS_KEY};`,
    `  var error = prepared && prepared.pop();`,
    `  if (!error) return Error(message);`,
    `  error.message = message;`,
    `  return error;`,
    `}`,
  ].join("\n");
  return { contents: `${contents}\n${take}\n`, rewritten };
}

/** The esbuild plugin: React DOM's client module, production build, through takePreparedErrors. */
export const reactDomLoadErrors: Plugin = {
  name: "react-dom-load-errors",
  setup(build) {
    build.onLoad(
      { filter: /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/ },
      async (args) => ({
        contents: takePreparedErrors(await readFile(args.path, "utf8")).contents,
        loader: "js",
      }),
    );
  },
};
