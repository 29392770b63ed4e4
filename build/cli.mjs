// The `casts` CLI as bundled JavaScript. `buildCli()` bundles cli/main.ts and every module it imports
// (the MCP server included) into dist/cli/ with esbuild, so `bin/casts.mjs` starts plain JavaScript
// instead of compiling TypeScript through tsx on every call. Each command is its own chunk (cli/run.ts
// loads it with import()), so `casts list` does not load what `casts mcp` or `casts export` need.
//
// `node build/cli.mjs` (`make cli`, run by `make test` and `make start` whenever a source
// changed; `npm run build:cli`) builds it. dist/cli/inputs.json lists every source file the bundle was
// made from: `cliBundleIsCurrent()` holds while none is newer than the bundle, and bin/casts.mjs runs
// the sources through tsx otherwise, so a stale bundle never runs. Plain JavaScript, so that it runs
// without tsx; esbuild is imported only to build, not to check.
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..");
export const CLI_BUNDLE_DIR = path.join(ROOT, "dist", "cli");
export const CLI_BUNDLE = path.join(CLI_BUNDLE_DIR, "main.mjs");
const INPUTS = path.join(CLI_BUNDLE_DIR, "inputs.json");

/** True when the bundle exists and no source it was built from changed since (one stat per source). */
export function cliBundleIsCurrent() {
  try {
    const built = statSync(CLI_BUNDLE).mtimeMs;
    const inputs = JSON.parse(readFileSync(INPUTS, "utf8"));
    return inputs.every((file) => statSync(path.join(ROOT, file)).mtimeMs <= built);
  } catch {
    return false; // no bundle, or a source file removed
  }
}

/** Builds dist/cli/ afresh. */
export async function buildCli() {
  const { build } = await import("esbuild");
  // Built beside the old bundle and swapped in at the end: a `casts` started meanwhile (tests start
  // many at once) sees the old bundle, the new one, or none (then it runs the sources), never a mix.
  const staging = `${CLI_BUNDLE_DIR}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: "cli/main.ts" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    outdir: staging,
    outExtension: { ".js": ".mjs" },
    chunkNames: "[name]-[hash]",
    // Dependencies are bundled too (zod, yaml, the MCP SDK …): one minified file per chunk parses and
    // loads in about half the time of Node resolving and compiling their hundreds of files. The
    // CommonJS ones among them call require(), which an ES module lacks: the banner provides it.
    banner: {
      js: 'import { createRequire as __castsRequire } from "node:module"; const require = __castsRequire(import.meta.url);',
    },
    minify: true,
    // Readable stack traces at no start-up cost (the map is read only when asked for).
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    legalComments: "none",
  });
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith("node_modules/"));
  inputs.push("package.json", "package-lock.json", "tsconfig.json", "build/cli.mjs");
  writeFileSync(path.join(staging, "inputs.json"), `${JSON.stringify(inputs.sort(), null, 1)}\n`);
  writeFileSync(path.join(staging, "meta.json"), JSON.stringify(result.metafile));
  mkdirSync(path.dirname(CLI_BUNDLE_DIR), { recursive: true });
  const old = `${CLI_BUNDLE_DIR}.${process.pid}.old`;
  try {
    renameSync(CLI_BUNDLE_DIR, old);
  } catch {
    // no bundle yet
  }
  renameSync(staging, CLI_BUNDLE_DIR);
  rmSync(old, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildCli();
