// Catalog site budgets: JavaScript per page type (gzip) and Lighthouse mobile scores.
// Budgets (issue 4): ≤ 10 kB of JS beyond the framework's shared chunks on a catalog page;
// Lighthouse on /, /roles/architect, /modes: performance ≥ 0.95, the other categories = 1.
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";

import {
  gzipBytes,
  kB,
  lighthouse,
  pageScripts,
  sharedScripts,
  startServer,
  verdict,
  type LighthouseScores,
} from "./_lib";

const PAGES = [
  ["home", "index.html"],
  ["role", "roles/architect.html"],
  ["modes", "modes.html"],
  ["mode", "modes/fast.html"],
  ["emissions", "emissions.html"],
  ["emission", "emissions/Finding.html"],
  ["pack", "packs/default.html"],
  ["404", "404.html"],
] as const;
const LIGHTHOUSE_PATHS = ["/", "/roles/architect", "/modes"] as const;
const JS_BUDGET = 10 * 1024;
const PORT = Number(process.env["BENCH_PORT"] ?? 3199);
const RUNS = Math.max(1, Number(process.env["BENCH_LH_RUNS"] ?? 3));

/** Next's runtime chunks (rootMainFiles) and polyfills from the build manifest; else the scripts common to all pages. */
function frameworkScripts(): { readonly runtime: Set<string>; readonly polyfills: Set<string> } {
  const manifestFile = ".next/build-manifest.json";
  const manifest: unknown = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : null;
  const list = (key: string): string[] => {
    const value: unknown = manifest && typeof manifest === "object" ? Reflect.get(manifest, key) : undefined;
    return Array.isArray(value) ? value.map((file) => `/_next/${String(file)}`) : [];
  };
  const runtime = list("rootMainFiles");
  if (runtime.length === 0)
    return { runtime: sharedScripts(PAGES.map(([, file]) => file)), polyfills: new Set() };
  return { runtime: new Set(runtime), polyfills: new Set(list("polyfillFiles")) };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function run(): Promise<void> {
  const { runtime, polyfills } = frameworkScripts();
  const framework = new Set([...runtime, ...polyfills]);
  const everyPage = sharedScripts(PAGES.map(([, file]) => file));
  const frameworkBytes = [...runtime].reduce((sum, src) => sum + gzipBytes(src), 0);
  console.log(
    `JavaScript (gzip). Framework runtime (Next rootMainFiles): ${kB(frameworkBytes)} on every page; polyfills load only in old browsers (nomodule).`,
  );
  console.log("page       beyond framework   of which page-only   budget ≤ 10 kB");
  for (const [label, file] of PAGES) {
    const scripts = pageScripts(file).filter((src) => !framework.has(src));
    const beyond = scripts.reduce((sum, src) => sum + gzipBytes(src), 0);
    const own = scripts.filter((src) => !everyPage.has(src)).reduce((sum, src) => sum + gzipBytes(src), 0);
    console.log(
      `${label.padEnd(10)} ${kB(beyond).padStart(16)} ${kB(own).padStart(20)}   ${verdict(beyond <= JS_BUDGET)}`,
    );
  }
  console.log(
    "('beyond framework' includes the layout chunk every page shares: Next's client link/boundary code, the search trigger and the theme toggle.)",
  );

  const server = await startServer(PORT);
  try {
    console.log(
      `\nLighthouse 12, mobile simulation, median of ${RUNS} run(s): performance ≥ 0.95; accessibility, best practices, SEO = 1`,
    );
    // Lighthouse's simulated CPU times are observed times × 4: other work on the machine inflates them.
    console.log(`(1-minute load average ${loadavg()[0]?.toFixed(1)} when the runs started)`);
    for (const path of LIGHTHOUSE_PATHS) {
      const runs: LighthouseScores[] = [];
      for (let attempt = 0; attempt < RUNS; attempt += 1) runs.push(await lighthouse(`${server.url}${path}`));
      const score = (key: keyof LighthouseScores) => median(runs.map((entry) => entry[key]));
      const ok =
        score("performance") >= 0.95 &&
        score("accessibility") === 1 &&
        score("best-practices") === 1 &&
        score("seo") === 1;
      const perfRuns = runs.map((entry) => entry.performance.toFixed(2)).join(", ");
      console.log(
        `${path.padEnd(18)} perf ${score("performance").toFixed(2)} (runs: ${perfRuns})  a11y ${score("accessibility").toFixed(2)}  best ${score("best-practices").toFixed(2)}  seo ${score("seo").toFixed(2)}  ${verdict(ok)}`,
      );
    }
  } finally {
    server.stop();
  }
}
