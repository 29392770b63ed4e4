import os from "node:os";

import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";

const nextConfig = (phase: string): NextConfig => ({
  output: "export",
  trailingSlash: false,
  images: { unoptimized: true },
  // `next build` leaves the stylesheet to the post-build, which compiles it with Tailwind beside Next
  // and links it from every page (postbuild/styles.ts): through Next it went through PostCSS in a
  // worker of its own, ~1.3 s of every cold build's compile. The dev server keeps Next's pipeline.
  // https://nextjs.org/docs/app/api-reference/config/next-config-js/turbopack (resolveAlias)
  ...(phase === PHASE_PRODUCTION_BUILD
    ? { turbopack: { resolveAlias: { "./globals.css": "./app/globals-css-in-build.ts" } } }
    : {}),
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run dev` serves on localhost; Next 16 refuses its dev resources (the client chunks, the HMR
  // socket) to a page opened as http://127.0.0.1:3000 (the address this README gives), so that page
  // never hydrated. Development only: the export has no dev resources.
  // https://nextjs.org/docs/app/api-reference/config/next-config-js/allowedDevOrigins
  allowedDevOrigins: ["127.0.0.1"],
  // Prerender errors would name lines of the server bundle, which is built without source maps
  // (serverSourceMaps below); with this on, every build worker still read the source maps of the
  // modules it loaded (Next's own), ~0.7 s of CPU per build.
  enablePrerenderSourceMaps: false,
  // `make test` runs `tsc --noEmit` over the whole project (typecheck), so Next's own second type
  // check is skipped: ~20 s of every build on this 2-core machine, and nothing it checks is new.
  typescript: { ignoreBuildErrors: true },
  // The libraries the pages and data routes use at build time, loaded by Node from node_modules as
  // they are instead of compiled into the server bundle: Turbopack compiled ~300 of their modules on
  // every cold build. The same code runs, so the export is byte-identical (every file of out/
  // compared, the build ID aside); a cold `make build` at load ~10 went from 45 s to 34 s of CPU.
  serverExternalPackages: [
    "zod",
    "yaml",
    "unified",
    "remark-parse",
    "remark-gfm",
    "remark-rehype",
    "rehype-sanitize",
    "hast-util-to-jsx-runtime",
    "smol-toml",
    "diff",
    "fflate",
    "gpt-tokenizer",
  ],
  experimental: {
    // The server bundle only runs inside this build (the export is static HTML), so it needs neither
    // minifying nor source maps: cold builds spent about 40% of Next's CPU time on them (`next
    // build` back to back at load 15–21: 133 s of CPU with them, 82 s without). The exported site is
    // byte-identical either way (every file of out/ compared, the build ID aside).
    serverMinification: false,
    serverSourceMaps: false,
    turbopackSourceMaps: false,
    // Next's default is one worker fewer than the cores (one on 2 cores); static generation is the
    // phase that grows with the roles folder and the main process is idle during it.
    cpus: Math.max(1, os.availableParallelism()),
    // Cold builds (a fresh clone, CI, the benches, which delete .next) paid 30–65 s of CPU on this
    // machine to write Turbopack's cache, and never read it.
    turbopackFileSystemCacheForBuild: false,
    // Inlining hints for Next's client router, which the post-build strips (postbuild/html.ts): with
    // it on, every page's flight data was gzipped segment by segment to size the hints, a cost per
    // page that grew with the roles folder and left nothing in out/.
    prefetchInlining: false,
  },
});

export default nextConfig;
