// The site's stylesheet for the export: app/globals.css compiled by Tailwind's own compiler
// (@tailwindcss/node, the library @tailwindcss/postcss wraps; its sources are the @source lines of the
// file, https://tailwindcss.com/docs/detecting-classes-in-source-files), minified, named by its
// content's hash and linked from every page by the page rewrite (html.ts).
//
// Why not through Next: `next build` ran the stylesheet through PostCSS, which Turbopack does in a
// Node worker that first compiles and loads the PostCSS config and the plugin; on this 2-core machine
// that cost a cold build ~1.3 s of compile time (compile only, three runs each: 6.0 → 4.7 s) and ~1.5 s
// of CPU, for ~0.2 s of Tailwind's own work. next.config.ts therefore gives `next build` an empty
// module for "./globals.css" (the layout's import), and this module makes the file beside Next.
// `npm run dev` keeps Next's pipeline (PostCSS with the Tailwind plugin) and its hot reload.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";

/** The stylesheet: the site path it is served from (without the base path) and its text. */
export interface SiteStyles {
  readonly url: string;
  readonly css: string;
  readonly seconds: number;
}

/** Where the site's stylesheets live in the export: nothing else is written there. */
export const STYLES_DIR = "_styles";

/** The stylesheet the layout imports. */
export const SITE_CSS = path.join(import.meta.dirname, "..", "app", "globals.css");

/** Compiles `file` (default: the site's stylesheet) as @tailwindcss/postcss does in a production build. */
export async function buildSiteStyles(file = SITE_CSS): Promise<SiteStyles> {
  const started = performance.now();
  const base = path.dirname(file);
  const compiler = await compile(readFileSync(file, "utf8"), { base, from: file, onDependency: () => {} });
  // As the PostCSS plugin scans: the whole base folder unless the file says `source(none)` or names
  // another root, then each @source.
  const root =
    compiler.root === "none"
      ? []
      : compiler.root === null
        ? [{ base, pattern: "**/*", negated: false }]
        : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] });
  const css = optimize(compiler.build(scanner.scan()), { file, minify: true }).code;
  const hash = createHash("sha256").update(css).digest("hex").slice(0, 12);
  return {
    url: `/${STYLES_DIR}/site-${hash}.css`,
    css,
    seconds: (performance.now() - started) / 1000,
  };
}
