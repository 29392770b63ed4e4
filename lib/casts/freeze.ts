/** Recursively freezes plain data (arrays and objects); returns the same reference. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) {
      deepFreeze((value as Record<string, unknown>)[key]);
    }
  }
  return value;
}

/** A deep copy of JSON-like data, so a caller's later mutation cannot reach frozen state. */
export function cloneData<T>(value: T): T {
  return structuredClone(value);
}
