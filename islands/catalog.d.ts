// The module postbuild/islands.ts generates for islands/main.ts from the island files at bundle time.
declare module "islands:catalog" {
  interface Island {
    start(): void;
  }
  /** Starts every `*.site-island.ts` under components/ and app/: they run on every page. */
  export function startSiteIslands(): void;
  /** Every `<name>.island.ts` there, by name, loaded with import() where markup declares the name. */
  export const pageIslands: ReadonlyMap<string, () => Promise<Island>>;
}
