// The catalog's small islands over server-rendered HTML, one module: a page loads it when its markup
// declares one of them (`data-island`, postbuild/islands.ts) instead of a framework runtime.
// Every page gets the header's islands (theme, search trigger, copy, nav); the tools of one page
// type load with import() only where their markup is, so other pages (the composer's among them)
// do not pay for them.
import { initCopy } from "./copy";
import { initNav } from "./nav";
import { initSearch } from "./search-trigger";
import { initTheme } from "./theme";

initTheme();
initSearch();
initCopy();
initNav();

const PAGE_TOOLS: readonly (readonly [string, () => Promise<unknown>])[] = [
  ["[data-role-filter]", () => import("./role-filter").then((module) => module.initRoleFilter())],
  ["[data-not-found-suggestions]", () => import("./not-found").then((module) => module.initNotFound())],
  [
    "[data-directory-role-list]",
    () => import("./directory-role-list").then((module) => module.initDirectoryRoleList()),
  ],
  ["[data-pattern-tester]", () => import("./pattern-tester").then((module) => module.initPatternTesters())],
  ["[data-open-roles]", () => import("./open-roles").then((module) => module.initOpenRoles())],
];

const started = PAGE_TOOLS.filter(([selector]) => document.querySelector(selector)).map(([, load]) => load());
// Tests (and curious readers) can tell the islands are listening: once this page's tools are too.
// A tool that fails to load leaves its server-rendered markup as it is; the others still run.
void Promise.allSettled(started).then((results) => {
  for (const result of results) if (result.status === "rejected") console.error(result.reason);
  document.documentElement.dataset["islands"] = "ready";
});
