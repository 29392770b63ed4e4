// Re-captures the pages scripts/postbuild-html.test.ts runs on, from a real `next build` (before the
// post-build step touches them), with Next's client module ids:
//   npx next build && npx tsx scripts/capture-postbuild-fixtures.ts
// Run it when Next is upgraded or the layout changes, then commit scripts/__fixtures__/.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { readClientModules } from "./next-client-modules";

/** A page of each kind: the composer, a catalog page with copy buttons, the 404 page. */
export const CAPTURED_PAGES = ["compose.html", "directory-roles/OnCallHandoff.html", "404.html"] as const;
const FIXTURES = "scripts/__fixtures__/next-export";

for (const page of CAPTURED_PAGES) {
  const html = readFileSync(path.join("out", page), "utf8");
  if (html.includes("/_islands/") || !html.includes("self.__next_f"))
    throw new Error(`out/${page} has been through scripts/postbuild.ts; run \`npx next build\` first`);
  const target = path.join(FIXTURES, page);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(path.join("out", page), target);
}
const modules = Object.fromEntries([...readClientModules()].sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(path.join(FIXTURES, "client-modules.json"), `${JSON.stringify(modules, null, 1)}\n`);
console.log(
  `captured ${CAPTURED_PAGES.length} pages and ${Object.keys(modules).length} client modules into ${FIXTURES}/`,
);
