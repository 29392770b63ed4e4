import { getSitePackText } from "@/lib/site/build/site-source";

export const dynamic = "force-static";

// The build's pack file (CASTS_PACK, default packs/default.yaml) exactly as written.
export function GET() {
  return new Response(getSitePackText() ?? "", { headers: { "content-type": "text/yaml; charset=utf-8" } });
}
