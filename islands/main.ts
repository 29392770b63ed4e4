// The site's only client script outside the composer: small islands over server-rendered HTML.
// Catalog pages ship this instead of a framework runtime (scripts/strip-runtime.ts removes Next's).
import { initCopy } from "./copy";
import { initNav } from "./nav";
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
// Tests (and curious readers) can tell the islands are listening.
document.documentElement.dataset["islands"] = "ready";
