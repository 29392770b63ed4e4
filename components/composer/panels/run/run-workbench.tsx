"use client";

import { useEffect, useId, useMemo, useState } from "react";

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
import { streamingRun } from "@/lib/composer/panels/run/run-state";

import { RunCompare } from "./run-compare";
import { RunCost, usePrices } from "./run-cost";
import { RunHistory } from "./run-history";
import { FIELD, RunSettingsFields } from "./run-settings-fields";
import { dispatchRun, startRun, stopRun, useRuns } from "./use-runs";
import { RunVariables } from "./run-variables";
import { RunView } from "./run-view";

export interface RunTarget {
  /** `critic + adversarial, evidential`: runs are listed per composition. */
  readonly label: string;
  readonly role: { readonly name: string; readonly emits: readonly string[]; readonly directory: boolean };
  /** The runtime message (null while the role's body loads). */
  readonly instructions: string | null;
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
// What was typed in this tab, kept while the panel unmounts (the empty state, a reload of the parts):
// memory only, never storage unless the reader ticks "Remember the key".
let heldKey: string | null = null;
let heldInput = "";

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
  const [input, setInput] = useState(heldInput);
  const [maxTokens, setMaxTokens] = useState("");
  const [vars, setVars] = useState(() => readRunVars(new URLSearchParams(window.location.search)));
  const runs = useRuns();
  const [shown, setShown] = useState<number | null>(null);
  const [picked, setPicked] = useState<readonly number[]>([]);
  const prices = usePrices();
  // Why the last Run did not start (said in the live region: Ctrl+Enter gives no other sign).
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    heldKey = apiKey;
    heldInput = input;
  }, [apiKey, input]);
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
  const current = mine.find((run) => run.id === shown) ?? mine[0];
  const compared = runs.compare
    ? [
        runs.runs.find((run) => run.id === runs.compare?.[0]),
        runs.runs.find((run) => run.id === runs.compare?.[1]),
      ]
    : null;
  const hasEmissions = target.role.emits.length > 0;
  const missing = names.filter((name) => (vars.values[name] ?? "") === "");
  const blocked =
    target.instructions === null
      ? "The role's text is still loading."
      : input.trim() === ""
        ? "Write a user message to send."
        : missing.length > 0
          ? `Fill in ${missing.map((name) => `{{${name}}}`).join(", ")} first.`
          : null;

  const run = () => {
    if (running) return;
    if (blocked !== null || target.instructions === null) {
      setRefused(blocked);
      return;
    }
    setRefused(null);
    const instructions = target.instructions;
    const sent = fillVariables(input, vars.values);
    const tokens = Number(maxTokens);
    setShown(null);
    void startRun({
      composition: target.label,
      provider: settings.provider,
      model: settings.model.trim(),
      host: baseOrigin(settings.baseURL)?.replace(/^https?:\/\//, "") ?? settings.baseURL,
      input: sent,
      execute: async (handlers) =>
        (await loadClient()).executeRun(
          {
            settings,
            apiKey,
            instructions,
            input: sent,
            role: target.role,
            maxTokens: maxTokens.trim() !== "" && Number.isInteger(tokens) && tokens > 0 ? tokens : undefined,
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
        <label className="mt-2 block max-w-60 text-sm font-medium" htmlFor={`${id}-max`}>
          Max tokens (empty: the provider&apos;s default{settings.provider === "anthropic" ? ", 4096" : ""})
          <input
            id={`${id}-max`}
            inputMode="numeric"
            value={maxTokens}
            onChange={(event) => setMaxTokens(event.target.value.replace(/\D/g, ""))}
            className={FIELD}
          />
        </label>
        <p className="text-fg-subtle mt-1 text-xs">
          A reply is capped at 4 MiB and 120 s; the request is sent once (no retries) and redirects are not
          followed.
        </p>
      </details>
      <div className="flex flex-wrap items-center gap-2">
        <button
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
          onClick={stopRun}
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
          ? `Running ${target.label} on ${running.model}…`
          : refused !== null && blocked !== null
            ? `Not run: ${blocked}`
            : current
              ? statusText(current)
              : ""}
      </p>
      {compared && compared[0] && compared[1] ? (
        <RunCompare
          a={compared[0]}
          b={compared[1]}
          hasEmissions={hasEmissions}
          onClose={() => dispatchRun({ type: "compare", ids: null })}
        />
      ) : current ? (
        <RunView run={current} hasEmissions={hasEmissions}>
          <RunCost run={current} prices={prices} />
        </RunView>
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
          }}
          picked={picked}
          onPick={(runId, on) =>
            setPicked((ids) =>
              on
                ? [...ids.filter((other) => other !== runId), runId].slice(-2)
                : ids.filter((other) => other !== runId),
            )
          }
          onCompare={() => {
            const [a, b] = picked;
            if (a !== undefined && b !== undefined) dispatchRun({ type: "compare", ids: [a, b] });
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

function statusText(run: import("@/lib/composer/panels/run/run-state").RunRecord): string {
  if (run.status === "failed") return `The run failed: ${run.failure?.title ?? ""}.`;
  if (run.status === "stopped") return "Stopped.";
  if (run.status === "streaming") return "Running…";
  const verdicts = run.check?.verdicts ?? [];
  if (verdicts.length === 0) return "The reply is complete.";
  const bad = verdicts.filter((verdict) => !verdict.valid).length;
  return bad === 0
    ? `The reply is complete: ${verdicts.length} ${verdicts.length === 1 ? "key" : "keys"}, all valid.`
    : `The reply is complete: ${bad} of ${verdicts.length} keys not valid.`;
}
