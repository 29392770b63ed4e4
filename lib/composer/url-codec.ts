// Contract §3 URL state: /compose?role=<name>&modes=<m1>,<m2>&name=<profile name>. Reading a URL,
// with a message for every problem; writing one is compose-href.ts (re-exported here). The composer
// loads this module lazily: a link without problems is read by plain-query.ts.
import { countCharacters } from "@/lib/casts/core/characters";
import { unknownNameMessage } from "@/lib/casts/core/unknown-name";
import { echo } from "@/lib/casts/core/echo";
import { nameProblem } from "@/lib/casts/core/name-limits";
import { nameDistance } from "@/lib/site/browser/suggest";
import { repeatedParam } from "@/lib/site/repeated-param";

import { URL_LIMITS } from "./compose-href";
import { EMPTY_QUERY, type ComposeQuery } from "./compose-query";
import { isRunVarParam } from "./run-vars-param";

export { composeHref, formatComposeQuery, sameQuery, URL_LIMITS } from "./compose-href";

export type QueryProblemCode =
  | "UNKNOWN_ROLE"
  | "UNKNOWN_MODE"
  | "DUPLICATE_PARAM"
  | "EMPTY_VALUE"
  | "EMPTY_MODE"
  | "TOO_LONG"
  | "TOO_MANY_MODES"
  | "NAME_INVALID"
  | "MISSING_ROLE";

export interface QueryProblem {
  readonly param: "role" | "modes" | "name";
  readonly code: QueryProblemCode;
  readonly message: string;
  /** For an unknown name: the closest known names, each with the composition it would open. */
  readonly suggestions?: readonly { readonly name: string; readonly query: ComposeQuery }[];
}

/** How many close names an unknown role or mode suggests. */
export const SUGGESTION_LIMIT = 3;

/** The known names closest to `name` by edit distance (ties in catalog order). */
export function closestNames(name: string, known: readonly string[], limit = SUGGESTION_LIMIT): string[] {
  return known
    .map((candidate, order) => ({ candidate, order, distance: nameDistance(name, candidate) }))
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.candidate);
}

export interface ParsedComposeQuery {
  /** What could be read; anything named in `problems` is left out (modes need a role). */
  readonly query: ComposeQuery;
  readonly problems: readonly QueryProblem[];
  /** Parameters the composer does not use, e.g. a misspelt `mode`. */
  readonly ignored: readonly string[];
}

export interface KnownNames {
  readonly roles: readonly string[];
  readonly modes: readonly string[];
}

const PARAMS = ["role", "modes", "name"] as const;

function tooLong(
  param: QueryProblem["param"],
  what: string,
  value: string,
  limit: number,
): QueryProblem | null {
  const size = countCharacters(value);
  if (size <= limit) return null;
  return {
    param,
    code: "TOO_LONG",
    message: `The URL's ${what} is ${size} characters long; the limit is ${limit}.`,
  };
}

/** Reads the composer's URL parameters, reporting every problem with a message that names the parameter. */
export function parseComposeQuery(params: URLSearchParams, known: KnownNames): ParsedComposeQuery {
  const problems: QueryProblem[] = [];
  const first = (param: (typeof PARAMS)[number]): string | undefined => {
    const values = params.getAll(param);
    if (values.length > 1) {
      problems.push({
        param,
        code: "DUPLICATE_PARAM",
        message: `The URL's '${param}' is ${repeatedParam(values.length)}.`,
      });
    }
    return values[0];
  };
  const rawRole = first("role");
  const rawModes = first("modes");
  const rawName = first("name");

  let role: string | null = null;
  if (rawRole === "") {
    problems.push({
      param: "role",
      code: "EMPTY_VALUE",
      message: "The URL's role parameter is empty: give a role name, e.g. role=critic.",
    });
  } else if (rawRole !== undefined) {
    const problem = tooLong("role", "role", rawRole, URL_LIMITS.patternName);
    if (problem) problems.push(problem);
    else if (!known.roles.includes(rawRole)) {
      problems.push({
        param: "role",
        code: "UNKNOWN_ROLE",
        message: unknownNameMessage("role", rawRole, known.roles),
      });
    } else role = rawRole;
  }

  const modes: string[] = [];
  const segments = rawModes ? rawModes.split(",") : [];
  if (segments.length > URL_LIMITS.modes) {
    problems.push({
      param: "modes",
      code: "TOO_MANY_MODES",
      message: `The URL lists ${segments.length} modes; the limit is ${URL_LIMITS.modes}.`,
    });
  } else {
    const empty = segments.flatMap((segment, index) => (segment === "" ? [index + 1] : []));
    if (empty.length > 0) {
      problems.push({
        param: "modes",
        code: "EMPTY_MODE",
        message: `The URL's modes list has an empty entry at position ${empty.join(", ")} of ${segments.length}: remove the extra comma.`,
      });
    }
    segments.forEach((segment, index) => {
      if (segment === "") return;
      const problem = tooLong("modes", `mode ${index + 1}`, segment, URL_LIMITS.patternName);
      if (problem) problems.push(problem);
      else if (!known.modes.includes(segment)) {
        problems.push({
          param: "modes",
          code: "UNKNOWN_MODE",
          message: unknownNameMessage("mode", segment, known.modes),
        });
      } else modes.push(segment);
    });
  }

  let name = rawName ?? "";
  const lengthProblem = tooLong("name", "profile name", name, URL_LIMITS.profileName);
  const characterProblem = lengthProblem || name === "" ? null : nameProblem(name, "the profile name");
  if (lengthProblem) {
    problems.push(lengthProblem);
    name = "";
  } else if (characterProblem) {
    problems.push({
      param: "name",
      code: "NAME_INVALID",
      message: `The URL's name parameter is not usable: ${characterProblem}.`,
    });
    name = "";
  }

  if (rawRole === undefined && (segments.length > 0 || (rawName ?? "") !== "")) {
    problems.push({
      param: "role",
      code: "MISSING_ROLE",
      message: "The URL gives modes or a profile name but no role: add one, e.g. role=critic.",
    });
  }
  // `to` is the Export panel's (export-target-param.ts) and `var.*` the Run panel's (run-vars-param.ts).
  const unread = [...new Set(params.keys())].filter(
    (key) => !(PARAMS as readonly string[]).includes(key) && key !== "to" && !isRunVarParam(key),
  );
  // A notice, not a dump: a few names, each clipped and escaped, then how many more.
  const ignored = unread.slice(0, URL_LIMITS.ignoredShown).map((key) => echo(key, URL_LIMITS.ignoredLength));
  if (unread.length > URL_LIMITS.ignoredShown)
    ignored.push(`and ${unread.length - URL_LIMITS.ignoredShown} more`);
  const query = role === null ? EMPTY_QUERY : { role, modes, name };
  // Suggestions keep everything else that was valid, so following one fixes that name only.
  const validModes = (replace: number, withName: string) =>
    segments.flatMap((segment, position) =>
      position === replace ? [withName] : known.modes.includes(segment) ? [segment] : [],
    );
  let unknownModeAt = -1;
  const suggested = problems.map((problem) => {
    if (problem.code === "UNKNOWN_ROLE" && rawRole !== undefined) {
      const suggestions = closestNames(rawRole, known.roles).map((candidate) => ({
        name: candidate,
        query: { role: candidate, modes, name },
      }));
      return { ...problem, suggestions };
    }
    if (problem.code === "UNKNOWN_MODE") {
      unknownModeAt = segments.findIndex(
        (segment, position) =>
          position > unknownModeAt &&
          segment !== "" &&
          countCharacters(segment) <= URL_LIMITS.patternName &&
          !known.modes.includes(segment),
      );
      const segment = segments[unknownModeAt] ?? "";
      if (role === null) return problem;
      const at = unknownModeAt;
      const suggestions = closestNames(segment, known.modes).map((candidate) => ({
        name: candidate,
        query: { role, modes: validModes(at, candidate), name },
      }));
      return { ...problem, suggestions };
    }
    return problem;
  });
  problems.splice(0, problems.length, ...suggested);
  const order = (problem: QueryProblem) => PARAMS.indexOf(problem.param);
  return { query, problems: problems.sort((a, b) => order(a) - order(b)), ignored };
}
