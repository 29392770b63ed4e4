// After `next build` (`npx tsx postbuild/main.ts [out]`; `make build` runs it through build/site-steps.ts):
// writes the per-item data files (data-files.ts: exports, role bodies, evals, schemas), checks that
// Next's export has the shape this folder expects (next-guard.ts), bundles the islands into
// out/_islands/ (content-hashed, code-split), rewrites every page on a thread per core (pages.ts running
// html.ts: Next's runtime out, the islands the page declares in, URLs under CASTS_BASE_PATH), removes
// the files nothing loads any more (Next's JavaScript, flight data), writes the search index
// (postbuild/search-index.ts) and fails when a page references a file that is not in the export. Prints
// what it did and how long each step took. The steps are in run.ts.
import path from "node:path";

import { postbuild } from "./run";

await postbuild(path.resolve(process.argv[2] ?? "out"));
