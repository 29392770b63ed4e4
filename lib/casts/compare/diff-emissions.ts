// The emission contracts of two compositions: which operable keys (and so which schemas) A → B adds or drops.

export interface EmissionSpecData {
  readonly key: string;
  readonly model: string;
}

export interface EmissionDelta {
  readonly key: string;
  readonly status: "added" | "removed" | "same" | "changed";
  /** The model behind the key on each side; null where the key is absent. */
  readonly modelA: string | null;
  readonly modelB: string | null;
}

/** A's keys in order (same, changed or removed), then the keys only B has. */
export function diffEmissions(
  a: readonly EmissionSpecData[],
  b: readonly EmissionSpecData[],
): EmissionDelta[] {
  const inB = new Map(b.map((spec) => [spec.key, spec.model]));
  const inA = new Map(a.map((spec) => [spec.key, spec.model]));
  return [
    ...a.map((spec) => {
      const modelB = inB.get(spec.key) ?? null;
      const status = modelB === null ? "removed" : modelB === spec.model ? "same" : "changed";
      return { key: spec.key, status, modelA: spec.model, modelB } as const;
    }),
    ...b
      .filter((spec) => !inA.has(spec.key))
      .map((spec) => ({ key: spec.key, status: "added", modelA: null, modelB: spec.model }) as const),
  ];
}
