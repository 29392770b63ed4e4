// The composition the composer's URL carries: `?role=…&modes=…,…&name=…` (contract §3).

export interface ComposeQuery {
  readonly role: string | null;
  readonly modes: readonly string[];
  /** "" means the profile takes the role's name. */
  readonly name: string;
}

export const EMPTY_QUERY: ComposeQuery = Object.freeze({ role: null, modes: Object.freeze([]), name: "" });
