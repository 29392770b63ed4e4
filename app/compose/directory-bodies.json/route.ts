import { directoryBodiesFile } from "@/lib/composer/build/composer-payload";

// Every directory role's body in one file: the Export panel's roster zip needs them all at once.
export const dynamic = "force-static";

export function GET(): Response {
  return Response.json(directoryBodiesFile());
}
