import { describe, expect, it } from "vitest";

import { islandChunks, ISLANDS, type ModuleGraph } from "./islands";

const statically = (path: string) => ({ path, kind: "import-statement" });
const lazily = (path: string) => ({ path, kind: "dynamic-import" });

// A small bundle in the metafile's shape: the catalog module loads a page tool and a dialog with
// import(); the composer imports React, and loads its parts (which import a shared chunk, and a run
// panel of their own with import()) with import().
const GRAPH: ModuleGraph = {
  outputs: {
    "out/_islands/main-1.js": {
      entryPoint: "islands/main.ts",
      imports: [
        statically("out/_islands/copy-1.js"),
        lazily("out/_islands/tool-1.js"),
        lazily("out/_islands/dialog-1.js"),
      ],
    },
    "out/_islands/copy-1.js": { imports: [] },
    "out/_islands/tool-1.js": {
      entryPoint: "islands/tools/not-found.ts",
      imports: [statically("out/_islands/names-1.js"), statically("out/_islands/copy-1.js")],
    },
    "out/_islands/names-1.js": { imports: [] },
    "out/_islands/dialog-1.js": { entryPoint: "islands/search.ts", imports: [] },
    "out/_islands/composer-1.js": {
      entryPoint: "islands/composer.tsx",
      imports: [statically("out/_islands/react-1.js"), lazily("out/_islands/parts-1.js")],
    },
    "out/_islands/react-1.js": { imports: [statically("out/_islands/scheduler-1.js")] },
    "out/_islands/scheduler-1.js": { imports: [] },
    "out/_islands/parts-1.js": {
      entryPoint: "components/composer/panels/parts.ts",
      imports: [
        statically("out/_islands/react-1.js"),
        statically("out/_islands/shared-1.js"),
        lazily("out/_islands/run-1.js"),
      ],
    },
    "out/_islands/shared-1.js": { imports: [] },
    "out/_islands/run-1.js": { imports: [] },
  },
};
const chunks = islandChunks(GRAPH, (output) => output.slice("out".length));

describe("islandChunks", () => {
  it("preloads what an island's module imports at every depth, and a page tool with its imports", () => {
    expect(chunks.get("composer")?.preload).toEqual(["/_islands/react-1.js", "/_islands/scheduler-1.js"]);
    expect(chunks.get("search")?.preload).toEqual(["/_islands/copy-1.js"]);
    expect(chunks.get("not-found")?.preload).toEqual([
      "/_islands/copy-1.js",
      "/_islands/names-1.js",
      "/_islands/tool-1.js",
    ]);
  });

  it("lists a React island's import()ed modules with their imports, not what it already loads or their own import()s", () => {
    expect(chunks.get("composer")?.lazy).toEqual(["/_islands/parts-1.js", "/_islands/shared-1.js"]);
    expect(chunks.get("search")?.lazy).toEqual([]);
    expect(chunks.get("not-found")?.lazy).toEqual([]);
  });

  it("leaves out islands whose module the bundle does not have", () => {
    expect(Object.keys(ISLANDS)).toContain("compare");
    expect(chunks.has("compare")).toBe(false);
  });
});
