// Part of the browser core (@/lib/casts/core): the contract's message for an unknown role or mode.
import { echo } from "./echo";

/** `Unknown role: 'x'. Available: analyst, arbitrator, …` (the name clipped and escaped, `, `-joined). */
export function unknownNameMessage(
  kind: "role" | "mode",
  name: string,
  available: readonly string[],
): string {
  return `Unknown ${kind}: '${echo(name)}'. Available: ${available.join(", ")}`;
}
