import { directoryIndexFile } from "@/lib/composer/build/composer-payload";

// The directory roles' index entries: the composer loads them when a reader looks for a role.
export const dynamic = "force-static";

export function GET(): Response {
  return Response.json(directoryIndexFile());
}
