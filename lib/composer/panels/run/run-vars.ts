// The Run panel's part of the composer URL: one `var.<name>=<value>` parameter per filled `{{name}}`
// of the user message, beside role, modes, name and `to`. The API key never goes here.
import { repeatedParam } from "@/lib/site/repeated-param";

import { isRunVarParam } from "../../run-vars-param";

export { fillVariables, findVariables } from "@/lib/casts/run/variables";

export const RUN_VAR_PREFIX = "var.";

/** Bounds on what the URL carries: the panel reports a value over them instead of dropping it silently. */
export const RUN_VAR_LIMITS = Object.freeze({ count: 32, nameLength: 64, valueLength: 2000 });

export interface RunVarsParam {
  /** Variable name → value, in URL order. */
  readonly values: Readonly<Record<string, string>>;
  /** One sentence per parameter that was not read, naming it. */
  readonly problems: readonly string[];
}

/** The `var.*` parameters of a URL, within RUN_VAR_LIMITS; the first value of a repeated name wins. */
export function readRunVars(params: URLSearchParams): RunVarsParam {
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  const problems: string[] = [];
  let count = 0;
  const repeated = new Set<string>();
  for (const [key, value] of params) {
    if (!isRunVarParam(key)) continue;
    const name = key.slice(RUN_VAR_PREFIX.length);
    const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
    if (name.length > RUN_VAR_LIMITS.nameLength) {
      problems.push(`The URL's variable '${shown}' has a name over ${RUN_VAR_LIMITS.nameLength} characters.`);
    } else if (Object.hasOwn(values, name)) {
      // Said once, at the second value, with how many there are.
      if (!repeated.has(name))
        problems.push(`The URL's variable '${shown}' is ${repeatedParam(params.getAll(key).length)}.`);
      repeated.add(name);
    } else if (value.length > RUN_VAR_LIMITS.valueLength) {
      problems.push(
        `The URL's value of '${shown}' is ${value.length} characters long; the limit is ${RUN_VAR_LIMITS.valueLength}.`,
      );
    } else if (count >= RUN_VAR_LIMITS.count) {
      problems.push(`The URL gives more than ${RUN_VAR_LIMITS.count} variables; '${shown}' was not read.`);
    } else {
      values[name] = value;
      count += 1;
    }
  }
  return { values: { ...values }, problems };
}

const encode = (value: string) => encodeURIComponent(value.replace(/\p{Cs}/gu, "\uFFFD"));

const isVarPart = (part: string) => {
  const key = part.split("=", 1)[0] ?? "";
  try {
    return isRunVarParam(decodeURIComponent(key.replace(/\+/g, " ")));
  } catch {
    return false;
  }
};

/**
 * `search` with its `var.*` parameters replaced by `values` (empty values left out, names in the
 * order given); the other parameters keep their place and encoding.
 */
export function withRunVars(search: string, values: Readonly<Record<string, string>>): string {
  const parts = search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "" && !isVarPart(part));
  for (const [name, value] of Object.entries(values)) {
    if (value !== "") parts.push(`${RUN_VAR_PREFIX}${encode(name)}=${encode(value)}`);
  }
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
}
