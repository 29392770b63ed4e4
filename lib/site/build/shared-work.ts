// What `make build` does once, while Next compiles, for all of Next's page workers
// (lib/site/build/build-shared.ts): each role's body and example response and each emission model's
// JSON Schema and example highlighted, and a role's artifact defaults: the blocks the role and
// emission pages show (with them, a worker rendering only role pages never starts a highlighter); each role body's
// markdown rendered as its role page renders it; the pack lab's report of the site's pack and the
// eval fixtures. The same inputs the pages use; a block or document a page shows that is not here (or
// differs) is simply made by that page.
import { highlightTable, type CodeLanguage } from "@/components/code/highlight";
import { markdownKey, markdownTree } from "@/components/markdown/markdown-tree";
import { EMISSION_MODELS, emissionJsonSchema, listRoles, Role } from "@/lib/casts/index";
import { getExamplePayload, getRoleExamplePayload } from "@/lib/site/examples";
import { prettyJson } from "@/lib/site/json";
import { roleBodyMarkdown } from "@/lib/site/role-body";

import { sharedValueKey, writeSharedTables, type SharedTables } from "./build-shared";
import { getSiteEvals } from "./evals";
import { sitePackReport } from "./site-pack-report";
import { getSitePack } from "./site-source";

export function sharedBlocks(): { readonly code: string; readonly lang: CodeLanguage }[] {
  const pack = getSitePack();
  const blocks: { code: string; lang: CodeLanguage }[] = [];
  for (const name of listRoles()) {
    const role = Role.load(name);
    blocks.push({ code: role.body, lang: "markdown" });
    const example = getRoleExamplePayload(role, pack?.policy(name)?.escalations[0]);
    if (example) blocks.push({ code: prettyJson(example), lang: "json" });
    if (role.artifactDefaults) blocks.push({ code: prettyJson(role.artifactDefaults), lang: "json" });
  }
  for (const model of EMISSION_MODELS) {
    blocks.push({ code: prettyJson(emissionJsonSchema(model)), lang: "json" });
    blocks.push({ code: prettyJson(getExamplePayload(model)), lang: "json" });
  }
  return blocks;
}

/** The shared tables: the blocks above highlighted, and every role body's tree. */
export async function sharedTables(): Promise<SharedTables> {
  const markdown: Record<string, unknown> = {};
  for (const name of listRoles()) {
    const role = Role.load(name);
    const options = roleBodyMarkdown(role);
    markdown[markdownKey(role.body, options)] = await markdownTree(role.body, options);
  }
  return { highlight: await highlightTable(sharedBlocks()), markdown, values: sharedValues() };
}

/**
 * The pack lab's report of the site's pack, and the eval fixtures when every file of them is sound:
 * each from the function its pages call, under the name and input that function asks for.
 */
export function sharedValues(): Record<string, unknown> {
  const { text, report } = sitePackReport();
  const values: Record<string, unknown> = { [sharedValueKey("pack-report", text)]: report };
  const evals = getSiteEvals();
  if (evals.errors.length === 0) values[sharedValueKey("evals")] = evals;
  return values;
}

/** Makes the shared tables and writes them to `file`; returns how many results it holds. */
export async function writeSharedWork(file: string): Promise<number> {
  const tables = await sharedTables();
  writeSharedTables(file, tables);
  return Object.values(tables).reduce((count, table) => count + Object.keys(table).length, 0);
}
