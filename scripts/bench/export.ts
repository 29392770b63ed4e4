// Export (issue: take a composition anywhere): time to build the whole-roster zip in the browser for each
// target (User Timing `export:zip` around load + export of every role + fflate zip), the gzip size of
// what the panel and the tokenizer load on demand, and /compose first-load JS with a check that neither
// the exporter nor gpt-tokenizer is in it. Figures are printed, never asserted.

import { listRoles, Profile } from "../../lib/casts";
import { exportRoster, lintExport } from "../../lib/casts/export";
import { resetLintCaches } from "../../lib/casts/export/formats/lint-kit";
import { EXPORT_TARGETS } from "../../lib/casts/export/targets";
import { loadDefaultPack } from "../../lib/casts/node";
import { strToU8, zipSync } from "fflate";

import { rosterFolder, rosterReadme } from "../../lib/composer/panels/export-composition";
import {
  firstLoadIslands,
  gzipBytes,
  islandsMetafile,
  kB,
  launchChromium,
  median,
  startServer,
  verdict,
  loadedScripts,
} from "./_lib";

const PORT = Number(process.env["BENCH_PORT"] ?? 3106);
const REPEATS = 5;

function firstLoad() {
  const meta = islandsMetafile();
  const files = firstLoadIslands("compose.html", meta, { started: "composer" });
  const inputs = files.flatMap((url) =>
    Object.entries(meta.outputs)
      .filter(([output]) => url.endsWith(output.split("/").slice(-1)[0] ?? ""))
      .flatMap(([, output]) => Object.keys(output.inputs)),
  );
  const leaked = inputs.filter(
    (input) => input.includes("lib/casts/export/export-profile") || input.includes("gpt-tokenizer"),
  );
  return { bytes: files.reduce((sum, url) => sum + gzipBytes(url), 0), files, leaked };
}

/** In Node, per target: the whole-roster zip (export of every role + README + fflate) and the lint of the roster's files. */
export function nodeFigures(): void {
  const pack = loadDefaultPack();
  const profiles = listRoles().map((name) =>
    Profile.compose(name, { modes: pack?.config(name)?.defaultModes ?? [] }),
  );
  const rows: string[] = [];
  for (const target of EXPORT_TARGETS) {
    if (target === "promptfoo") continue; // needs eval fixtures per role
    const zips: number[] = [];
    const lints: number[] = [];
    const roster = exportRoster(profiles, { target, pack });
    for (let attempt = 0; attempt < REPEATS; attempt += 1) {
      // What the panel's rosterZip does for the built-in roles: export each, then README and zip.
      let started = performance.now();
      const files = exportRoster(profiles, { target, pack });
      const folder = rosterFolder(target);
      const entries: Record<string, Uint8Array> = {
        [`${folder}/README.md`]: strToU8(
          rosterReadme(
            target,
            true,
            files.files.map((file) => file.path),
            files.notes,
          ),
        ),
      };
      for (const file of files.files) entries[`${folder}/${file.path}`] = strToU8(file.content);
      zipSync(entries, { level: 6 });
      zips.push(performance.now() - started);
      resetLintCaches();
      started = performance.now();
      lintExport(target, roster.files);
      lints.push(performance.now() - started);
    }
    rows.push(
      `${target} zip ${median(zips).toFixed(0)} ms, lint ${median(lints).toFixed(1)} ms (${roster.files.length} files)`,
    );
  }
  console.log(`roster in Node (median of ${REPEATS}):\n  ${rows.join("\n  ")}`);
}

export async function run(): Promise<void> {
  nodeFigures();
  const initial = firstLoad();
  console.log(
    `first-load JS on /compose (framework included): ${kB(initial.bytes)} gzip; exporter or tokenizer in it: ${initial.leaked.length === 0 ? "no" : initial.leaked.join(", ")} — ${verdict(initial.leaked.length === 0)}`,
  );
  const server = await startServer(PORT);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ acceptDownloads: true });
    await page.goto(`${server.url}/compose?role=critic&modes=adversarial`);
    await page.getByTestId("composer").waitFor();
    const scripts = () => loadedScripts(page);
    const before = new Set(await scripts());
    await page.getByTestId("export-target").selectOption("cursor");
    await page.getByTestId("export-content").waitFor();
    const exporter = (await scripts()).filter((name) => !before.has(name));
    await page.getByTestId("export-target").selectOption("openai");
    await page.getByTestId("export-tokens").filter({ hasText: "o200k_base" }).waitFor();
    const tokenizer = (await scripts()).filter((name) => !before.has(name) && !exporter.includes(name));
    const size = (names: string[]) => names.reduce((sum, name) => sum + gzipBytes(name), 0);
    console.log(
      `on demand: exporter ${kB(size(exporter))} gzip on the first pick, tokenizer ${kB(size(tokenizer))} more for OpenAI models`,
    );

    const timings: string[] = [];
    for (const target of EXPORT_TARGETS.filter((target) => target !== "promptfoo")) {
      // A fresh page per target: Chromium lets one page start about ten downloads in a row, then
      // drops one (it did so before and after the roster's bodies came in one file).
      const zipPage = await browser.newPage({ acceptDownloads: true });
      await zipPage.goto(`${server.url}/compose?role=critic&modes=adversarial&to=${target}`);
      await zipPage.getByTestId("export-content").waitFor();
      const runs: number[] = [];
      for (let attempt = 0; attempt < REPEATS; attempt += 1) {
        await zipPage.evaluate(() => performance.clearMeasures("export:zip"));
        const download = zipPage.waitForEvent("download");
        await zipPage.getByTestId("export-download-all").click();
        await download.catch(async (error: unknown) => {
          // What the panel said instead of downloading, so a failed run names its cause.
          const status = await zipPage.getByText(/zip/i).allInnerTexts();
          throw new Error(`no zip for ${target}: ${status.join(" | ")}`, { cause: error });
        });
        runs.push(
          await zipPage.evaluate(() => performance.getEntriesByName("export:zip")[0]?.duration ?? Number.NaN),
        );
      }
      await zipPage.close();
      timings.push(`${target} ${median(runs).toFixed(0)} ms`);
    }
    console.log(`whole-roster zip in the browser (median of ${REPEATS}): ${timings.join(", ")}`);
  } finally {
    await browser.close();
    server.stop();
  }
}
