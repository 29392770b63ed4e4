// The Run panel's runs as a pure reducer: each run from start to its reply, verdicts and usage (or its
// failure, or where it was stopped), several kept side by side so two replies can be compared. The
// API key is never part of this state (the state may be kept in sessionStorage).

export interface RunVerdict {
  readonly key: string;
  readonly valid: boolean;
  readonly errors: readonly string[];
}

export interface RunEscalation {
  readonly urgency: string;
  readonly reason: string;
  readonly context: unknown;
}

/** What the library made of a finished reply (checkReply), as plain data. */
export interface RunCheck {
  readonly decoded: unknown;
  /** Why the reply could not be read as JSON, or null. */
  readonly parseError: string | null;
  readonly verdicts: readonly RunVerdict[];
  readonly escalation: RunEscalation | null;
  /** With emissions: JSON read, at least one key, every verdict valid; free text: not empty. */
  readonly valid: boolean;
}

export interface RunUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** A provider or transport failure, in words. */
export interface RunFailure {
  readonly kind: string;
  /** What happened, one sentence. */
  readonly title: string;
  /** What to do about it. */
  readonly advice: string;
  readonly status?: number;
  /** What the provider's SDK said of the request before it failed (a deprecated model), on one line. */
  readonly note?: string;
}

export type RunStatus = "streaming" | "done" | "stopped" | "failed";

/** What a run produced once the reply has ended (lib/composer/panels/run/run-client.ts). */
export interface RunOutcome {
  readonly text: string;
  readonly check: RunCheck;
  readonly usage: RunUsage | null;
  readonly finishReason: string | null;
  readonly notice: string | null;
}

export interface RunRecord {
  readonly id: number;
  /** The composition's label, e.g. `critic + adversarial`: runs are listed per composition. */
  readonly composition: string;
  readonly provider: string;
  readonly model: string;
  /** The base URL's host, as shown (never the key). */
  readonly host: string;
  /** The user message sent, variables filled. */
  readonly input: string;
  readonly startedAt: number;
  readonly endedAt: number | null;
  readonly status: RunStatus;
  /** The reply as streamed (the whole reply once done). */
  readonly text: string;
  readonly check: RunCheck | null;
  readonly usage: RunUsage | null;
  /** Why the provider stopped (`stop`, `length`, `max_tokens`, …) when it said. */
  readonly finishReason: string | null;
  /** Something to know about a reply that arrived (cut off by the token limit, …), or null. */
  readonly notice: string | null;
  readonly failure: RunFailure | null;
}

export interface RunPanelState {
  /** Newest first. */
  readonly runs: readonly RunRecord[];
  readonly nextId: number;
  /** Two runs open side by side (ids), or null. */
  readonly compare: readonly [number, number] | null;
}

/** Runs kept in one tab; the oldest finished one goes first. */
export const MAX_RUNS = 20;

export const EMPTY_RUN_STATE: RunPanelState = Object.freeze({ runs: [], nextId: 1, compare: null });

export type RunAction =
  | ({ readonly type: "start"; readonly at: number } & Pick<
      RunRecord,
      "composition" | "provider" | "model" | "host" | "input"
    >)
  | { readonly type: "text"; readonly id: number; readonly text: string }
  | ({ readonly type: "finish"; readonly id: number; readonly at: number } & RunOutcome)
  | { readonly type: "fail"; readonly id: number; readonly at: number; readonly failure: RunFailure }
  | {
      readonly type: "stop";
      readonly id: number;
      readonly at: number;
      /** Why it stopped when the reader did not stop it (the page was reloaded or left). */
      readonly notice?: string;
    }
  | { readonly type: "remove"; readonly id: number }
  /** Every finished run of one composition (the history's Clear). */
  | { readonly type: "clear"; readonly composition: string }
  | { readonly type: "compare"; readonly ids: readonly [number, number] | null };

const update = (
  state: RunPanelState,
  id: number,
  change: (run: RunRecord) => RunRecord | null,
): RunPanelState => {
  let changed = false;
  const runs = state.runs.map((run) => {
    if (run.id !== id) return run;
    const next = change(run);
    if (next === null) return run;
    changed = true;
    return next;
  });
  return changed ? { ...state, runs } : state;
};

/** Only a run still streaming takes text, a result, a failure or a stop: a late event changes nothing. */
const whileStreaming =
  (change: (run: RunRecord) => RunRecord) =>
  (run: RunRecord): RunRecord | null =>
    run.status === "streaming" ? change(run) : null;

export function reduceRuns(state: RunPanelState, action: RunAction): RunPanelState {
  switch (action.type) {
    case "start": {
      const run: RunRecord = {
        id: state.nextId,
        composition: action.composition,
        provider: action.provider,
        model: action.model,
        host: action.host,
        input: action.input,
        startedAt: action.at,
        endedAt: null,
        status: "streaming",
        text: "",
        check: null,
        usage: null,
        finishReason: null,
        notice: null,
        failure: null,
      };
      let runs = [run, ...state.runs];
      while (runs.length > MAX_RUNS) {
        const oldest = runs.findLastIndex((candidate) => candidate.status !== "streaming");
        if (oldest < 0) break;
        runs = runs.filter((_, index) => index !== oldest);
      }
      const kept = new Set(runs.map((candidate) => candidate.id));
      const compare = state.compare && state.compare.every((id) => kept.has(id)) ? state.compare : null;
      return { runs, nextId: state.nextId + 1, compare };
    }
    case "text":
      return update(
        state,
        action.id,
        whileStreaming((run) => ({ ...run, text: action.text })),
      );
    case "finish":
      return update(
        state,
        action.id,
        whileStreaming((run) => ({
          ...run,
          status: "done",
          endedAt: action.at,
          text: action.text,
          check: action.check,
          usage: action.usage,
          finishReason: action.finishReason,
          notice: action.notice,
        })),
      );
    case "fail":
      return update(
        state,
        action.id,
        whileStreaming((run) => ({ ...run, status: "failed", endedAt: action.at, failure: action.failure })),
      );
    case "stop":
      return update(
        state,
        action.id,
        whileStreaming((run) => ({
          ...run,
          status: "stopped",
          endedAt: action.at,
          ...(action.notice === undefined ? {} : { notice: action.notice }),
        })),
      );
    case "remove": {
      const runs = state.runs.filter((run) => run.id !== action.id || run.status === "streaming");
      if (runs.length === state.runs.length) return state;
      const compare = state.compare?.includes(action.id) ? null : state.compare;
      return { ...state, runs, compare };
    }
    case "clear": {
      const gone = (run: RunRecord) => run.composition === action.composition && run.status !== "streaming";
      const runs = state.runs.filter((run) => !gone(run));
      if (runs.length === state.runs.length) return state;
      const compare = state.compare?.every((id) => runs.some((run) => run.id === id)) ? state.compare : null;
      return { ...state, runs, compare };
    }
    case "compare": {
      if (action.ids === null) return state.compare === null ? state : { ...state, compare: null };
      const [a, b] = action.ids;
      const known = (id: number) => state.runs.some((run) => run.id === id);
      if (a === b || !known(a) || !known(b)) return state;
      return { ...state, compare: [a, b] };
    }
  }
}

/** The run in progress, if any (one at a time). */
export function streamingRun(state: RunPanelState): RunRecord | undefined {
  return state.runs.find((run) => run.status === "streaming");
}

/** How the provider's reason for ending (RunOutcome.finishReason) opens the status line. */
const ENDINGS: Readonly<Record<string, string>> = {
  stop: "The reply is complete",
  max_tokens: "The reply was cut off by the token limit",
  refusal: "The model refused",
  content_filter: "The provider's content filter stopped the reply",
};

/** The run in one line for the status region: how it ended and, for a reply, its verdicts. */
export function runStatusText(run: RunRecord): string {
  if (run.status === "failed") return `The run failed: ${run.failure?.title ?? ""}.`;
  if (run.status === "stopped") return "Stopped.";
  if (run.status === "streaming") return "Running…";
  const ending = ENDINGS[run.finishReason ?? ""] ?? "The reply ended";
  const verdicts = run.check?.verdicts ?? [];
  // A parse error comes only with an output contract: a reply it could not read is not valid.
  if (verdicts.length === 0 && run.check?.parseError)
    return `${ending}, but it is not the JSON object the output contract asks for.`;
  if (verdicts.length === 0) return `${ending}.`;
  const bad = verdicts.filter((verdict) => !verdict.valid).length;
  return bad === 0
    ? `${ending}: ${verdicts.length} ${verdicts.length === 1 ? "key" : "keys"}, all valid.`
    : `${ending}: ${bad} of ${verdicts.length} keys not valid.`;
}
