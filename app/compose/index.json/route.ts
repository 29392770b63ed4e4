import { composerIndexFile } from "@/lib/composer/build/composer-payload";

// The composer's index (every built-in role without its body, every mode): fetched once by the island.
export const dynamic = "force-static";

export function GET(): Response {
  return Response.json(composerIndexFile());
}
