// Every problem in the catalog a site is built from (the roles folder and the pack of
// CASTS_ROLES_DIR / CASTS_PACK), each with its file and place. A team's catalog with mistakes still
// builds — its pages show the problems — so the build prints this report first; a team's CI can ask
// for failure instead (`--strict` or CASTS_STRICT=1).
import { readFileSync } from "node:fs";
import path from "node:path";

import { lintPackText } from "../pack-lint";
import { echo } from "../core/echo";
import { decodeUtf8 } from "../directory-roles/utf8";
import { resolveCatalogSource, type CatalogSource } from "./catalog-source";
import { loadSourceDirectoryRoles } from "./directory-roles";

export interface CatalogProblem {
  readonly severity: "error" | "warning";
  readonly code: string;
  /** The file or folder, as the source names it. */
  readonly file: string;
  /** `line:column`, a dotted path, or "" for the file as a whole. */
  readonly place: string;
  readonly message: string;
}

function packProblems(source: CatalogSource): CatalogProblem[] {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(source.packPath);
  } catch (error) {
    if (source.packFrom === "default") return [];
    const reason = error instanceof Error ? error.message : String(error);
    return [
      { severity: "error", code: "FILE_UNREADABLE", file: source.packPath, place: "", message: reason },
    ];
  }
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) {
    const { line, column, message } = decoded;
    return [
      { severity: "error", code: "NOT_UTF8", file: source.packPath, place: `${line}:${column}`, message },
    ];
  }
  const text = decoded.text;
  const name = path.basename(source.packPath).replace(/\.ya?ml$/i, "");
  return lintPackText(text, { name, nameFrom: "the file name" }).findings.map((finding) => ({
    severity: finding.severity,
    code: finding.code,
    file: source.packPath,
    place: finding.line === undefined ? (finding.path ?? "") : `${finding.line}:${finding.column ?? 1}`,
    message: finding.message,
  }));
}

function directoryProblems(source: CatalogSource): CatalogProblem[] {
  return loadSourceDirectoryRoles(source).skipped.map((skipped) => ({
    severity: "error",
    code: "ROLE_DIR_INVALID",
    file: skipped.path ?? path.join(source.rolesDir, skipped.directory),
    place: "",
    message: `role not loaded: ${skipped.reasons.join("; ")}`,
  }));
}

/** The problems of a catalog source: errors first, then warnings, each in file order. */
export function catalogProblems(source: CatalogSource): CatalogProblem[] {
  const problems = [...directoryProblems(source), ...packProblems(source)];
  return [
    ...problems.filter((p) => p.severity === "error"),
    ...problems.filter((p) => p.severity === "warning"),
  ];
}

/** Warnings of one code past this many are shown as one line with a count. */
const GROUP_AT = 4;

/** The report's lines: each error, warnings grouped by code when there are many, and a summary. */
export function formatCatalogReport(
  problems: readonly CatalogProblem[],
  options: { strict: boolean },
): string[] {
  const line = (p: CatalogProblem) =>
    `  ${p.severity} ${p.code} ${echo(p.file, 200)}${p.place ? `:${p.place}` : ""}: ${echo(p.message, 400)}`;
  const errors = problems.filter((p) => p.severity === "error");
  const warnings = problems.filter((p) => p.severity === "warning");
  const lines = errors.map(line);
  const byCode = new Map<string, CatalogProblem[]>();
  for (const warning of warnings) byCode.set(warning.code, [...(byCode.get(warning.code) ?? []), warning]);
  for (const [code, group] of byCode) {
    if (group.length < GROUP_AT) lines.push(...group.map(line));
    else
      lines.push(
        `  warning ${code} ×${group.length} in ${echo(group[0]?.file ?? "", 200)}: ${echo(group[0]?.message ?? "", 200)} (and ${group.length - 1} more like it)`,
      );
  }
  const verdict =
    errors.length === 0
      ? "the site builds"
      : options.strict
        ? "strict mode: the build stops"
        : "the site builds and shows them on its pages (CASTS_STRICT=1 makes errors fail the build)";
  const head =
    problems.length === 0
      ? "catalog: no problems"
      : `catalog: ${errors.length} ${errors.length === 1 ? "error" : "errors"}, ${warnings.length} ${warnings.length === 1 ? "warning" : "warnings"}; ${verdict}`;
  return [head, ...lines];
}

/** Strict when asked by flag or by CASTS_STRICT=1 (or "true"). */
export function isStrict(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  return argv.includes("--strict") || /^(1|true|yes)$/i.test(env["CASTS_STRICT"] ?? "");
}

/**
 * build/catalog-report.ts's work: reports the catalog `env` names (CASTS_ROLES_DIR, CASTS_PACK) on
 * `out` (warn when there are problems, log otherwise) and returns the exit code: 1 only in strict mode
 * (`argv` or `env`) with an error. The script passes its own arguments and environment.
 */
export function reportCatalog(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  out: { log: (text: string) => void; warn: (text: string) => void },
): number {
  const strict = isStrict(argv, env);
  const problems = catalogProblems(resolveCatalogSource({ env }));
  const lines = formatCatalogReport(problems, { strict });
  (problems.length > 0 ? out.warn : out.log)(lines.join("\n"));
  return strict && problems.some((problem) => problem.severity === "error") ? 1 : 0;
}
