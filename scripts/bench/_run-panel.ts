// The Run panel's share of `npm run bench -- run`: the composer's first-load bytes (the panel must not
// add to them) and what the panel fetches on demand, from esbuild's metafile of the built islands:
// what a composition shows (the composed parts, before the panel), the panel's own chunk when it first
// shows, then the run engine (SDK clients, zod, emission models) on the first Run, then one provider's
// stream reader. Gzip bytes of each chunk a step adds; nothing asserted.
import { COMPOSER_FIRST_LOAD_BUDGET, composerFirstLoad, outputUrl } from "../../postbuild/first-load";

import { gzipBytes, islandsMetafile, kB, verdict } from "./_lib";

type Meta = ReturnType<typeof islandsMetafile>;

/** The Run panel's own modules (the engine, loaded on the first Run, is counted apart). */
const PANEL_MODULE = /^(components\/composer\/panels\/run\/|lib\/composer\/panels\/run\/(?!run-client))/;

/** Every chunk an output loads before it runs (static imports), itself included. */
function closure(meta: Meta, output: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const item of meta.outputs[file]?.imports ?? [])
      if (item.kind === "import-statement") visit(item.path);
  };
  visit(output);
  return seen;
}

/** The output esbuild made for a module loaded with import(). */
function dynamicEntry(meta: Meta, module: string): string {
  const found = Object.entries(meta.outputs).find(([, output]) => output.entryPoint === module);
  if (!found) throw new Error(`no chunk for ${module} in the islands metafile: build first (make build)`);
  return found[0];
}

/** Gzip bytes of the chunks of `step` not already loaded. */
function added(step: Set<string>, loaded: Set<string>): { bytes: number; files: string[] } {
  const files = [...step].filter((file) => !loaded.has(file) && file.endsWith(".js")).map(outputUrl);
  return { bytes: files.reduce((sum, file) => sum + gzipBytes(file), 0), files };
}

/** The figures, one line each. */
export function runPanelFigures(): string {
  const lines: string[] = [];
  const meta = islandsMetafile();
  const { all: first, own, ownBytes } = composerFirstLoad(meta);
  // The catalog's own module (search, theme, copy) loads on every page; the composer island is the rest.
  const catalog = new Set([...closure(meta, dynamicEntry(meta, "islands/main.ts"))].map(outputUrl));
  const islandBytes = own.filter((src) => !catalog.has(src)).reduce((sum, src) => sum + gzipBytes(src), 0);
  lines.push(
    `composer first load beyond React: ${kB(ownBytes)} gzip = ${ownBytes} bytes (budget ${kB(COMPOSER_FIRST_LOAD_BUDGET)}) — ${verdict(ownBytes <= COMPOSER_FIRST_LOAD_BUDGET)}; of which the composer island ${kB(islandBytes)}, the catalog module every page loads ${kB(ownBytes - islandBytes)}`,
  );
  const byUrl = new Map(Object.keys(meta.outputs).map((file) => [outputUrl(file), file]));
  const loaded = new Set(first.map((src) => byUrl.get(src) ?? src));
  // A composition's first render needs the composed parts; the panel comes with the lazy parts after them.
  const composedFiles = closure(meta, dynamicEntry(meta, "components/composer/panels/composed/index.ts"));
  const composed = added(composedFiles, loaded);
  for (const file of composedFiles) loaded.add(file);
  // The panel's code is part of the composer's lazy parts chunk (one chunk with the panels below
  // the message): its share of that chunk, by minified bytes, gives its gzip bytes.
  const partsFiles = closure(meta, dynamicEntry(meta, "components/composer/panels/parts.ts"));
  const parts = added(partsFiles, loaded);
  let partsRaw = 0;
  let panelRaw = 0;
  for (const file of partsFiles) {
    if (loaded.has(file)) continue;
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[file]?.inputs ?? {})) {
      partsRaw += bytesInOutput;
      if (PANEL_MODULE.test(input)) panelRaw += bytesInOutput;
    }
  }
  const panel = {
    bytes: partsRaw === 0 ? 0 : Math.round((parts.bytes * panelRaw) / partsRaw),
    raw: panelRaw,
  };
  for (const file of partsFiles) loaded.add(file);
  const engine = added(closure(meta, dynamicEntry(meta, "lib/composer/panels/run/run-client.ts")), loaded);
  for (const file of closure(meta, dynamicEntry(meta, "lib/composer/panels/run/run-client.ts")))
    loaded.add(file);
  const streams = ["openai", "anthropic"].map((name) => ({
    name,
    ...added(closure(meta, dynamicEntry(meta, `lib/casts/run/${name}-stream.ts`)), loaded),
  }));
  lines.push(
    `on the first composition (a link to one, or the first pick): the composed parts ${kB(composed.bytes)} gzip (${composed.files.length} files)`,
  );
  lines.push(`Run panel, on demand (not in the first load):`);
  lines.push(
    `  the panel itself, inside the lazy parts chunk (${kB(parts.bytes)} gzip in all): ${kB(panel.raw)} minified, ≈ ${kB(panel.bytes)} gzip by its share`,
  );
  lines.push(
    `  on the first Run (run engine, zod, emission models): ${kB(engine.bytes)} gzip (${engine.files.length} files)`,
  );
  for (const stream of streams)
    lines.push(
      `  then the ${stream.name} client and stream reader: ${kB(stream.bytes)} gzip (${stream.files.length} files)`,
    );
  return lines.join("\n");
}
