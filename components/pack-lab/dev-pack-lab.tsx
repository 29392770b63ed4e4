"use client";

import { useSyncExternalStore } from "react";

import type { PackLabReport } from "@/lib/pack-lab/analyse-pack";

import { PackLab } from "./pack-lab";

const noop = () => () => {};

/** `npm run dev` only: rendered in Next's tree, checking on the page (no worker bundle in dev). */
export function DevPackLab({
  defaultText,
  defaultReport,
}: {
  readonly defaultText: string;
  readonly defaultReport: PackLabReport;
}) {
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return hydrated ? (
    <PackLab workerUrl={null} defaultText={defaultText} defaultReport={defaultReport} />
  ) : (
    <p className="text-fg-muted">Loading the pack lab…</p>
  );
}
