// Part of the browser core (@/lib/casts/core): the contract's message for an unknown role or mode.

/** `Unknown role: 'x'. Available: analyst, arbitrator, …` (names as given, `, `-joined). */
export function unknownNameMessage(
  kind: "role" | "mode",
  name: string,
  available: readonly string[],
): string {
  return `Unknown ${kind}: '${name}'. Available: ${available.join(", ")}`;
}
