// The catalog's small islands over server-rendered HTML, one module: a page loads it when its markup
// declares one of them (`data-island`, postbuild/islands.ts) instead of a framework runtime. It starts
// every `*.site-island.ts` (the header's theme toggle, search trigger and nav, the copy buttons) on
// every page, and loads a page tool (`<name>.island.ts`) with import() only where markup declares
// `data-island="<name>"`, so other pages (the composer's among them) do not pay for it.
//
// Each island starts in a task of its own: run in one, the start-up was one of the longest tasks after a
// page's first paint (Lighthouse counts its time over 50 ms, with the CPU four times slower, as blocking).
import { pageIslands, siteIslands } from "islands:catalog";
import { nextTask } from "@/lib/site/browser/next-task";

import { replayEarlyInput } from "./early-input";
import { EARLY_INPUT_ISLANDS } from "./early-input-names";

const islands = document.querySelectorAll<HTMLElement>("[data-island]");
const declared = new Set([...islands].map((element) => element.dataset["island"] ?? ""));
// The page tools' code is fetched at once; each starts once the site islands have. A name with no page
// tool is another kind of island (a site island, a React island). A failed load is reported below, once.
const tools = [...declared].map((name) => {
  const loading = pageIslands.get(name)?.();
  loading?.catch(() => undefined);
  return loading;
});

async function startAll(): Promise<void> {
  // The islands that answer early presses, and the replay, in one task (early-input-names.ts).
  for (const [name, start] of siteIslands) if (EARLY_INPUT_ISLANDS.includes(name)) start();
  // Presses of the header's buttons made before now, recorded by the inline theme script, are answered now.
  replayEarlyInput();
  for (const [name, start] of siteIslands) {
    if (EARLY_INPUT_ISLANDS.includes(name)) continue;
    await nextTask();
    start();
  }
  const started = tools.map(async (loading) => {
    const tool = await loading;
    await nextTask();
    tool?.start();
  });
  // Tests (and curious readers) can tell the islands are listening: once this page's tools are too.
  // A tool that fails to load leaves its server-rendered markup as it is; the others still run.
  const results = await Promise.allSettled(started);
  for (const result of results) if (result.status === "rejected") console.error(result.reason);
  document.documentElement.dataset["islands"] = "ready";
}

void startAll();
