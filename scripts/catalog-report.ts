// Before `next build`: prints every problem of the catalog the site is built from (see
// lib/casts/node/catalog-report.ts). Exits 1 only in strict mode (`--strict`, CASTS_STRICT=1) with
// an error; otherwise the site builds and its pages show the problems.
import { catalogProblems, formatCatalogReport, isStrict } from "@/lib/casts/node/catalog-report";
import { resolveCatalogSource } from "@/lib/casts/node";

const strict = isStrict(process.argv.slice(2), process.env);
const problems = catalogProblems(resolveCatalogSource({ env: process.env }));
const lines = formatCatalogReport(problems, { strict });
(problems.length > 0 ? console.warn : console.log)(lines.join("\n"));
if (strict && problems.some((problem) => problem.severity === "error")) process.exitCode = 1;
