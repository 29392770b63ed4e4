"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";

import { requestProblemsHere, whyNotRun } from "@/lib/composer/panels/run/run-checks";
import { fillVariables, findVariables, readRunVars, withRunVars } from "@/lib/composer/panels/run/run-vars";
import {
  baseOrigin,
  forgetKey,
  hasRememberedKey,
  readRememberedKey,
  readSettings,
  rememberKey,
  writeSettings,
  type RunSettings,
} from "@/lib/composer/panels/run/run-settings";
import { readDraft, writeDraft } from "@/lib/composer/panels/run/run-session";
import { runStatusText, streamingRun, type RunRecord } from "@/lib/composer/panels/run/run-state";

import { RunCompare } from "./run-compare";
import { RunCost, usePrices } from "./run-cost";
import { RunHistory } from "./run-history";
import { FIELD, FieldError, RunSettingsFields } from "./run-settings-fields";
import { dispatchRun, runsKept, session, startRun, stopRun, useRuns } from "./use-runs";
import { RunVariables } from "./run-variables";
import { RunView } from "./run-view";

export interface RunTarget {
  /** `critic + adversarial, evidential`: runs are listed per composition. */
  readonly label: string;
  readonly role: { readonly name: string; readonly emits: readonly string[]; readonly directory: boolean };
  /** The runtime message (null while the role's body loads). */
  readonly instructions: string | null;
  /** Two modes that cannot be in one profile: nothing is run until one goes. */
  readonly conflict: { readonly later: string; readonly earlier: string } | null;
}

/** The limits a reader may set under Options: [default, most], in seconds and in MiB. */
const TIME_LIMIT = [120, 3600] as const;
const SIZE_LIMIT = [4, 64] as const;

/** A limit field's value (undefined: the default), or the words for a value out of range. */
function readLimit(
  text: string,
  [, most]: readonly [number, number],
  unit: string,
): number | string | undefined {
  if (text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= most
    ? value
    : `Give a whole number from 1 to ${most.toLocaleString("en-US")} ${unit}, or leave it empty.`;
}

type Client = typeof import("@/lib/composer/panels/run/run-client");
let client: Promise<Client> | undefined;
let loadedClient: Client | null = null;
// The SDK clients, zod and the emission models arrive on the first Run (or when the message box is focused).
const loadClient = () =>
  (client ??= import("@/lib/composer/panels/run/run-client").then(
    (module) => (loadedClient = module),
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  ));

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};
// What was typed in this tab, kept while the panel unmounts (the empty state, a reload of the parts). The
// key: memory only, never storage unless the reader ticks "Remember the key". The user message: also in
// this tab's sessionStorage, so that a reload does not lose it (the runs are kept there too).
let heldKey: string | null = null;
let heldInput: string | null = null;

/** The Run panel's controls and results, loaded on its own when the panel first shows. */
export function RunWorkbench({ target }: { readonly target: RunTarget }) {
  const id = useId();
  const [settings, setSettings] = useState<RunSettings>(() => {
    const store = storage();
    return store
      ? readSettings(store)
      : readSettings({ getItem: () => null, setItem: () => {}, removeItem: () => {} });
  });
  const [remember, setRemember] = useState(() => {
    const store = storage();
    return store ? hasRememberedKey(store) : false;
  });
  const [apiKey, setApiKey] = useState(() => {
    const store = storage();
    return heldKey ?? (store ? readRememberedKey(store, settings) : null) ?? "";
  });
  const [input, setInput] = useState(() => heldInput ?? readDraft(session()));
  const [maxTokens, setMaxTokens] = useState("");
  const [timeLimit, setTimeLimit] = useState("");
  const [sizeLimit, setSizeLimit] = useState("");
  // The fields whose problems are said beside them: each once the reader has left it, all after a Run.
  const [judged, setJudged] = useState<ReadonlySet<string>>(() => new Set());
  const judge = (field: string) =>
    setJudged((fields) => (fields.has(field) ? fields : new Set([...fields, field])));
  const [vars, setVars] = useState(() => readRunVars(new URLSearchParams(window.location.search)));
  const runs = useRuns();
  const [shown, setShown] = useState<number | null>(null);
  // The run last started here: shown, with a note, if the composition changes while it streams.
  const [followed, setFollowed] = useState<number | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const runButton = useRef<HTMLButtonElement>(null);
  const [picked, setPicked] = useState<readonly number[]>([]);
  const prices = usePrices();
  // Why the last Run did not start (said in the live region: Ctrl+Enter gives no other sign).
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    heldKey = apiKey;
    heldInput = input;
  }, [apiKey, input]);
  useEffect(() => writeDraft(session(), input), [input]);
  useEffect(() => {
    const store = storage();
    if (store) writeSettings(store, settings);
  }, [settings]);
  useEffect(() => {
    const store = storage();
    if (store && remember && apiKey !== "") rememberKey(store, settings, apiKey);
  }, [remember, apiKey, settings]);

  const names = useMemo(() => findVariables(input), [input]);
  const setVar = (name: string, value: string) => {
    const values = { ...vars.values, [name]: value };
    setVars({ values, problems: vars.problems });
    const search = withRunVars(window.location.search, values);
    window.history.replaceState(null, "", `${window.location.pathname}${search}`);
  };

  const mine = runs.runs.filter((run) => run.composition === target.label);
  const running = streamingRun(runs);
  // A run started before the composition changed: it goes on (Stop ends it) and stays in view, said to
  // be of its own composition, until another run is shown or started.
  const away = runs.runs.find((run) => run.id === followed && run.composition !== target.label);
  const current = mine.find((run) => run.id === shown) ?? away ?? mine[0];
  const compared = runs.compare
    ? [
        runs.runs.find((run) => run.id === runs.compare?.[0]),
        runs.runs.find((run) => run.id === runs.compare?.[1]),
      ]
    : null;
  const hasEmissions = target.role.emits.length > 0;
  const missing = names.filter((name) => (vars.values[name] ?? "") === "");
  const sent = fillVariables(input, vars.values);
  const timeoutS = readLimit(timeLimit, TIME_LIMIT, "s");
  const capMiB = readLimit(sizeLimit, SIZE_LIMIT, "MiB");
  // What the run engine would refuse before sending (checked here, so no such run is ever listed).
  const problems = useMemo(
    () =>
      requestProblemsHere({
        provider: settings.provider,
        baseUrl: settings.baseURL,
        model: settings.model.trim(),
        apiKey,
        input: sent,
      }),
    [settings, apiKey, sent],
  );
  const blocked = whyNotRun({
    conflict: target.conflict,
    loading: target.instructions === null,
    problems,
    values: { baseUrl: settings.baseURL, model: settings.model, apiKey },
    input,
    missing,
    badLimits: typeof timeoutS === "string" || typeof capMiB === "string",
  });
  const errorOf = (field: string, problem: string | number | undefined) =>
    judged.has(field) && typeof problem === "string" ? problem : null;

  const run = () => {
    if (running) return;
    if (blocked !== null || target.instructions === null) {
      setRefused(blocked);
      setJudged(new Set(["baseUrl", "model", "apiKey", "timeLimit", "sizeLimit"]));
      return;
    }
    setRefused(null);
    const instructions = target.instructions;
    const tokens = Number(maxTokens);
    setShown(null);
    setFollowed(runs.nextId);
    void startRun({
      composition: target.label,
      provider: settings.provider,
      model: settings.model.trim(),
      host: baseOrigin(settings.baseURL)?.replace(/^https?:\/\//, "") ?? settings.baseURL,
      input: sent,
      secret: apiKey,
      execute: async (handlers) =>
        (await loadClient()).executeRun(
          {
            settings,
            apiKey,
            instructions,
            input: sent,
            role: target.role,
            maxTokens: maxTokens.trim() !== "" && Number.isInteger(tokens) && tokens > 0 ? tokens : undefined,
            timeoutMs: typeof timeoutS === "number" ? timeoutS * 1000 : undefined,
            capBytes: typeof capMiB === "number" ? capMiB * 1024 * 1024 : undefined,
          },
          handlers,
        ),
      describe: (error) =>
        loadedClient
          ? loadedClient.describeRunFailure(error, apiKey)
          : {
              kind: "unexpected",
              title: "The run engine could not load",
              advice:
                "This page could not download the code that sends runs: check the connection and run again.",
            },
    });
  };

  return (
    <div
      ref={panel}
      className="space-y-4"
      onKeyDown={(event) => {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          run();
        } else if (event.key === "Escape" && running) {
          event.preventDefault();
          stopRun();
        }
      }}
    >
      <RunSettingsFields
        settings={settings}
        onSettings={setSettings}
        apiKey={apiKey}
        onApiKey={setApiKey}
        remember={remember}
        onRemember={(on) => {
          setRemember(on);
          const store = storage();
          if (!on && store) forgetKey(store);
        }}
        onForget={() => {
          const store = storage();
          if (store) forgetKey(store);
          setRemember(false);
          setApiKey("");
        }}
        remembered={remember}
        errors={{
          baseUrl: errorOf("baseUrl", problems.get("baseUrl")),
          model: errorOf("model", problems.get("model")),
          apiKey: errorOf("apiKey", problems.get("apiKey")),
        }}
        onLeave={judge}
      />
      <label className="block text-sm font-medium" htmlFor={`${id}-input`}>
        User message
        <textarea
          id={`${id}-input`}
          value={input}
          rows={4}
          data-testid="run-input"
          aria-describedby={`${id}-input-hint`}
          onChange={(event) => setInput(event.target.value)}
          onFocus={() => void loadClient().catch(() => undefined)}
          placeholder="The task for this composition, e.g. Review the plan in {{plan}}."
          className={`${FIELD} font-sans`}
        />
      </label>
      <p id={`${id}-input-hint`} className="text-fg-subtle -mt-2 text-xs">
        Write <code>{"{{name}}"}</code> for a value to fill in below (kept in the page&apos;s address). The
        system side is the runtime message (the Runtime view above). Ctrl+Enter (⌘+Enter) runs; Esc stops.
      </p>
      <RunVariables names={names} values={vars.values} problems={vars.problems} onChange={setVar} />
      <details className="text-sm">
        <summary className="text-fg-muted cursor-pointer text-xs font-medium">Options</summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          <label className="block min-w-0 text-sm font-medium" htmlFor={`${id}-max`}>
            Max tokens
            <input
              id={`${id}-max`}
              inputMode="numeric"
              value={maxTokens}
              placeholder={settings.provider === "anthropic" ? "4096" : "default"}
              onChange={(event) => setMaxTokens(event.target.value.replace(/\D/g, ""))}
              className={FIELD}
            />
          </label>
          <LimitField
            id={`${id}-time`}
            label="Time limit (s)"
            placeholder={String(TIME_LIMIT[0])}
            value={timeLimit}
            onChange={setTimeLimit}
            field="timeLimit"
            onLeave={judge}
            error={errorOf("timeLimit", timeoutS)}
            testId="run-time-limit"
          />
          <LimitField
            id={`${id}-size`}
            label="Size limit (MiB)"
            placeholder={String(SIZE_LIMIT[0])}
            value={sizeLimit}
            onChange={setSizeLimit}
            field="sizeLimit"
            onLeave={judge}
            error={errorOf("sizeLimit", capMiB)}
            testId="run-size-limit"
          />
        </div>
        <p className="text-fg-subtle mt-1 text-xs">
          Left empty, max tokens is the provider&apos;s default
          {settings.provider === "anthropic" ? " (4096)" : ""}, the time limit {TIME_LIMIT[0]} s and the size
          limit {SIZE_LIMIT[0]} MiB. A run stops at either limit (the size counts every byte the server
          streams); the request is sent once (no retries) and redirects are not followed.
        </p>
      </details>
      <div className="flex flex-wrap items-center gap-2">
        <button
          ref={runButton}
          type="button"
          data-testid="run-submit"
          onClick={run}
          aria-disabled={running !== undefined || blocked !== null}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
          className="bg-accent text-accent-fg rounded-md px-4 py-1.5 text-sm font-medium aria-disabled:opacity-50 pointer-coarse:min-h-11"
        >
          {running ? "Running…" : "Run"}
        </button>
        <button
          type="button"
          data-testid="run-stop"
          onClick={() => {
            stopRun();
            // The button is disabled now: the focus would fall to the page's start.
            runButton.current?.focus();
          }}
          disabled={running === undefined}
          className="border-border-strong hover:bg-bg-muted rounded-md border px-4 py-1.5 text-sm font-medium disabled:opacity-50 pointer-coarse:min-h-11"
        >
          Stop
        </button>
        {blocked ? (
          <span id={`${id}-blocked`} className="text-fg-muted text-xs">
            {blocked}
          </span>
        ) : null}
      </div>
      <p role="status" className="sr-only" data-testid="run-status">
        {running
          ? `Running ${running.composition} on ${running.model}…`
          : refused !== null && blocked !== null
            ? `Not run: ${blocked}`
            : current
              ? runStatusText(current)
              : ""}
      </p>
      {compared && compared[0] && compared[1] ? (
        <RunCompare
          a={compared[0]}
          b={compared[1]}
          hasEmissions={hasEmissions}
          onClose={() => {
            dispatchRun({ type: "compare", ids: null });
            // The Close button has gone: the focus goes back to the button that opened the comparison.
            panel.current?.querySelector<HTMLElement>('[data-testid="run-compare"]')?.focus();
          }}
        />
      ) : current ? (
        <>
          {current === away ? (
            <p className="bg-bg-subtle rounded-md px-3 py-2 text-sm" data-testid="run-elsewhere">
              Run {away.id} is of <span className="font-medium">{away.composition}</span>, the composition
              when it started{away.status === "streaming" ? "; Stop ends it" : ""}. It is listed with that
              composition&apos;s runs, not this one&apos;s.
            </p>
          ) : null}
          <RunView
            run={current}
            hasEmissions={current === away ? checkedAgainstContract(away) : hasEmissions}
          >
            <RunCost run={current} prices={prices} />
          </RunView>
        </>
      ) : (
        <p className="text-fg-muted text-sm" data-testid="run-empty">
          No run of this composition yet. Choose a provider and model, give the key and a user message, then
          Run: the reply streams in and is checked against {target.role.name}&apos;s output contract.
        </p>
      )}
      {mine.length > 0 ? (
        <RunHistory
          runs={mine}
          shown={current?.id ?? null}
          onShow={(runId) => {
            dispatchRun({ type: "compare", ids: null });
            setShown(runId);
            setFollowed(null);
          }}
          picked={picked}
          onPick={(runId, on) =>
            setPicked((ids) =>
              on
                ? [...ids.filter((other) => other !== runId), runId].slice(-2)
                : ids.filter((other) => other !== runId),
            )
          }
          kept={runsKept()}
          onCompare={() => {
            const [a, b] = picked;
            if (a !== undefined && b !== undefined) dispatchRun({ type: "compare", ids: [a, b] });
          }}
          onClear={() => {
            dispatchRun({ type: "clear", composition: target.label });
            setPicked([]);
            // The list has gone (or holds only the run in progress): the focus goes back to Run.
            runButton.current?.focus();
          }}
          onRemove={(runId) => {
            dispatchRun({ type: "remove", id: runId });
            setPicked((ids) => ids.filter((other) => other !== runId));
          }}
          cost={(entry) => prices.label(entry)}
          otherCount={runs.runs.length - mine.length}
        />
      ) : null}
    </div>
  );
}

/** Whether a run's reply was checked against an output contract (a role without one gets no verdicts). */
const checkedAgainstContract = (run: RunRecord) =>
  run.check !== null && (run.check.parseError !== null || run.check.verdicts.length > 0);

/** A number field under Options, with its problem beside it. */
function LimitField({
  id,
  label,
  value,
  placeholder,
  onChange,
  field,
  onLeave,
  error,
  testId,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly placeholder: string;
  readonly onChange: (value: string) => void;
  readonly field: string;
  readonly onLeave: (field: string) => void;
  readonly error: string | null;
  readonly testId: string;
}) {
  return (
    <div className="min-w-0">
      <label className="block text-sm font-medium" htmlFor={id}>
        {label}
        <input
          id={id}
          inputMode="numeric"
          value={value}
          placeholder={placeholder}
          data-testid={testId}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : `${id}-error`}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ""))}
          onBlur={() => onLeave(field)}
          className={FIELD}
        />
      </label>
      <FieldError id={`${id}-error`} field={field} error={error} />
    </div>
  );
}
