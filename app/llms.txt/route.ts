import { buildLlmsTxt } from "@/lib/site/build/llms-txt";
import { getSiteDirectoryRoles, getSitePack, sitePackHref } from "@/lib/site/build/site-source";

export const dynamic = "force-static";

export function GET() {
  const text = buildLlmsTxt({
    pack: { href: sitePackHref(), name: getSitePack()?.name ?? "default" },
    directoryRoles: getSiteDirectoryRoles().loaded,
  });
  return new Response(text, { headers: { "content-type": "text/plain; charset=utf-8" } });
}
