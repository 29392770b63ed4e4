import type { ImportResult } from "./types";

/** Counts of an import: files written, skipped and failed, and roles made. */
export interface ImportSummary {
  readonly written: number;
  readonly skipped: number;
  readonly failed: number;
  readonly roles: number;
}

export function summarizeImport(result: ImportResult): ImportSummary {
  const count = (status: string) => result.report.filter((entry) => entry.status === status).length;
  return {
    written: count("written"),
    skipped: count("skipped"),
    failed: count("failed"),
    roles: result.roles.length,
  };
}
