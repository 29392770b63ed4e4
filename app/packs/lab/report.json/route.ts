import { sitePackReport } from "@/lib/site/build/site-pack-report";

export const dynamic = "force-static";

// The lab's report of the site's pack (components/pack-lab/pack-lab-data.ts names the URL).
export function GET() {
  return Response.json(sitePackReport().report);
}
