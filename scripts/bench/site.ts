// Catalog site budgets: JavaScript per page type (gzip) and Lighthouse mobile scores.
// Budgets: ≤ 10 kB of JS beyond the framework's shared chunks on a catalog page;
// Lighthouse on every page type: performance ≥ 0.95 (issue 30's target: 1), the other categories = 1.
// Catalog pages ship no framework at all (postbuild/main.ts strips Next's runtime): what they
// load is the islands module and the chunks it imports.
import { readdirSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";

import {
  appliedBlockingTime,
  firstLoadIslands,
  frameworkChunk,
  gzipBytes,
  islandsMetafile,
  kB,
  launchChromium,
  lighthouseMedians,
  median,
  OUT_DIR,
  pageScripts,
  startServer,
  verdict,
} from "./_lib";
import { stealMeter } from "./_machine";

const PAGES = [
  ["home", "index.html"],
  ["role", "roles/architect.html"],
  ["modes", "modes.html"],
  ["mode", "modes/fast.html"],
  ["emissions", "emissions.html"],
  ["emission", "emissions/Finding.html"],
  ["pack", "packs/default.html"],
  ["directory", "directory-roles.html"],
  ["dir list", "directory-roles-list/1.html"],
  ["skipped", "directory-roles-skipped.html"],
  ["open-roles", "open-roles.html"],
  ["404", "404.html"],
] as const;

/** A directory role's page of the export (the first by name), or none when the folder had no role. */
function directoryRolePath(): string[] {
  const found = readdirSync(path.join(OUT_DIR, "directory-roles"))
    .filter((file) => file.endsWith(".html"))
    .sort()[0];
  return found ? [`/directory-roles/${found.replace(/\.html$/, "")}`] : [];
}

/**
 * Every page type (issue 30: 100 on each): the catalog's pages, the directory roles' (index, list page,
 * skipped folders, a role), /open-roles, the 404 page, the composer empty and with a role chosen (which opens the Run
 * panel beside the message: e2e/run-panel.spec.ts), compare and the pack lab. BENCH_LH_PATHS=/,/compare
 * narrows it.
 */
function lighthousePaths(): string[] {
  const fromEnv = process.env["BENCH_LH_PATHS"];
  if (fromEnv) return fromEnv.split(",");
  return [
    "/",
    "/roles/architect",
    "/modes",
    "/modes/fast",
    "/emissions",
    "/emissions/Finding",
    "/packs/default",
    "/directory-roles",
    "/directory-roles-list/1",
    "/directory-roles-skipped",
    ...directoryRolePath(),
    "/open-roles",
    "/404",
    "/compose",
    "/compose?role=critic&modes=adversarial",
    "/compare",
    "/packs/lab",
  ];
}
/** What a path shows, where the path alone does not say it. */
const PATH_NOTES: Readonly<Record<string, string>> = {
  "/compose?role=critic&modes=adversarial": " (Run panel open)",
  "/404": " (404 page, status 200)",
};
/**
 * Audits a page fails on purpose. The 404 page says `noindex` (Next writes it on not-found pages; a
 * host serving 404.html with status 200 must not get it indexed), which is SEO's "is-crawlable".
 */
const EXPECTED_FAILURES: Readonly<Record<string, readonly string[]>> = { "/404": ["seo:is-crawlable"] };
const JS_BUDGET = 10 * 1024;
const PORT = Number(process.env["BENCH_PORT"] ?? 3199);
const RUNS = Math.max(1, Number(process.env["BENCH_LH_RUNS"] ?? 3));

/**
 * How many fonts a page's text is laid out in on a phone's first load (412 px wide; closed disclosures,
 * hidden parts and grid cards the browser skips until they near the screen left out): each distinct
 * family, size and bold-or-not among that text. On a cold load, Chromium on Linux asks its browser
 * process how to render each such font, one blocking call each; in traces of /roles/architect (2026-12)
 * those calls were about half of the first layout. A stray em-relative size (0.9em inside 14 px text is a
 * 12.6 px font of its own) shows up here.
 */
async function fontsLaidOut(base: string, paths: readonly string[]): Promise<Map<string, number>> {
  const browser = await launchChromium();
  const counts = new Map<string, number>();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    for (const url of paths) {
      await page.goto(`${base}${url}`, { waitUntil: "load" });
      const fonts = await page.evaluate(() => {
        const seen = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          if (
            !element ||
            !node.textContent?.trim() ||
            !element.checkVisibility({ contentVisibilityAuto: true })
          )
            continue;
          if (element.closest("details:not([open])")) continue;
          const style = getComputedStyle(element);
          const bold = Number(style.fontWeight) >= 600;
          seen.add(`${style.fontFamily.split(",")[0]}|${style.fontSize}|${bold}|${style.fontStyle}`);
        }
        return seen.size;
      });
      counts.set(url, fonts);
    }
  } finally {
    await browser.close();
  }
  return counts;
}

export async function run(): Promise<void> {
  const meta = islandsMetafile();
  const framework = frameworkChunk(meta);
  console.log("JavaScript (gzip) a catalog page loads before its islands run; import()ed code loads on use.");
  console.log("page       framework   islands (files)        budget ≤ 10 kB beyond the framework");
  for (const [label, file] of PAGES) {
    const scripts = firstLoadIslands(file, meta);
    const next = pageScripts(file).filter((src) => src.startsWith("/_next/"));
    const frameworkBytes = scripts
      .filter((src) => src === framework)
      .reduce((sum, src) => sum + gzipBytes(src), 0);
    const beyond = scripts.filter((src) => src !== framework).reduce((sum, src) => sum + gzipBytes(src), 0);
    console.log(
      `${label.padEnd(10)} ${kB(frameworkBytes + next.reduce((sum, src) => sum + gzipBytes(src), 0)).padStart(9)}   ${`${kB(beyond)} (${scripts.length})`.padEnd(20)}   ${verdict(beyond <= JS_BUDGET && next.length === 0)}`,
    );
  }
  console.log("(framework: Next's runtime is stripped from every page and React loads only on /compose.)");

  const server = await startServer(PORT);
  try {
    console.log(
      `\nLighthouse 12, mobile simulation, median of ${RUNS} run(s), every page type: performance ≥ 0.95 (target 1.00); accessibility, best practices, SEO = 1`,
    );
    // Lighthouse's simulated CPU times are observed times × 4: other work on the machine inflates them.
    console.log(`(1-minute load average ${loadavg()[0]?.toFixed(1)} when the runs started)`);
    const paths = lighthousePaths();
    const fonts = await fontsLaidOut(server.url, paths);
    const stolen = stealMeter();
    for (const url of paths) {
      const { score, ok, perfRuns, metrics, failed } = await lighthouseMedians(
        `${server.url}${url}`,
        RUNS,
        0.95,
        EXPECTED_FAILURES[url],
      );
      console.log(
        `${`${url}${PATH_NOTES[url] ?? ""}`.padEnd(24)} perf ${score("performance").toFixed(2)} (runs: ${perfRuns})  a11y ${score("accessibility").toFixed(2)}  best ${score("best-practices").toFixed(2)}  seo ${score("seo").toFixed(2)}  ${verdict(ok)}`,
      );
      console.log(
        `${"".padEnd(24)} ${metrics}; ${fonts.get(url)} fonts laid out${failed.length > 0 ? `; below full marks: ${failed.join(", ")}${EXPECTED_FAILURES[url] ? " (expected: noindex)" : ""}` : ""}`,
      );
      // Lighthouse's TBT is simulated and swings between runs here; this one is measured (see appliedBlockingTime).
      const blocking = await appliedBlockingTime(`${server.url}${url}`, RUNS);
      console.log(
        `${"".padEnd(24)} blocking time measured with the CPU 4× slower: median ${median(blocking).toFixed(0)} ms (${blocking.map((figure) => figure.toFixed(0)).join(", ")})`,
      );
    }
    console.log(`(during the runs: ${stolen()}; load average ${loadavg()[0]?.toFixed(1)} at the end)`);
  } finally {
    server.stop();
  }
}
