import { EMISSION_MODELS, emissionJsonSchema, getEmissionModel } from "@/lib/casts";
import { prettyJson } from "@/lib/site/json";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return EMISSION_MODELS.map((model) => ({ file: `${model.name}.json` }));
}

export async function GET(_request: Request, { params }: { readonly params: Promise<{ file: string }> }) {
  const { file } = await params;
  const model = getEmissionModel(file.replace(/\.json$/, ""));
  if (!model) return new Response("Unknown emission model\n", { status: 404 });
  const body = { $schema: "https://json-schema.org/draft/2020-12/schema", ...emissionJsonSchema(model) };
  return new Response(prettyJson(body), {
    headers: { "content-type": "application/schema+json; charset=utf-8" },
  });
}
