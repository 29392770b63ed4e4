// The guard of the seam between Next and this folder (postbuild/README.md lists what it reads): the
// post-build step reads Next internals no API promises, so before it touches the export it checks
// that Next is the version it was written for and that the export still has the shape it expects.
// A change fails the build here, naming what changed, instead of as a broken page later.
import { parse } from "parse5";

import { clientReferenceIds, elements, PostbuildError, scriptKind, textOf, type ScriptContext } from "./html";

/** The Next version postbuild/ was checked against (package.json pins it). */
export const SUPPORTED_NEXT = "16.4.6";

const README = "postbuild/README.md";

export function checkNextVersion(installed: string): void {
  if (installed !== SUPPORTED_NEXT)
    throw new PostbuildError(
      `Next ${installed} is installed; the post-build step was written against Next ${SUPPORTED_NEXT} and reads its internals (${README}). Check each against the new version's export (npx next build, then read out/ and .next/server/app/), then set SUPPORTED_NEXT in postbuild/next-guard.ts`,
    );
}

export interface RawExport {
  /** Pages as `next build` wrote them (not yet rewritten), by their path in the export. */
  readonly pages: ReadonlyMap<string, string>;
  /** Every file of the export, relative, with "/" separators. */
  readonly files: readonly string[];
  /** Next's client reference ids → module path (next-client-modules.ts). */
  readonly clientModules: ReadonlyMap<string, string>;
}

/**
 * Whether a page has already been through the post-build step (it is idempotent: the e2e's base-path
 * copy runs it again). Such a page no longer shows Next's shape, so only a raw export is checked.
 */
export function isRewritten(html: string): boolean {
  return /<script type="module" fetchpriority="low" src="[^"]*\/_islands\//.test(html);
}

/**
 * Checks that a raw export looks the way postbuild/ expects: every script of every page is one it
 * knows, the pages carry flight data whose client references the manifests resolve, Next's runtime
 * comes from /_next/, and the flight-data files it prunes are there. Throws PostbuildError listing
 * each difference.
 */
export function checkNextOutput(raw: RawExport, context: ScriptContext): void {
  const problems = [...pageProblems(raw, context), ...fileProblems(raw.files)];
  if (problems.length > 0)
    throw new PostbuildError(
      `Next's static export no longer has the shape postbuild/ was written for (Next ${SUPPORTED_NEXT}; see ${README}):\n  ${problems.join("\n  ")}`,
    );
}

/** What differs in the pages and the client manifests (each a line naming the page or file). */
export function pageProblems(raw: Omit<RawExport, "files">, context: ScriptContext): string[] {
  const problems: string[] = [];
  if (raw.clientModules.size === 0)
    problems.push(
      "client reference manifests: none found, or none assigns globalThis.__RSC_MANIFEST[route].clientModules (.next/server/app/**/*_client-reference-manifest.js)",
    );
  if (raw.pages.size === 0) problems.push("pages: the export has no page to check");
  for (const [file, html] of raw.pages) {
    const flight: string[] = [];
    let runtime = false;
    for (const element of elements(parse(html))) {
      if (element.tagName !== "script") continue;
      const kind = scriptKind(element, context);
      const src = element.attrs.find((entry) => entry.name === "src")?.value;
      if (kind === "next" && src !== undefined) runtime = true;
      if (kind === "flight") flight.push(textOf(element));
      if (kind === "unknown") {
        problems.push(
          `${file}: a script postbuild/ does not know: ${src ?? `inline "${textOf(element).trim().slice(0, 60)}…"`}`,
        );
      }
    }
    if (flight.length === 0) problems.push(`${file}: no flight data (inline self.__next_f.push scripts)`);
    if (!runtime) problems.push(`${file}: no Next runtime script (src under /_next/)`);
    let ids: string[] = [];
    try {
      ids = clientReferenceIds(flight);
    } catch (error) {
      problems.push(
        `${file}: flight data no longer parses as push([1,"…"]) chunks: ${(error as Error).message}`,
      );
    }
    if (flight.length > 0 && ids.length === 0)
      problems.push(`${file}: flight data has no client reference rows (<row>:I[<id>,…])`);
    const unresolved = ids.filter((id) => !raw.clientModules.has(id));
    if (unresolved.length > 0 && raw.clientModules.size > 0)
      problems.push(
        `${file}: client references ${unresolved.join(", ")} are in none of Next's client manifests`,
      );
  }
  return problems;
}

/** What differs in the export's files: Next's JavaScript and the flight-data files postbuild prunes. */
function fileProblems(files: readonly string[]): string[] {
  const problems: string[] = [];
  if (!files.some((file) => file.startsWith("_next/") && file.endsWith(".js")))
    problems.push("_next/: no JavaScript files (Next's runtime moved)");
  if (
    !files.some(
      (file) => file.slice(file.lastIndexOf("/") + 1).startsWith("__next.") && file.endsWith(".txt"),
    )
  )
    problems.push("flight-data files: no __next.*.txt in the export");
  return problems;
}
