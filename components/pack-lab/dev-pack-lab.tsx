"use client";

import { useSyncExternalStore } from "react";

import { PackLab } from "./pack-lab";

const noop = () => () => {};

/** `npm run dev` only: rendered in Next's tree, checking on the page (no worker bundle in dev). */
export function DevPackLab() {
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return hydrated ? <PackLab workerUrl={null} /> : <p className="text-fg-muted">Loading the pack lab…</p>;
}
