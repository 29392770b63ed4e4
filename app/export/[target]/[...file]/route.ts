import { isExportTarget, STATIC_EXPORT_TARGETS, staticExports, type StaticExport } from "@/lib/casts/export";
import { getDefaultPack } from "@/lib/site/build/catalog-data";

export const dynamic = "force-static";
export const dynamicParams = false;

// Each built-in role's default export per file target (contract §7a), at a URL without dot folders.
export function generateStaticParams() {
  return staticExports(getDefaultPack()).map((entry) => ({
    target: entry.target,
    file: entry.file.split("/"),
  }));
}

export async function GET(
  _request: Request,
  { params }: { readonly params: Promise<{ target: string; file: string[] }> },
) {
  const { target, file } = await params;
  const name = file.join("/");
  if (!isExportTarget(target) || !STATIC_EXPORT_TARGETS.includes(target))
    return new Response("Unknown target\n", { status: 404 });
  const found = staticExportsByUrl().get(`${target}/${name}`);
  if (!found) return new Response("Unknown export\n", { status: 404 });
  const type = name.endsWith(".json")
    ? "application/json"
    : name.endsWith(".toml")
      ? "application/toml"
      : "text/plain";
  return new Response(found.content, { headers: { "content-type": `${type}; charset=utf-8` } });
}

let byUrl: Map<string, StaticExport> | undefined;

/**
 * Every static export by `<target>/<file>`, made once per build worker: each of the ~440 requests
 * used to export all 40 roles to find its own (17,600 exports a build).
 */
function staticExportsByUrl(): Map<string, StaticExport> {
  if (!byUrl) {
    byUrl = new Map();
    // The first role wins a file name two would share, as a search in role order did.
    for (const entry of staticExports(getDefaultPack()))
      if (!byUrl.has(`${entry.target}/${entry.file}`)) byUrl.set(`${entry.target}/${entry.file}`, entry);
  }
  return byUrl;
}
