import { buildSearchRecords, searchEntriesOf } from "@/lib/site/search-records";

export const dynamic = "force-static";

/** The catalog's names for search's typo fallback and the 404 page (the ranking is Pagefind's). */
export function GET() {
  return Response.json(searchEntriesOf(buildSearchRecords()));
}
