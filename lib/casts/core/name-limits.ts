// Part of the input limits (limits.ts re-exports all of it): the name rules. A module of its own
// because the composer's URL handling needs these and nothing else of limits.ts, and esbuild
// bundles a module whole.

import { countCharacters } from "./characters";
import { FORBIDDEN_IN_NAME, MAX_NAME_LENGTH, MAX_PROFILE_MODES } from "./name-rules";
import { groupDigits } from "./digits";

export { MAX_NAME_LENGTH, MAX_PROFILE_MODES };

/** Why `name` is not a valid profile, pack or role name (contract §5), or null. `what` names it: `the profile name`. */
export function nameProblem(name: string, what = "the name"): string | null {
  if (typeof name !== "string") return `${what} must be text`;
  // Printable ASCII (most names) has nothing to find: one pass without the regular expression. It
  // runs on every Profile, so it allocates nothing (UTF-16 length ≥ code points: a short name is in).
  let plain = name.length <= MAX_NAME_LENGTH;
  for (let index = 0; plain && index < name.length; index += 1) {
    const unit = name.charCodeAt(index);
    plain = unit >= 0x20 && unit < 0x7f;
  }
  if (plain) return null;
  if (name.length > MAX_NAME_LENGTH * 2 || countCharacters(name) > MAX_NAME_LENGTH) {
    return `${what} is ${groupDigits(countCharacters(name.slice(0, MAX_NAME_LENGTH * 4)))}${name.length > MAX_NAME_LENGTH * 4 ? "+" : ""} characters long; the limit is ${MAX_NAME_LENGTH}`;
  }
  const bad = FORBIDDEN_IN_NAME.exec(name);
  if (bad) {
    const unit = bad[0].codePointAt(0) ?? 0;
    const kind = /\p{Cc}/u.test(bad[0])
      ? "a control character"
      : /\p{Cf}/u.test(bad[0])
        ? "a format character"
        : "an unpaired surrogate";
    return `${what} contains ${kind} (${codePointLabel(unit)}, character ${Array.from(name.slice(0, bad.index)).length + 1})`;
  }
  return null;
}

function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
}
