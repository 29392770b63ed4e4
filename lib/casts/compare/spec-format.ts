// Writing the `role[:m1,m2,…]` syntax, and finding its role (composition-spec.ts reads the rest and
// re-exports this): a module of its own so that the composer, which links to /compare and reads a
// compare link's roles, does not bundle the reader.

export interface CompositionSpec {
  readonly role: string;
  readonly modes: readonly string[];
}

/** The spec as text: `critic` or `critic:slow,evidential`. */
export function formatCompositionSpec(spec: CompositionSpec): string {
  return spec.modes.length === 0 ? spec.role : `${spec.role}:${spec.modes.join(",")}`;
}

/** The role a spec's text names: what precedes its first `:` (the whole text when it has none). */
export function specRole(text: string): string {
  const colon = text.indexOf(":");
  return colon === -1 ? text : text.slice(0, colon);
}
