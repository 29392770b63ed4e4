// Files the composer fetches when it needs them (a role's body, a role's operable schema): each
// fetched once per page, kept, and observable, so React reads them with useSyncExternalStore.

export type FetchState<T> =
  | { readonly status: "idle" }
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: T }
  | { readonly status: "error"; readonly message: string };

export interface FetchCache<T> {
  /** The current state for a key; the same object until it changes. */
  read(key: string): FetchState<T>;
  /** Starts fetching a key unless it is loading or loaded (a failed key is fetched again). */
  load(key: string): void;
  subscribe(listener: () => void): () => void;
}

export const IDLE: FetchState<never> = Object.freeze({ status: "idle" });
const LOADING: FetchState<never> = Object.freeze({ status: "loading" });

type Fetcher = (
  url: string,
) => Promise<{ readonly ok: boolean; readonly status: number; json(): Promise<unknown> }>;

/** A cache of JSON files: `urlOf` names each key's file, `read` turns its JSON into the value (or throws). */
export function createFetchCache<T>(
  urlOf: (key: string) => string,
  read: (json: unknown) => T,
  fetcher: Fetcher = (url) => fetch(url),
): FetchCache<T> {
  const states = new Map<string, FetchState<T>>();
  const listeners = new Set<() => void>();
  const set = (key: string, state: FetchState<T>) => {
    states.set(key, state);
    for (const listener of listeners) listener();
  };
  return {
    read: (key) => states.get(key) ?? IDLE,
    load(key) {
      const status = states.get(key)?.status;
      if (status === "loading" || status === "ready") return;
      const url = urlOf(key);
      set(key, LOADING);
      fetcher(url)
        .then(async (response) => {
          if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
          return read(await response.json());
        })
        .then(
          (value) => set(key, { status: "ready", value }),
          (error: unknown) =>
            set(key, { status: "error", message: error instanceof Error ? error.message : String(error) }),
        );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
