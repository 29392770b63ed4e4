import { isExportTarget, staticExport, STATIC_EXPORT_TARGETS, staticExports } from "@/lib/casts/export";
import { listRoles } from "@/lib/casts";
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
  const found = listRoles()
    .map((role) => staticExport(role, target, getDefaultPack()))
    .find((entry) => entry.file === name);
  if (!found) return new Response("Unknown export\n", { status: 404 });
  const type = name.endsWith(".json")
    ? "application/json"
    : name.endsWith(".toml")
      ? "application/toml"
      : "text/plain";
  return new Response(found.content, { headers: { "content-type": `${type}; charset=utf-8` } });
}
