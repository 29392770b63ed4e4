// What postbuild/islands.ts generates for islands/main.ts from the island files at bundle time: the start
// of every `*.site-island.ts`, and each `<name>.island.ts` by name, loaded with import().
declare module "islands:catalog" {
  /** Each site island's name and start. */
  export const siteIslands: readonly (readonly [string, () => void])[];
  export const pageIslands: ReadonlyMap<string, () => Promise<{ start(): void }>>;
}
