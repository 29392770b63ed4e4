// The catalog's small islands over server-rendered HTML, one module: a page loads it when its markup
// declares one of them (`data-island`, postbuild/islands.ts) instead of a framework runtime.
// Every page gets the header's islands (theme, search trigger, copy, nav); a page tool
// (islands/tools/<name>.ts) loads with import() only where markup declares `data-island="<name>"`,
// so other pages (the composer's among them) do not pay for it.
import { initCopy } from "./copy";
import { initNav } from "./nav";
import { initSearch } from "./search-trigger";
import { initTheme } from "./theme";

initTheme();
initSearch();
initCopy();
initNav();

interface Tool {
  start(): void;
}

/** The page tool named `name`, or null when the name is another kind of island (the header's, React's). */
function loadTool(name: string): Promise<Tool> | null {
  try {
    // esbuild bundles every file of islands/tools/ as a chunk of its own and throws for other names.
    return import(`./tools/${name}.ts`) as Promise<Tool>;
  } catch {
    return null;
  }
}

const declared = new Set(
  [...document.querySelectorAll<HTMLElement>("[data-island]")].map(
    (element) => element.dataset["island"] ?? "",
  ),
);
const started = [...declared].flatMap((name) => loadTool(name)?.then((tool) => tool.start()) ?? []);
// Tests (and curious readers) can tell the islands are listening: once this page's tools are too.
// A tool that fails to load leaves its server-rendered markup as it is; the others still run.
void Promise.allSettled(started).then((results) => {
  for (const result of results) if (result.status === "rejected") console.error(result.reason);
  document.documentElement.dataset["islands"] = "ready";
});
