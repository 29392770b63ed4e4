// The sub-path the site is served under: CASTS_BASE_PATH (e.g. "/my-repo" for a GitHub Pages
// project site), "" when it is served at a domain's root. The same module runs in server components
// (Node reads the variable at build time) and in the islands (esbuild replaces
// `process.env["CASTS_BASE_PATH"]` with the build's value, postbuild/islands.ts).
//
// Markup needs nothing: postbuild/main.ts prefixes every root-relative URL in the exported pages.
// Call `withBasePath` for URLs the page does not spell in an attribute: a `fetch()` or `import()` in an
// island, a link an island builds from data, a URL written into a text file.
import { CastsError } from "@/lib/casts/core/errors";

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * Checks and normalises a base path: "" and "/" mean the root; otherwise one or more "/segment"s of
 * URL-safe characters, with no trailing slash ("/my-repo/" becomes "/my-repo").
 */
export function normalizeBasePath(raw: string | undefined): string {
  const value = (raw ?? "").trim();
  if (value === "" || value === "/") return "";
  const trimmed = value.endsWith("/") ? value.slice(0, -1) : value;
  const segments = trimmed.split("/").slice(1);
  if (
    !trimmed.startsWith("/") ||
    !segments.every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment))
  )
    throw new CastsError(
      "NAME_INVALID",
      `CASTS_BASE_PATH: ${JSON.stringify(value)} is not a base path; write it like "/my-repo" (letters, digits, ".", "_", "~", "-" between slashes)`,
      { details: { path: "CASTS_BASE_PATH" } },
    );
  return trimmed;
}

/** The build's base path ("" at a domain's root). */
export const BASE_PATH = normalizeBasePath(process.env["CASTS_BASE_PATH"]);

/** The site path of a URL path the browser is at ("/my-repo/roles/x" → "/roles/x"). */
export function withoutBasePath(path: string, base: string = BASE_PATH): string {
  if (base !== "" && (path === base || (path.startsWith(base) && /^[/?#]/.test(path.slice(base.length)))))
    return path.slice(base.length).replace(/^(?=[?#]|$)/, "/");
  return path;
}

/**
 * A site path ("/search-index.json", "/roles/architect?x=1#y") as the browser must request it under
 * the base path. Paths that are not root-relative (absolute URLs, "//host", "#top", "x.json") and
 * paths already under the base path come back unchanged, so calling it twice is harmless.
 */
export function withBasePath(path: string, base: string = BASE_PATH): string {
  if (base === "" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path === base || (/^[/?#]/.test(path.slice(base.length)) && path.startsWith(base))) return path;
  return path === "/" ? `${base}/` : `${base}${path}`;
}
