// The composer's budgets: first-load JS beyond the framework's shared chunk (React), recompute +
// render time per edit over a scripted run of 200 edits (the island's User Timing measure
// `composer:edit`, dispatch → committed DOM, in Chromium), the size of what loads on demand, and
// Lighthouse on /compose. Figures are printed, never asserted.
import { loadavg } from "node:os";

import type { Page } from "@playwright/test";

import { COMPOSER_FIRST_LOAD_BUDGET, composerFirstLoad } from "../../postbuild/first-load";

import {
  coldPhoneLoads,
  gzipBytes,
  kB,
  launchChromium,
  lighthouseMedians,
  startServer,
  verdict,
  loadedScripts,
} from "./_lib";

const PORT = Number(process.env["BENCH_PORT"] ?? 3102);
const EDITS = 200;
const STARTS = 5;
const RUNS = Math.max(1, Number(process.env["BENCH_LH_RUNS"] ?? 3));
// First load beyond React (the catalog module every page loads included): 17 kB, issue 30's target,
// met since the empty composer stopped loading what a composition shows (components/composer/panels/composed/);
// `make postbuild-check` fails when it is passed.
const BUDGET = { ownJs: COMPOSER_FIRST_LOAD_BUDGET, editP95: 16, performance: 0.95 };

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** One scripted cycle of 20 edits: name typing, adding, moving and removing modes, role and default switches. */
async function editCycle(page: Page, cycle: number): Promise<void> {
  const name = page.getByTestId("profile-name");
  await name.focus();
  for (const char of "bench") await page.keyboard.press(char); // 5 edits
  for (let count = 0; count < 5; count += 1) await page.keyboard.press("Backspace"); // 5 edits
  const modePicker = page.getByTestId("mode-picker");
  for (const mode of ["premortem", "metacognitive", "socratic"]) {
    await modePicker.focus();
    await page.keyboard.type(mode); // filtering is local to the picker: not an edit
    await page.keyboard.press("Enter"); // 1 edit each
  }
  for (let count = 0; count < 2; count += 1)
    await page.getByRole("button", { name: "Move socratic up" }).press("Enter"); // 2 edits
  for (const mode of ["socratic", "premortem", "metacognitive"])
    await page.getByRole("button", { name: `Remove ${mode}` }).press("Enter"); // 3 edits
  const rolePicker = page.getByTestId("role-picker");
  await rolePicker.focus();
  await page.keyboard.type(cycle % 2 === 0 ? "analyst" : "critic");
  await page.keyboard.press("Enter"); // 1 edit: the other role, with its default mode
  await page.getByRole("checkbox", { name: /Apply the pack's default modes/ }).press("Space"); // 1 edit: defaults off
}

async function measureEdits(url: string, cpuSlowdown: number): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(`${url}/compose?role=critic&modes=adversarial`);
    await page.getByTestId("composer").waitFor();
    await page.evaluate(() => performance.clearMeasures("composer:edit"));
    for (let cycle = 0; cycle < EDITS / 20; cycle += 1) await editCycle(page, cycle);
    return await page.evaluate(() =>
      performance.getEntriesByName("composer:edit", "measure").map((entry) => entry.duration),
    );
  } finally {
    await browser.close();
  }
}

/** A trace event as Chromium's tracing reports it (the fields read here). */
type TraceEvent = {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { beginData?: { url?: string } };
};

/**
 * The composer's start on a link with a query, in a fresh browser each time (so nothing is compiled or
 * cached): the longest module evaluation on the page's main thread (the composer's modules, React DOM's
 * load among them: islands/react-dom-errors.ts) and the longest task, from a trace of the load. Tracing
 * leaves V8's lazy source positions alone, unlike a profiler or DevTools, so the trace sees what a
 * reader's browser does.
 */
async function measureStart(url: string, loads: number): Promise<{ evaluation: number[]; task: number[] }> {
  const runs = await coldPhoneLoads(loads, async (page, cdp) => {
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories: "toplevel,devtools.timeline,v8.execute",
      transferMode: "ReportEvents",
    });
    await page.goto(`${url}/compose?role=critic&modes=adversarial`);
    await page.getByTestId("composer").waitFor();
    await cdp.send("Tracing.end");
    await complete;
    const parse = events.find(
      (event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith(url),
    );
    const main = events.filter((event) => event.pid === parse?.pid && event.tid === parse.tid);
    const longest = (name: string) =>
      Math.max(0, ...main.filter((event) => event.name === name).map((event) => (event.dur ?? 0) / 1000));
    return { evaluation: longest("v8.evaluateModule"), task: longest("ThreadControllerImpl::RunTask") };
  });
  return { evaluation: runs.map((run) => run.evaluation), task: runs.map((run) => run.task) };
}

/** Gzip bytes of the scripts that arrive when the YAML import and the output validator are first used. */
async function onDemandJs(url: string): Promise<{ importer: number; validator: number }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/compose?role=critic`);
    await page.getByTestId("composer").waitFor();
    const scripts = () => loadedScripts(page);
    const before = new Set(await scripts());
    await page.getByText("Import a profile YAML").click();
    await page.getByTestId("yaml-import-input").fill("role: critic\n");
    await page.getByRole("button", { name: "Import pasted YAML" }).click();
    await page.getByTestId("composer-status").filter({ hasText: "Imported" }).waitFor();
    const afterImport = await scripts();
    const importer = afterImport.filter((name) => !before.has(name));
    await page.getByTestId("output-input").fill("{}");
    await page.getByTestId("output-result").filter({ hasText: "Valid" }).waitFor();
    const validator = (await scripts()).filter((name) => !before.has(name) && !importer.includes(name));
    const size = (names: string[]) => names.reduce((sum, name) => sum + gzipBytes(name), 0);
    return { importer: size(importer), validator: size(validator) };
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<void> {
  const { own, ownBytes, frameworkBytes } = composerFirstLoad();
  console.log(
    `JS the composer loads when it starts (at load for a link with a query, on approach for /compose) beyond the framework chunk (React ${kB(frameworkBytes)}): ${kB(ownBytes)} gzip = ${ownBytes} bytes (budget ${kB(BUDGET.ownJs)}) — ${verdict(ownBytes <= BUDGET.ownJs)}`,
  );
  console.log(`  files: ${own.join(", ")}`);

  const server = await startServer(PORT);
  try {
    const lazy = await onDemandJs(server.url);
    console.log(
      `on demand: YAML import ${kB(lazy.importer)} gzip, then output validator ${kB(lazy.validator)} more`,
    );

    const start = await measureStart(server.url, STARTS);
    const list = (values: readonly number[]) => values.map((value) => value.toFixed(0)).join(", ");
    console.log(
      `composer start, link with a query (${STARTS} cold loads, median): module evaluation ${ms(percentile(start.evaluation, 50))} (${list(start.evaluation)}), longest task ${ms(percentile(start.task, 50))} (${list(start.task)})`,
    );

    // Real keyboard input through Playwright; each edit is timed in the page from dispatch to the committed DOM.
    for (const slowdown of [1, 4]) {
      const commit = await measureEdits(server.url, slowdown);
      const p95 = percentile(commit, 95);
      const summary = `p50 ${ms(percentile(commit, 50))}, p95 ${ms(p95)}, max ${ms(Math.max(...commit))}`;
      if (slowdown === 1) {
        const ok = commit.length === EDITS && p95 <= BUDGET.editP95;
        console.log(
          `edit → recompute + render (${commit.length}/${EDITS} edits): ${summary} (budget p95 ≤ ${BUDGET.editP95} ms) — ${verdict(ok)}`,
        );
      } else {
        console.log(`  same run with the CPU ${slowdown}× slower (for reference): ${summary}`);
      }
    }

    const {
      score,
      ok: okScores,
      perfRuns,
      metrics,
    } = await lighthouseMedians(`${server.url}/compose`, RUNS, BUDGET.performance);
    console.log(
      `Lighthouse /compose (mobile, median of ${RUNS}; load average ${loadavg()[0]?.toFixed(1)}): performance ${score("performance").toFixed(2)} (runs: ${perfRuns}), accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")} — ${verdict(okScores)}`,
    );
    console.log(`  medians: ${metrics}`);
  } finally {
    server.stop();
  }
}
