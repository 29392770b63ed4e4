// Shared helpers for the benchmark modules: static server, page JS size, Lighthouse.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";

const run = promisify(execFile);
export const OUT_DIR = path.resolve("out");
export { CHROMIUM, CHROME_FLAGS } from "../chromium";
import { CHROMIUM, CHROME_FLAGS } from "../chromium";

/** Starts scripts/serve.mjs on a port; resolves once it answers. */
export async function startServer(port: number): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port)], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(url);
      return { url, stop: () => child.kill() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error(`server on ${url} did not start`);
}

/** The `<script src>` files of an exported HTML page, relative to out/. */
export function pageScripts(htmlFile: string): string[] {
  const html = readFileSync(path.join(OUT_DIR, htmlFile), "utf8");
  return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? "").filter(Boolean);
}

export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(path.join(OUT_DIR, file.replace(/^\//, "")))).length;
}

/** Gzip bytes of a page's scripts, split into scripts every page loads (shared) and the page's own. */
export function pageJs(htmlFile: string, sharedScripts: ReadonlySet<string>): { total: number; own: number; ownFiles: string[] } {
  const scripts = pageScripts(htmlFile);
  const ownFiles = scripts.filter((src) => !sharedScripts.has(src));
  return {
    total: scripts.reduce((sum, src) => sum + gzipBytes(src), 0),
    own: ownFiles.reduce((sum, src) => sum + gzipBytes(src), 0),
    ownFiles,
  };
}

/** Scripts present on every one of the given pages: the framework's shared chunks. */
export function sharedScripts(htmlFiles: readonly string[]): Set<string> {
  const [first, ...rest] = htmlFiles.map((file) => new Set(pageScripts(file)));
  return new Set([...(first ?? [])].filter((src) => rest.every((set) => set.has(src))));
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
}

/** Lighthouse 12 (mobile simulation) in Debian's Chromium; category scores 0–1. */
export async function lighthouse(url: string): Promise<LighthouseScores> {
  const { stdout } = await run(
    process.execPath,
    [
      "node_modules/lighthouse/cli/index.js",
      url,
      `--chrome-path=${CHROMIUM}`,
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      "--quiet",
    ],
    // chrome-launcher reads CHROME_PATH; without it Lighthouse refuses to start.
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  const report = JSON.parse(stdout) as { categories: Record<string, { score: number | null }> };
  const score = (key: string) => report.categories[key]?.score ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
  };
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function verdict(ok: boolean): string {
  return ok ? "within budget" : "OVER BUDGET";
}
