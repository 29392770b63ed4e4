import { listRoles, Role } from "@/lib/casts";
import { prettyJson } from "@/lib/site/json";

export const dynamic = "force-static";
export const dynamicParams = false;

// The whole response schema of each role that has emissions: one object, a key per model.
export function generateStaticParams() {
  return listRoles()
    .filter((name) => Role.load(name).emissionOperable() !== null)
    .map((name) => ({ file: `${name}.json` }));
}

export async function GET(_request: Request, { params }: { readonly params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = file.replace(/\.json$/, "");
  const operable = listRoles().includes(name) ? Role.load(name).emissionOperable() : null;
  if (!operable) return new Response("Unknown role\n", { status: 404 });
  return new Response(prettyJson(operable.jsonSchema()), {
    headers: { "content-type": "application/schema+json; charset=utf-8" },
  });
}
