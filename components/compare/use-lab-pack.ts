"use client";

import { useEffect, useState } from "react";

import type { LabPolicies } from "@/lib/compare-page/build-comparison";
import { PACK_LAB_STORAGE_KEY } from "@/lib/compare-page/pack-lab-storage";

export type LabPackState = { readonly policies: LabPolicies; readonly problem: string | null };

/** The pack lab's pack from this browser's storage, parsed on demand (the YAML parser loads only then). */
export function useLabPack(wanted: boolean): LabPackState {
  const [state, setState] = useState<LabPackState>({ policies: null, problem: null });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const text = window.localStorage.getItem(PACK_LAB_STORAGE_KEY);
    if (text === null) {
      queueMicrotask(
        () =>
          live &&
          setState({
            policies: null,
            problem: "The pack lab has no pack in this browser yet: open /packs/lab first.",
          }),
      );
      return;
    }
    void import("@/lib/casts/pack").then(({ Pack }) => {
      if (!live) return;
      try {
        const pack = Pack.fromYaml(text, { name: "lab" });
        setState({ policies: (role) => pack.policy(role), problem: null });
      } catch (error) {
        setState({
          policies: null,
          problem: `The pack lab's pack has errors (${error instanceof Error ? error.message : String(error)}); the default pack is used.`,
        });
      }
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return state;
}
