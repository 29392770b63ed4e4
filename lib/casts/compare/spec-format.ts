// Writing the `role[:m1,m2,…]` syntax (composition-spec.ts reads it and re-exports this): a module of
// its own so that a page linking to /compare (the composer) does not bundle the reader.

export interface CompositionSpec {
  readonly role: string;
  readonly modes: readonly string[];
}

/** The spec as text: `critic` or `critic:slow,evidential`. */
export function formatCompositionSpec(spec: CompositionSpec): string {
  return spec.modes.length === 0 ? spec.role : `${spec.role}:${spec.modes.join(",")}`;
}
