// The Run panel's runs kept through a reload: written to this tab's sessionStorage (which the browser
// empties when the tab closes) as JSON, newest first, within a size bound, and read back checked field
// by field. A run holds no key (RunRecord has no place for one); any text a key used in this page got
// into (a server that echoes it) is written as [key].
import { MAX_RUNS, type RunPanelState, type RunRecord } from "./run-state";

export const RUNS_STORAGE_KEY = "casts:runs";

/**
 * The most the runs may take in storage, in UTF-16 code units of their JSON: a browser gives a page
 * about 5 M in all, and /open-roles may hand the composer up to 4 Mi of roles (local-role.ts).
 */
export const RUNS_STORAGE_MAX_CHARS = 512 * 1024;

/** Keys shorter than this are not looked for (a short one would blank ordinary words). */
const MIN_SECRET = 8;

/** The run as JSON, with every key used in this page replaced by [key]. */
export function encodeRun(run: RunRecord, secrets: Iterable<string>): string {
  let json = JSON.stringify(run);
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET) continue;
    for (const form of new Set([secret, JSON.stringify(secret).slice(1, -1)]))
      json = json.split(form).join("[key]");
  }
  return json;
}

export interface SavedRuns {
  /** What to store. */
  readonly text: string;
  /** Runs left out, each too large for the room the newer ones left. */
  readonly left: readonly number[];
}

/**
 * The runs to keep, newest first, each that fits in what the newer ones leave of `max`. A run still
 * streaming is kept as stopped at `at`, with what had arrived: its request ends with the page.
 */
export function saveRuns(
  state: RunPanelState,
  encode: (run: RunRecord) => string,
  at: number,
  max = RUNS_STORAGE_MAX_CHARS,
): SavedRuns {
  const head = `{"v":1,"nextId":${state.nextId},"runs":[`;
  let room = max - head.length - 2;
  const kept: string[] = [];
  const left: number[] = [];
  for (const run of state.runs) {
    const json = encode(run.status === "streaming" ? { ...run, status: "stopped", endedAt: at } : run);
    const cost = json.length + (kept.length > 0 ? 1 : 0);
    if (cost > room) {
      left.push(run.id);
      continue;
    }
    kept.push(json);
    room -= cost;
  }
  return { text: `${head}${kept.join(",")}]}`, left };
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string";
const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;
const orNull =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || check(value);

const isVerdict = (value: unknown) =>
  isFields(value) &&
  isText(value["key"]) &&
  typeof value["valid"] === "boolean" &&
  Array.isArray(value["errors"]) &&
  value["errors"].every(isText);

const isCheck = (value: unknown) =>
  isFields(value) &&
  orNull(isText)(value["parseError"]) &&
  Array.isArray(value["verdicts"]) &&
  value["verdicts"].every(isVerdict) &&
  (value["escalation"] === null ||
    (isFields(value["escalation"]) &&
      isText(value["escalation"]["urgency"]) &&
      isText(value["escalation"]["reason"]))) &&
  typeof value["valid"] === "boolean";

const isUsage = (value: unknown) =>
  isFields(value) && isCount(value["inputTokens"]) && isCount(value["outputTokens"]);

const isFailure = (value: unknown) =>
  isFields(value) &&
  isText(value["kind"]) &&
  isText(value["title"]) &&
  isText(value["advice"]) &&
  (value["status"] === undefined || isCount(value["status"])) &&
  (value["note"] === undefined || isText(value["note"]));

const STATUSES = new Set(["done", "stopped", "failed", "streaming"]);

/** A stored run, or null when any field is not what the panel wrote. */
function asRun(value: unknown): RunRecord | null {
  if (!isFields(value)) return null;
  const { id, status, startedAt, endedAt } = value;
  const valid =
    typeof id === "number" &&
    Number.isSafeInteger(id) &&
    id > 0 &&
    ["composition", "provider", "model", "host", "input", "text"].every((field) => isText(value[field])) &&
    isCount(startedAt) &&
    (endedAt === null || isCount(endedAt)) &&
    isText(status) &&
    STATUSES.has(status) &&
    (value["check"] === null || isCheck(value["check"])) &&
    (value["usage"] === null || isUsage(value["usage"])) &&
    orNull(isText)(value["finishReason"]) &&
    orNull(isText)(value["notice"]) &&
    (value["failure"] === null || isFailure(value["failure"]));
  if (!valid) return null;
  const run = value as unknown as RunRecord;
  // A run saved while it streamed (an older page) ended with that page.
  return run.status === "streaming" ? { ...run, status: "stopped", endedAt: run.startedAt } : run;
}

/** The runs kept in `text` (null: none), newest first; anything malformed is left out. */
export function restoreRuns(text: string | null): RunPanelState {
  const empty: RunPanelState = { runs: [], nextId: 1, compare: null };
  if (text === null) return empty;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return empty;
  }
  if (!isFields(parsed) || parsed["v"] !== 1 || !Array.isArray(parsed["runs"])) return empty;
  const seen = new Set<number>();
  const runs: RunRecord[] = [];
  for (const value of parsed["runs"]) {
    const run = asRun(value);
    if (run === null || seen.has(run.id)) continue;
    seen.add(run.id);
    runs.push(run);
  }
  runs.sort((a, b) => b.id - a.id);
  const kept = runs.slice(0, MAX_RUNS);
  const savedNext = parsed["nextId"];
  const next = Math.max(
    typeof savedNext === "number" && Number.isSafeInteger(savedNext) ? savedNext : 1,
    ...kept.map((run) => run.id + 1),
  );
  return { runs: kept, nextId: next, compare: null };
}

/** Where the user message being written is kept in this tab, so a reload does not lose it. */
export const DRAFT_STORAGE_KEY = "casts:run-input";

/** The longest message kept through a reload, in UTF-16 code units (a longer one stays in memory only). */
export const DRAFT_MAX_CHARS = 64 * 1024;

type DraftStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The message kept in `store`, or "" (none, or storage refused). */
export function readDraft(store: DraftStore | null): string {
  try {
    return store?.getItem(DRAFT_STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

/** Keeps the message in `store`: an empty or too long one removes what was kept; a full storage is ignored. */
export function writeDraft(store: DraftStore | null, text: string): void {
  try {
    if (text === "" || text.length > DRAFT_MAX_CHARS) store?.removeItem(DRAFT_STORAGE_KEY);
    else store?.setItem(DRAFT_STORAGE_KEY, text);
  } catch {
    // Storage full or off: the message stays in this page's memory only.
  }
}
