// What postbuild/islands.ts generates for islands/main.ts from the island files at bundle time: a call
// starting every `*.site-island.ts`, and each `<name>.island.ts` by name, loaded with import().
declare module "islands:catalog" {
  export function startSiteIslands(): void;
  export const pageIslands: ReadonlyMap<string, () => Promise<{ start(): void }>>;
}
