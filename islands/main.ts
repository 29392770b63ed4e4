// The catalog's small islands over server-rendered HTML, one module: a page loads it when its markup
// declares one of them (`data-island`, postbuild/islands.ts) instead of a framework runtime. It starts
// every `*.site-island.ts` (the header's theme toggle, search trigger and nav, the copy buttons) on
// every page, and loads a page tool (`<name>.island.ts`) with import() only where markup declares
// `data-island="<name>"`, so other pages (the composer's among them) do not pay for it.
import { pageIslands, startSiteIslands } from "islands:catalog";
import { replayEarlyInput } from "./early-input";

startSiteIslands();
// Presses of the header's buttons made before now, recorded by the inline theme script, are answered now.
replayEarlyInput();

const islands = document.querySelectorAll<HTMLElement>("[data-island]");
const declared = new Set([...islands].map((element) => element.dataset["island"] ?? ""));
// A name with no page tool is another kind of island (a site island, a React island).
const startTool = async (name: string) => (await pageIslands.get(name)?.())?.start();
const started = [...declared].map(startTool);
// Tests (and curious readers) can tell the islands are listening: once this page's tools are too.
// A tool that fails to load leaves its server-rendered markup as it is; the others still run.
void Promise.allSettled(started).then((results) => {
  for (const result of results) if (result.status === "rejected") console.error(result.reason);
  document.documentElement.dataset["islands"] = "ready";
});
