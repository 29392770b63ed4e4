import { it, vi } from "vitest";
import { loadPagefindInNode } from "@/test-support/pagefind-node";
vi.mock("server-only", () => ({}));
const { buildSearchRecords } = await import("@/lib/site/search-records");
const { buildPagefindFiles } = await import("@/scripts/search-index");
it("probe", async () => {
  const records = buildSearchRecords();
  const pf = await loadPagefindInNode(await buildPagefindFiles(records));
  for (const q of (process.env["Q"] ?? "").split("|")) {
    const r = (await pf.engine.search(q))?.results ?? [];
    const rows = await Promise.all(
      r.slice(0, 6).map(async (x) => `${(await x.data()).url}:${x.score.toFixed(2)}`),
    );
    console.log(q, r.length, rows.join(" "));
  }
  pf.dispose();
}, 60000);
