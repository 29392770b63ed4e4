import path from "node:path";

import { DEFAULT_PACK_PATH, readTextFile } from "@/lib/casts/node";

export const dynamic = "force-static";

export function GET() {
  return new Response(readTextFile(path.resolve(DEFAULT_PACK_PATH)), {
    headers: { "content-type": "text/yaml; charset=utf-8" },
  });
}
