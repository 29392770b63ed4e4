import "server-only";

import { analysePack, type PackLabReport } from "@/lib/pack-lab/analyse-pack";
import { sharedResult, sharedValueKey } from "@/lib/site/build/build-shared";
import { getSitePackText } from "@/lib/site/build/site-source";

let cached: { readonly text: string; readonly report: PackLabReport } | undefined;

/**
 * The site's pack and the lab's report of it, made once per build: the page renders it and
 * `/packs/lab/report.json` serves it to the island, so the browser never checks the pack it starts with.
 * `make build` makes the report once for all its page workers (lib/site/build/shared-work.ts).
 */
export function sitePackReport(): { readonly text: string; readonly report: PackLabReport } {
  if (!cached) {
    const text = getSitePackText() ?? "";
    const shared = sharedResult("values", sharedValueKey("pack-report", text)) as PackLabReport | undefined;
    cached = { text, report: shared ?? analysePack(text, text) };
  }
  return cached;
}
