// Writing the composer's URL (contract §3): /compose?role=<name>&modes=<m1>,<m2>&name=<profile name>.
// Reading one is url-codec.ts, which re-exports these.
import { MAX_NAME_LENGTH, MAX_PROFILE_MODES } from "@/lib/casts/core/name-rules";

import type { ComposeQuery } from "./compose-query";

/** The library's limits (contract §5), so every composition the composer writes reopens. */
export const URL_LIMITS = Object.freeze({
  patternName: MAX_NAME_LENGTH,
  profileName: MAX_NAME_LENGTH,
  modes: MAX_PROFILE_MODES,
  /** Ignored parameters listed in the notice, and the characters shown of each. */
  ignoredShown: 5,
  ignoredLength: 40,
});

// encodeURIComponent throws on an unpaired surrogate: such a name is invalid anyway (the library
// refuses it), so it is written as U+FFFD rather than breaking the page.
const encode = (value: string) => encodeURIComponent(value.replace(/\p{Cs}/gu, "\uFFFD"));

/** The composer's link for a composition: `/compose?role=…&modes=…&name=…` (every link to it uses this). */
export function composeHref(query: Partial<ComposeQuery> & { readonly role: string }): string {
  return `/compose${formatComposeQuery({ modes: [], name: "", ...query })}`;
}

/** The query string of a composition (empty without a role); new parameters are added here. */
export function formatComposeQuery(query: ComposeQuery): string {
  if (query.role === null) return "";
  let search = `?role=${encode(query.role)}`;
  if (query.modes.length > 0) search += `&modes=${query.modes.map(encode).join(",")}`;
  if (query.name !== "") search += `&name=${encode(query.name)}`;
  return search;
}

export function sameQuery(a: ComposeQuery, b: ComposeQuery): boolean {
  return (
    a.role === b.role &&
    a.name === b.name &&
    a.modes.length === b.modes.length &&
    a.modes.every((mode, index) => mode === b.modes[index])
  );
}
