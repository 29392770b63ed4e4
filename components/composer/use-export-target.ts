"use client";

import { useCallback, useState } from "react";

import type { ExportTarget } from "@/lib/casts/export/target-names";
import {
  readExportTarget,
  withExportTarget,
  type ExportTargetParam,
} from "@/lib/composer/export-target-param";

import { useLocationSearch } from "./use-location-search";

/** The Export panel's target, kept in the URL's `to` parameter (read on load and on back/forward). */
export function useExportTarget(): [ExportTargetParam, (target: ExportTarget) => void] {
  const params = useLocationSearch();
  const search = params.toString();
  // A pick holds until the next navigation (a new search string); in-place rewrites do not notify.
  const [picked, setPicked] = useState<{ readonly search: string; readonly target: ExportTarget } | null>(
    null,
  );
  const value: ExportTargetParam =
    picked !== null && picked.search === search
      ? { target: picked.target, problem: null }
      : readExportTarget(params);
  const pick = useCallback(
    (target: ExportTarget) => {
      setPicked({ search, target });
      window.history.replaceState(
        null,
        "",
        `${window.location.pathname}${withExportTarget(window.location.search, target)}`,
      );
    },
    [search],
  );
  return [value, pick];
}
