import { getSiteDirectoryRoles } from "@/lib/site/build/site-source";
import { directoryRolesJson } from "@/lib/site/build/directory-roles-json";

export const dynamic = "force-static";

export function GET() {
  const load = getSiteDirectoryRoles();
  // The build log names every folder that did not load (this file is rendered once per build).
  for (const skipped of load.skipped)
    console.warn(`directory roles: skipped ${skipped.directory}: ${skipped.reasons.join("; ")}`);
  return new Response(`${JSON.stringify(directoryRolesJson(load), null, 2)}\n`, {
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}
