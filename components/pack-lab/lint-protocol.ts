import type { PackLabReport } from "@/lib/pack-lab/analyse-pack";

/** Page → worker: the default pack once, then each text to check. */
export type LintRequest =
  | { readonly type: "default-pack"; readonly text: string }
  | { readonly type: "lint"; readonly id: number; readonly text: string };

/** Worker → page. */
export type LintResponse =
  | { readonly type: "ready" }
  | { readonly type: "report"; readonly id: number; readonly report: PackLabReport };
