// What postbuild/islands.ts generates for islands/main.ts from the island files at bundle time: the start
// of every `*.site-island.ts`, and each `<name>.island.ts` by name, loaded with import().
declare module "islands:catalog" {
  export const siteIslands: readonly (() => void)[];
  export const pageIslands: ReadonlyMap<string, () => Promise<{ start(): void }>>;
}
