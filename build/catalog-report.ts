// Before `next build` (`make build` runs the same report beside it, build/site-steps.ts): prints every problem of the catalog the site is built from (see
// lib/casts/node/catalog-report.ts). Exits 1 only in strict mode (`--strict`, CASTS_STRICT=1) with
// an error; otherwise the site builds and its pages show the problems.
import { reportCatalog } from "@/lib/casts/node/catalog-report";

process.exitCode = reportCatalog(process.argv.slice(2), process.env, console);
