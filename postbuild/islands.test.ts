import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { EARLY_INPUT_ISLANDS } from "@/islands/early-input-names";

import {
  checkIslands,
  findIslands,
  islandChunks,
  ISLANDS,
  type IslandFile,
  type ModuleGraph,
} from "./islands";

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
      entryPoint: "app/not-found.island.tsx",
      imports: [statically("out/_islands/names-1.js"), statically("out/_islands/copy-1.js")],
    },
    "out/_islands/names-1.js": { imports: [] },
    "out/_islands/dialog-1.js": { entryPoint: "islands/search.ts", imports: [] },
    "out/_islands/composer-1.js": {
      entryPoint: "app/compose/composer.react-island.tsx",
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

describe("the islands found beside their markup", () => {
  const root = mkdtempSync(path.join(tmpdir(), "casts-islands-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text = "") => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write("components/catalog/filter.tsx", '<div data-island="filter" data-island-fill />');
  write("components/catalog/filter.island.ts");
  write("components/site/header.tsx", '<header data-island="theme"><nav data-island="nav" /></header>');
  write("components/site/theme.site-island.ts");
  write("components/site/nav.site-island.ts");
  write("components/site/menu-view.browser.tsx");
  write("app/lab/page.tsx", '<div data-island="lab" />');
  write("app/lab/lab.react-island.tsx");

  it("finds each kind by its file name, and leaves the modules only an island loads out", () => {
    expect(findIslands(root).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "filter", kind: "island", file: "components/catalog/filter.island.ts" },
      { name: "lab", kind: "react-island", file: "app/lab/lab.react-island.tsx" },
      { name: "nav", kind: "site-island", file: "components/site/nav.site-island.ts" },
      { name: "theme", kind: "site-island", file: "components/site/theme.site-island.ts" },
    ]);
  });

  it("finds the repository's islands: the header's, the page tools and the React islands", () => {
    expect(ISLANDS).toMatchObject({ "theme-toggle": "main", search: "main", copy: "main", nav: "main" });
    expect(ISLANDS).toMatchObject({ "role-filter": "main", "not-found": "main", "open-roles": "main" });
    expect(ISLANDS).toMatchObject({ composer: "composer", compare: "compare", "pack-lab": "pack-lab" });
  });

  it("has a site island of each name that answers early presses (started with their replay)", () => {
    const siteIslands = findIslands().filter(({ kind }) => kind === "site-island");
    for (const name of EARLY_INPUT_ISLANDS) expect(siteIslands.map((found) => found.name)).toContain(name);
  });

  const island = (name: string, file: string): IslandFile => ({ name, kind: "island", file });
  it("fails on a declared name with no behaviour file", () => {
    expect(() =>
      checkIslands(
        [island("a", "components/x/a.island.ts")],
        [island("a", "components/x/a.tsx"), island("b", "components/x/b.tsx")],
      ),
    ).toThrow('components/x/b.tsx: data-island="b" has no b.island.ts beside it');
  });

  it("fails on a behaviour file that no markup in its folder declares", () => {
    expect(() =>
      checkIslands([island("a", "components/x/a.island.ts")], [island("a", "components/y/a.tsx")]),
    ).toThrow('components/x/a.island.ts: no markup beside it declares data-island="a"');
  });

  it("fails on two behaviour files with one name", () => {
    const files = [island("a", "components/x/a.island.ts"), island("a", "components/x/a.site-island.ts")];
    expect(() => checkIslands(files, [island("a", "components/x/a.tsx")])).toThrow(
      'two behaviour files for the island "a"',
    );
  });
});
