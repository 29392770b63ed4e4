// /compare's URL state: ?a=<role>[:<m1>,…]&b=<role>[:…]&view=plain|runtime|emissions&pack-a=lab&pack-b=lab.
import {
  SPEC_LIMITS,
  type CompositionSpec,
  type KnownCompositionNames,
} from "@/lib/casts/compare/composition-spec";
import { specRole } from "@/lib/casts/compare/spec-format";
import {
  findModeConflict,
  modeConflictMessage,
  type ConflictDeclaring,
} from "@/lib/casts/core/mode-conflict";
import { repeatedParam } from "@/lib/site/repeated-param";

import { COMPARE_VIEWS, type CompareQuery, type CompareView, type PackChoice } from "./compare-href";

export { COMPARE_VIEWS, formatCompareQuery } from "./compare-href";
export type { CompareQuery, CompareView, PackChoice } from "./compare-href";

/** Every parameter /compare reads; any other is reported. */
export const COMPARE_PARAMS = ["a", "b", "view", "pack-a", "pack-b"] as const;

/** The catalog's names, and each mode's declared conflicts (the composer's index has both). */
export interface CompareNames extends KnownCompositionNames {
  readonly modeByName: ReadonlyMap<string, ConflictDeclaring>;
  /**
   * True while the site's directory roles have yet to join `roles` (they load on demand): a side
   * naming a role `roles` lacks is then pending, kept as named and read again once they have joined.
   */
  readonly directoryPending?: boolean;
  /** Why the directory roles did not load, while they are pending; a pending side then says so. */
  readonly directoryProblem?: string | null;
}

/**
 * Whether a side names a role that may be one of the directory roles still loading (kept as named,
 * with no word, until they have loaded; the page shows it as loading meanwhile).
 */
export function isPendingSide(spec: CompositionSpec, known: CompareNames): boolean {
  return (
    known.directoryPending === true &&
    (known.directoryProblem ?? null) === null &&
    spec.role !== "" &&
    !known.roles.includes(spec.role)
  );
}

export interface ParsedCompareQuery {
  readonly query: CompareQuery;
  /** One message per problem in the link, naming its parameter; what was valid is kept. */
  readonly problems: readonly string[];
}

function isView(value: string): value is CompareView {
  return (COMPARE_VIEWS as readonly string[]).includes(value);
}

/** Input echoed in a message, cut short so that a hostile link cannot flood the page. */
function quoted(text: string): string {
  return `'${text.length > 60 ? `${text.slice(0, 60)}…` : text}'`;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * One side's `role[:m1,m2]`, keeping what is valid: an unknown or missing role becomes `fallbackRole`
 * (a role that may be a directory role still loading is kept: isPendingSide), and
 * empty, unknown and conflicting modes are left out (the later of a conflicting pair, as `casts diff`
 * names it). Each problem is pushed to `say`.
 */
function readSide(
  text: string,
  known: CompareNames,
  fallbackRole: string,
  say: (message: string) => void,
): CompositionSpec {
  if (text.length > SPEC_LIMITS.characters) {
    say(`${text.length} characters long; the limit is ${SPEC_LIMITS.characters}; showing ${fallbackRole}`);
    return { role: fallbackRole, modes: [] };
  }
  const named = specRole(text);
  const afterColon = text.slice(named.length + 1); // "" without a colon, or with nothing after it
  let modes = afterColon === "" ? [] : afterColon.split(",");
  let role = named;
  if (named === "") {
    say(`no role; write role or role:mode1,mode2 (e.g. critic:slow); showing ${fallbackRole}`);
    role = fallbackRole;
  } else if (isPendingSide({ role: named, modes: [] }, known)) {
    // Kept: read again once the directory roles have loaded, unknown only if it is still not among them.
  } else if (!known.roles.includes(named) && known.directoryPending === true) {
    say(
      `${quoted(named)} is not a built-in role, and the directory roles it may be one of could not be loaded (${known.directoryProblem}); showing ${fallbackRole}`,
    );
    role = fallbackRole;
  } else if (!known.roles.includes(named)) {
    say(`Unknown role: ${quoted(named)}. Available: ${known.roles.join(", ")}; showing ${fallbackRole}`);
    role = fallbackRole;
  }
  if (modes.length > SPEC_LIMITS.modes) {
    say(`${modes.length} modes; the limit is ${SPEC_LIMITS.modes}; showing none`);
    modes = [];
  }
  const empty = modes.flatMap((mode, at) => (mode === "" ? [at + 1] : []));
  if (empty.length > 0) {
    const which = plural(empty.length, `mode ${empty[0]} is empty`, `modes ${empty.join(", ")} are empty`);
    say(`${which}; remove the extra comma`);
  }
  const unknown = [...new Set(modes.filter((mode) => mode !== "" && !known.modes.includes(mode)))];
  if (unknown.length > 0) {
    const which = plural(unknown.length, "Unknown mode", "Unknown modes");
    say(`${which}: ${unknown.map(quoted).join(", ")}. Available: ${known.modes.join(", ")}`);
  }
  modes = modes.filter((mode) => known.modes.includes(mode));
  // The message `casts diff` and the composer refuse the side with; the later mode of the pair is left out.
  for (;;) {
    const conflict = findModeConflict(
      modes.map((name) => known.modeByName.get(name) ?? { name, conflicts_with: [] }),
    );
    if (conflict === null) break;
    say(`${modeConflictMessage(conflict)}; showing it without ${conflict.later.name}`);
    modes = modes.filter((_, at) => at !== conflict.index);
  }
  return { role, modes };
}

/**
 * Reads the URL, keeping what is valid and reporting every problem by its parameter: a side's own errors,
 * a repeated parameter (the first is read), an unknown one, and a missing side (the first role with no
 * modes, named in the message). A link naming neither side shows what the page is for, without a word:
 * the first role against itself with the first mode. A message repeated (a conflict twice) is given once.
 */
export function parseCompareQuery(params: URLSearchParams, known: CompareNames): ParsedCompareQuery {
  const problems: string[] = [];
  const fallback: CompositionSpec = { role: known.roles[0] ?? "", modes: [] };
  const neither = !params.has("a") && !params.has("b");
  const first = (param: (typeof COMPARE_PARAMS)[number]): string | null => {
    const values = params.getAll(param);
    if (values.length > 1) problems.push(`${param}: ${repeatedParam(values.length)}`);
    return values[0] ?? null;
  };
  const side = (param: "a" | "b"): CompositionSpec => {
    const value = first(param);
    if (value !== null)
      return readSide(value, known, fallback.role, (message) => problems.push(`${param}: ${message}`));
    if (neither) return param === "b" ? { ...fallback, modes: known.modes.slice(0, 1) } : fallback;
    problems.push(`${param}: missing; showing ${fallback.role}`);
    return fallback;
  };
  const a = side("a");
  const b = side("b");
  const rawView = first("view") ?? "plain";
  const view = isView(rawView) ? rawView : "plain";
  if (!isView(rawView))
    problems.push(`view: ${quoted(rawView)} is not a view; use plain, runtime or emissions`);
  const pack = (param: "pack-a" | "pack-b"): PackChoice => {
    const value = first(param);
    if (value === null || value === "default") return "default";
    if (value === "lab") return "lab";
    problems.push(`${param}: ${quoted(value)} is not a pack; use default or lab`);
    return "default";
  };
  const packA = pack("pack-a");
  const packB = pack("pack-b");
  const unknown = [...new Set(params.keys())].filter(
    (key) => !(COMPARE_PARAMS as readonly string[]).includes(key),
  );
  for (const key of unknown) {
    problems.push(`${quoted(key)} is not a parameter of this page; it reads ${COMPARE_PARAMS.join(", ")}`);
  }
  return { query: { a, b, view, packA, packB }, problems: [...new Set(problems)] };
}
