// The catalog's small islands over server-rendered HTML, one module: a page loads it when its markup
// declares one of them (`data-island`, scripts/islands-build.ts) instead of a framework runtime.
import { initCopy } from "./copy";
import { initNav } from "./nav";
import { initDirectoryRoleList } from "./directory-role-list";
import { initNotFound } from "./not-found";
import { initRoleFilter } from "./role-filter";
import { initSearch } from "./search";
import { initTheme } from "./theme";

initTheme();
initSearch();
initCopy();
initNav();
initRoleFilter();
initNotFound();
initDirectoryRoleList();
// Page-specific tools load only where their markup is.
if (document.querySelector("[data-pattern-tester]"))
  void import("./pattern-tester").then((module) => module.initPatternTesters());
if (document.querySelector("[data-open-roles]"))
  void import("./open-roles").then((module) => module.initOpenRoles());
// Tests (and curious readers) can tell the islands are listening.
document.documentElement.dataset["islands"] = "ready";
