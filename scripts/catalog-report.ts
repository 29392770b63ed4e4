// Before `next build` (`make build` runs it beside it, scripts/build.ts): prints every problem of the
// catalog the site is built from (see lib/casts/node/catalog-report.ts). Fails only in strict mode
// (`--strict`, CASTS_STRICT=1) with an error; otherwise the site builds and its pages show the problems.
import { pathToFileURL } from "node:url";

import { catalogProblems, formatCatalogReport, isStrict } from "@/lib/casts/node/catalog-report";
import { resolveCatalogSource } from "@/lib/casts/node";

/** Prints the report; false when strict mode stops the build. */
export function reportCatalog(args: readonly string[], env: NodeJS.ProcessEnv): boolean {
  const strict = isStrict(args, env);
  const problems = catalogProblems(resolveCatalogSource({ env }));
  const lines = formatCatalogReport(problems, { strict });
  (problems.length > 0 ? console.warn : console.log)(lines.join("\n"));
  return !(strict && problems.some((problem) => problem.severity === "error"));
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href &&
  !reportCatalog(process.argv.slice(2), process.env)
)
  process.exitCode = 1;
