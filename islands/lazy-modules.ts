// The chunks a React island loads with import(), fetched at once when the island knows on start that
// it needs them (a composer link): postbuild writes their site paths on the island's script as
// `data-lazy-modules` (postbuild/islands.ts: islandChunks), so the chunks those modules import arrive
// beside them instead of a round trip later.

/** Adds a `<link rel="modulepreload">` for each chunk listed on the script whose URL is `moduleUrl`. */
export function preloadLazyModules(moduleUrl: string): void {
  const script = [...document.querySelectorAll<HTMLScriptElement>("script[data-lazy-modules]")].find(
    (candidate) => candidate.src === moduleUrl,
  );
  for (const href of (script?.dataset["lazyModules"] ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}
