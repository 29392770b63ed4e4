// The composer's URL when it has no problem to report, read without the full reader (url-codec.ts:
// messages, suggestions), which the composer loads lazily: most links are plain, so the first load
// carries only this.
import { countCharacters } from "@/lib/casts/core/characters";
import { FORBIDDEN_IN_NAME } from "@/lib/casts/core/name-rules";

import { URL_LIMITS } from "./compose-href";
import { EMPTY_QUERY } from "./compose-query";
import type { KnownNames, ParsedComposeQuery } from "./url-codec";

const PARAMS = ["role", "modes", "name", "to"];
const known = (name: string, names: readonly string[]) =>
  name !== "" && countCharacters(name) <= URL_LIMITS.patternName && names.includes(name);

/**
 * What `parseComposeQuery` gives for a URL it finds nothing wrong with (no problems, no ignored
 * parameters); null for any other URL, which only the full reader describes.
 */
export function readPlainComposeQuery(params: URLSearchParams, names: KnownNames): ParsedComposeQuery | null {
  for (const key of params.keys()) if (!PARAMS.includes(key)) return null;
  if (PARAMS.some((param) => param !== "to" && params.getAll(param).length > 1)) return null;
  const role = params.get("role");
  const segments = params.get("modes") ? params.get("modes")!.split(",") : [];
  const name = params.get("name") ?? "";
  if (role === null) {
    return segments.length === 0 && name === "" ? { query: EMPTY_QUERY, problems: [], ignored: [] } : null;
  }
  if (!known(role, names.roles)) return null;
  if (segments.length > URL_LIMITS.modes || !segments.every((mode) => known(mode, names.modes))) return null;
  if (name !== "" && (countCharacters(name) > URL_LIMITS.profileName || FORBIDDEN_IN_NAME.test(name)))
    return null;
  return { query: { role, modes: segments, name }, problems: [], ignored: [] };
}
