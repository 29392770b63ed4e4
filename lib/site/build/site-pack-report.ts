// Free of "server-only": the post-build step writes /packs/lab/report.json from here outside Next
// (postbuild/data-files.ts).
import { analysePack, type PackLabReport } from "@/lib/pack-lab/analyse-pack";
import { sharedValue } from "./build-shared";
import { getSitePackText } from "./site-source";

let cached: { readonly text: string; readonly report: PackLabReport } | undefined;

/**
 * The site's pack and the lab's report of it, made once per build: the page renders it and
 * `/packs/lab/report.json` serves it to the island, so the browser never checks the pack it starts with.
 * `make build` makes the report once for all its page workers (lib/site/build/shared-work.ts).
 */
export function sitePackReport(): { readonly text: string; readonly report: PackLabReport } {
  if (!cached) {
    const text = getSitePackText() ?? "";
    cached = { text, report: sharedValue("pack-report", text, () => analysePack(text, text)) };
  }
  return cached;
}
