// The Export panel's part of the composer URL: `&to=<target>` beside role, modes and name.
import { EXPORT_TARGETS, isExportTarget, type ExportTarget } from "@/lib/casts/export/target-names";

export const EXPORT_TARGET_PARAM = "to";

export interface ExportTargetParam {
  readonly target: ExportTarget | null;
  /** The message for a `to` value that names no target; null when absent or valid. */
  readonly problem: string | null;
}

export function readExportTarget(params: URLSearchParams): ExportTargetParam {
  const value = params.get(EXPORT_TARGET_PARAM);
  if (value === null || value === "") return { target: null, problem: null };
  if (isExportTarget(value)) return { target: value, problem: null };
  return {
    target: null,
    problem: `The URL's export target '${value.slice(0, 40)}' is not one of ${EXPORT_TARGETS.join(", ")}; pick one below.`,
  };
}

/** `search` (with or without `?`) with `to` set to the target, or removed for null; other parameters keep their encoding. */
export function withExportTarget(search: string, target: ExportTarget | null): string {
  const parts = search
    .replace(/^\?/, "")
    .split("&")
    .filter(
      (part) => part !== "" && !part.startsWith(`${EXPORT_TARGET_PARAM}=`) && part !== EXPORT_TARGET_PARAM,
    );
  if (target !== null) parts.push(`${EXPORT_TARGET_PARAM}=${target}`);
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
}
