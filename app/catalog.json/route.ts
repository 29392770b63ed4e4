import { buildCatalog } from "@/lib/casts/node";

export const dynamic = "force-static";

export function GET() {
  return new Response(`${JSON.stringify(buildCatalog(), null, 2)}\n`, {
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}
