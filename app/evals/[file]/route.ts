import { prettyJson } from "@/lib/site/json";
import { evalJson, evalJsonRoles, hasEvalJson } from "@/lib/site/build/evals";

export const dynamic = "force-static";
export const dynamicParams = false;

// Each role's eval fixtures as parsed (docs/evals.md): every built-in role and every directory role,
// with an empty list when a role has none, so a client can always fetch /evals/<role>.json.
export function generateStaticParams() {
  return evalJsonRoles().map((name) => ({ file: `${name}.json` }));
}

export async function GET(_request: Request, { params }: { readonly params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = file.replace(/\.json$/, "");
  if (!hasEvalJson(name)) return new Response("Unknown role\n", { status: 404 });
  return new Response(prettyJson(evalJson(name)), {
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}
