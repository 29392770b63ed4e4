import os from "node:os";

import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  output: "export",
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `make test` runs `tsc --noEmit` over the whole project (typecheck), so Next's own second type
  // check is skipped: ~20 s of every build on this 2-core machine, and nothing it checks is new.
  typescript: { ignoreBuildErrors: true },
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
  },
};

export default nextConfig;
