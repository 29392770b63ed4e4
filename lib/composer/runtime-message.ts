// The runtime message now lives in the casts library (the CLI's `casts diff --runtime` and the compare
// page build it too); the composer keeps importing it from here.
export {
  buildPolicySections,
  buildRuntimeMessage,
  ESCALATION_INSTRUCTION,
} from "@/lib/casts/runtime-message";
export type { PolicyLines } from "@/lib/casts/runtime-message";
