// `npm run bench -- scale`: builds the site with CASTS_ROLES_DIR pointing at N generated directory
// roles (scripts/gen-roles.ts) for N = 4, 200 and 2,000 (or SCALE_NS=4,200; N = 10,000 is opt-in, about
// 5 minutes: SCALE_NS=4,2000,10000) and prints, for each:
// build time and where it went (compile, page generation, the post-build's steps), export size, per-page JavaScript, bytes /compose loads until the composer has started (pointer on it),
// bytes search loads for one query (Pagefind and the entry files), and the time to filter the /directory-roles list. Rebuilds out/
// as a side effect (like the build bench). Targets are reported, never asserted.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import type { Page } from "@playwright/test";

import { generateRoles } from "../gen-roles";
import { BUILD_COMMAND, buildSteps, childCpuSeconds, fmt } from "./build";
import { firstLoadIslands, gzipBytes, kB, launchChromium, OUT_DIR, startServer } from "./_lib";
import { stealMeter } from "./_machine";
import { directoryListPageHref } from "@/lib/site/directory-role-list";

const PORT = Number(process.env["SCALE_PORT"] ?? 3290);

interface Figures {
  n: number;
  buildSeconds: number;
  /** Where the build's time went (compile, page generation, the post-build's steps). */
  buildSteps: string;
  /** CPU seconds (user + system) of the build, NaN where /proc cannot tell. */
  buildCpuSeconds: number;
  exportBytes: number;
  indexHtmlBytes: number;
  /** Whether /directory-roles shows both of its lists cut at their caps (loaded roles, skipped folders). */
  indexFull: boolean;
  /** gzip bytes of the role index the /directory-roles filter fetches on first use. */
  roleIndexGzip: number;
  pageJs: Record<string, number>;
  composerFirstLoad: number;
  searchQuery: number;
  filterMs: number;
}

/** Runs the command; its wall seconds and what it printed (its warnings go to stderr, shown as they come). */
function timed(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): { seconds: number; log: string } {
  const started = performance.now();
  const result = spawnSync(command, args, {
    stdio: ["ignore", "pipe", "inherit"],
    env,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
  return { seconds: (performance.now() - started) / 1000, log: result.stdout };
}

/** Where a build's time went, from its log: the steps the build bench splits out. */
function stepsLine(log: string): string {
  const steps = buildSteps(log);
  return `compile ${fmt(steps.compile)}, page generation ${fmt(steps.pages)}, post-build ${fmt(steps.post)} (page rewrites ${fmt(steps.rewrites)}, pruning ${fmt(steps.pruning)}, Pagefind ${fmt(steps.pagefind)})`;
}

function treeBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

/** gzip bytes of every response (whose URL passes `only`) the page receives while `action` runs. */
async function bytesDuring(
  page: Page,
  action: () => Promise<void>,
  only = (_url: string) => true,
): Promise<number> {
  let total = 0;
  const pending: Promise<void>[] = [];
  const listener = (response: import("@playwright/test").Response) => {
    if (!only(response.url())) return;
    pending.push(
      response
        .body()
        .then((body) => {
          total += gzipSync(body).length;
        })
        .catch(() => undefined),
    );
  };
  page.on("response", listener);
  await action();
  await page.waitForLoadState("networkidle");
  page.off("response", listener);
  await Promise.all(pending);
  return total;
}

/** What search loads: Pagefind's runtime and index, and the entry files (not the dialog's own code). */
const isSearchData = (url: string) => /\/(pagefind|search-index)\b/.test(new URL(url).pathname);
const SEARCH_QUERY = "release notes";

async function measureInBrowser(
  url: string,
): Promise<Pick<Figures, "composerFirstLoad" | "searchQuery" | "filterMs">> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    // The page, then the composer started as a reader starts it (the pointer on the empty composer
    // loads React and the catalog data: app/compose/composer.react-island.tsx), until React's composer is in place.
    const composerFirstLoad = await bytesDuring(page, async () => {
      await page.goto(`${url}/compose`);
      await page.getByTestId("compose-empty").hover();
      await page.getByTestId("composer").waitFor();
    });
    // From the page's load (the dialog's idle preload included) to the query's results.
    const searchQuery = await bytesDuring(
      page,
      async () => {
        await page.goto(`${url}/`);
        await page.waitForFunction(() => document.documentElement.dataset["islands"] === "ready");
        await page.keyboard.press("/");
        await page.getByTestId("search-input").fill(SEARCH_QUERY);
        await page.locator(`[role=listbox][data-query="${SEARCH_QUERY}"]`).waitFor({ state: "attached" });
      },
      isSearchData,
    );
    await page.goto(`${url}/directory-roles`);
    await page.waitForFunction(() => document.documentElement.dataset["islands"] === "ready");
    // Until the count names the matches: at a large N the first filtering fetches the role index.
    const filterMs = await page.evaluate(async () => {
      const input = document.querySelector<HTMLInputElement>("[data-list-filter]");
      const count = document.querySelector<HTMLElement>("[data-list-count]");
      if (!input || !count) return Number.NaN;
      const started = performance.now();
      input.value = "billing audit";
      input.dispatchEvent(new Event("input"));
      while (!(count.textContent ?? "").includes("matching")) {
        if (performance.now() - started > 30_000) return Number.NaN;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      return performance.now() - started;
    });
    return { composerFirstLoad, searchQuery, filterMs };
  } finally {
    await browser.close();
  }
}

/** Both lists of /directory-roles cut: the loaded roles' (a link to the whole list) and the skipped folders'. */
function pageIsFull(html: string): boolean {
  return html.includes(`href="${directoryListPageHref(1)}"`) && html.includes("data-skipped-more");
}

async function measure(n: number): Promise<Figures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `casts-scale-${n}-`));
  generateRoles(n, dir);
  const env = { ...process.env, CASTS_ROLES_DIR: dir, NEXT_TELEMETRY_DISABLED: "1" };
  rmSync(".next", { recursive: true, force: true });
  // What `make build` runs: the catalog report and islands bundle beside next build, then the post-build.
  const cpuBefore = childCpuSeconds();
  const build = timed(...BUILD_COMMAND, env);
  const buildSeconds = build.seconds;
  const buildCpuSeconds = childCpuSeconds() - cpuBefore;
  const pages = ["index.html", "directory-roles.html", "compose.html"];
  const firstRole = readdirSync(path.join(OUT_DIR, "directory-roles")).find((file) => file.endsWith(".html"));
  if (firstRole) pages.push(`directory-roles/${firstRole}`);
  const pageJs = Object.fromEntries(
    pages.map((file) => [file, firstLoadIslands(file).reduce((sum, url) => sum + gzipBytes(url), 0)]),
  );
  const server = await startServer(PORT);
  try {
    return {
      n,
      buildSeconds,
      buildSteps: stepsLine(build.log),
      buildCpuSeconds,
      exportBytes: treeBytes(OUT_DIR),
      indexHtmlBytes: statSync(path.join(OUT_DIR, "directory-roles.html")).size,
      indexFull: pageIsFull(readFileSync(path.join(OUT_DIR, "directory-roles.html"), "utf8")),
      roleIndexGzip: gzipBytes("directory-roles-index.json"),
      pageJs,
      ...(await measureInBrowser(server.url)),
    };
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const ns = (process.env["SCALE_NS"] ?? "4,200,2000").split(",").map(Number);
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}`,
  );
  const all: Figures[] = [];
  for (const n of ns) {
    const stolen = stealMeter();
    const figures = await measure(n);
    all.push(figures);
    console.log(
      [
        `N = ${n}: build ${figures.buildSeconds.toFixed(1)} s (${figures.buildCpuSeconds.toFixed(1)} s CPU), export ${(figures.exportBytes / 1048576).toFixed(1)} MB,`,
        `  where the build's time went: ${figures.buildSteps}`,
        `  /directory-roles HTML ${kB(figures.indexHtmlBytes)}; its filter's role index ${kB(figures.roleIndexGzip)} gzip (fetched on first use); filter to the matches ${figures.filterMs.toFixed(1)} ms`,
        `  page JS (gzip, first load): ${Object.entries(figures.pageJs)
          .map(([page, bytes]) => `${page} ${kB(bytes)}`)
          .join(", ")}`,
        `  composer started (page, React, catalog data) ${kB(figures.composerFirstLoad)} gzip (target < 200 kB), search one query ${kB(figures.searchQuery)} gzip`,
        `  load average now: ${os
          .loadavg()
          .map((value) => value.toFixed(2))
          .join(" ")}; ${stolen()} while N = ${n} was measured`,
      ].join("\n"),
    );
  }
  const [small, mid, large] = all;
  if (small && mid && large) {
    const linear = large.buildSeconds - small.buildSeconds <= 11 * (mid.buildSeconds - small.buildSeconds);
    console.log(
      `linearity: T${large.n} − T${small.n} = ${(large.buildSeconds - small.buildSeconds).toFixed(1)} s vs 11 × (T${mid.n} − T${small.n}) = ${(11 * (mid.buildSeconds - small.buildSeconds)).toFixed(1)} s — ${linear ? "linear" : "WORSE THAN LINEAR"}`,
    );
    console.log(
      `search at N = ${large.n} vs N = ${small.n}: ${(large.searchQuery / Math.max(1, small.searchQuery)).toFixed(2)}× (target ≤ 1.5×); build at N = ${large.n} ${large.buildSeconds <= 180 ? "within" : "OVER"} 3 minutes`,
    );
  }
  // /directory-roles should not grow with N (issue 30): its bytes per N beside those of the smallest N
  // whose page is full, both of its lists cut at their caps; a smaller N's page is smaller because its
  // lists are short.
  const first = all.find((figures) => figures.indexFull) ?? all[0];
  if (first) {
    console.log(
      `/directory-roles HTML by N: ${all.map((figures) => `N = ${figures.n}: ${kB(figures.indexHtmlBytes)} (${(figures.indexHtmlBytes / first.indexHtmlBytes).toFixed(1)}× N = ${first.n})`).join(", ")} — target flat from a full page on (≤ 1.5× N = ${first.n} at every larger N): ${all.every((figures) => figures.n < first.n || figures.indexHtmlBytes <= 1.5 * first.indexHtmlBytes) ? "met" : "NOT MET"}`,
    );
  }
  for (const figures of all) {
    const target = figures.n >= 10_000 ? 300 : figures.n >= 2_000 ? 180 : undefined;
    if (target !== undefined)
      console.log(
        `build at N = ${figures.n}: ${figures.buildSeconds.toFixed(1)} s (target ≤ ${target / 60} minutes: ${figures.buildSeconds <= target ? "met" : "NOT MET"})`,
      );
  }
}
