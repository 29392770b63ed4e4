// `node --import tsx build/data-files.ts [dir]`: writes the site's data files
// (the catalog-wide files such as /catalog.json and /llms.txt, the static exports, the composer's role
// bodies, the eval fixtures, the JSON Schemas: postbuild/data-files.ts) for the build's catalog
// (CASTS_ROLES_DIR, CASTS_PACK) into `dir`, default public/. `npm run dev`
// (scripts/dev.ts) runs it at start and after each change to the catalog or the library, so Next's dev
// server serves /export/…, /compose/roles/…, /evals/… and /schemas/… from public/ as the export
// does from out/ (they are not Next routes any more). A process of its own each time: a change to the
// library is read afresh. public/'s copies are ignored by git and replaced in out/ by the post-build.
import path from "node:path";

import { siteDataFiles, writeDataFiles } from "../postbuild/data-files";

const started = performance.now();
const dir = path.resolve(process.argv[2] ?? "public");
const count = writeDataFiles(dir, siteDataFiles());
console.log(
  `data files: ${count} written to ${path.relative(process.cwd(), dir) || "."}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
