import { serializeComposerData } from "@/lib/composer/composer-data-codec";
import { loadComposerData } from "@/lib/composer/load-composer-data";

// The composer's catalog data as a static file: fetched once by the island, cached by the browser.
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(serializeComposerData(loadComposerData()), {
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}
