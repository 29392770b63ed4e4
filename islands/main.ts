// The site's only client script outside the composer: small islands over server-rendered HTML.
// Catalog pages ship this instead of a framework runtime (scripts/strip-runtime.ts removes Next's).
import { initCopy } from "./copy";
import { initDirectoryRoleList } from "./directory-role-list";
import { initNotFound } from "./not-found";
import { initRoleFilter } from "./role-filter";
import { initSearch } from "./search";
import { initTheme } from "./theme";

initTheme();
initSearch();
initCopy();
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
