import { composerRoleNames, roleBodyFile } from "@/lib/composer/build/composer-payload";

// One file per role body: the composer fetches a role's text when that role is picked.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return composerRoleNames().map((name) => ({ file: `${name}.json` }));
}

export async function GET(_request: Request, { params }: { readonly params: Promise<{ file: string }> }) {
  const { file } = await params;
  const body = roleBodyFile(decodeURIComponent(file).replace(/\.json$/, ""));
  if (!body) return new Response("Unknown role\n", { status: 404 });
  return Response.json(body);
}
