// The build steps of `make build` as plain JavaScript: build/site.mjs starts `next build`, then bundles
// build/site-steps.ts with esbuild and loads that. Two bundles: the steps, and postbuild/threads.ts
// alone, which the page-rewrite threads run (postbuild/pages.ts): a thread started on the steps'
// bundle would load every package of the build to rewrite pages with parse5.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { build } from "esbuild";

const ROOT = path.join(import.meta.dirname, "..");

/**
 * A module that reads `import.meta.dirname` (postbuild/islands.ts finds the repository from it) gets
 * its own folder, as it would loaded alone, not the bundle's.
 */
const ownDirname = {
  name: "own-dirname",
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(file, "utf8");
      if (!source.includes("import.meta.dirname")) return undefined;
      return {
        contents: source.replaceAll("import.meta.dirname", JSON.stringify(path.dirname(file))),
        loader: file.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

/**
 * Bundles the steps and the threads' module into `dir` (inside the repository, so their packages
 * resolve from its node_modules); returns their paths.
 */
export async function bundleSteps(dir) {
  const steps = path.join(dir, "site-steps.mjs");
  const threads = path.join(dir, "threads.mjs");
  await build({
    entryPoints: {
      "site-steps": path.join(ROOT, "build", "site-steps.ts"),
      threads: path.join(ROOT, "postbuild", "threads.ts"),
    },
    outdir: dir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Packages load from node_modules as they are; only the repository's own modules are bundled.
    packages: "external",
    logLevel: "warning",
    // The highlighter guards against being bundled for a browser; these bundles run in Node.
    alias: { "server-only": path.join(ROOT, "build", "server-only.mjs") },
    define: { CASTS_THREADS_BUNDLE: JSON.stringify(pathToFileURL(threads).href) },
    plugins: [ownDirname],
  });
  return { steps, threads };
}
