"use client";

import { useId } from "react";

import type { SettingsField } from "@/lib/composer/panels/run/run-checks";
import {
  baseOrigin,
  defaultSettings,
  PROVIDER_LABELS,
  RUN_PRESETS,
  RUN_PROVIDERS,
  type RunProvider,
  type RunSettings,
} from "@/lib/composer/panels/run/run-settings";

export const FIELD =
  "border-border-strong bg-bg mt-1 block w-full min-w-0 rounded-md border px-2 py-1.5 text-sm pointer-coarse:min-h-11";
const LABEL = "block min-w-0 text-sm font-medium";
const SMALL_BUTTON =
  "border-border hover:bg-bg-muted rounded border px-2 py-0.5 text-xs font-medium pointer-coarse:min-h-11";

/** A field's problem, under it (an element always, so a screen reader's description of it stays put). */
export function FieldError({
  id,
  field,
  error,
}: {
  readonly id: string;
  readonly field: string;
  readonly error: string | null;
}) {
  return error === null ? null : (
    <p id={id} className="text-danger mt-1 text-xs" data-testid="run-field-error" data-field={field}>
      {error}
    </p>
  );
}

/** Provider, base URL (with presets), model, and the API key with its opt-in "remember" box. */
export function RunSettingsFields({
  settings,
  onSettings,
  apiKey,
  onApiKey,
  remember,
  onRemember,
  onForget,
  remembered,
  errors,
  onLeave,
}: {
  readonly settings: RunSettings;
  readonly onSettings: (settings: RunSettings) => void;
  readonly apiKey: string;
  readonly onApiKey: (key: string) => void;
  readonly remember: boolean;
  readonly onRemember: (remember: boolean) => void;
  readonly onForget: () => void;
  /** A key is kept in this browser's storage. */
  readonly remembered: boolean;
  /** What is wrong with each field, where it is to be said (null: nothing, or not yet). */
  readonly errors: Readonly<Record<SettingsField, string | null>>;
  /** The reader left a field: its problem, if any, may be said now. */
  readonly onLeave: (field: SettingsField) => void;
}) {
  const id = useId();
  const invalid = (field: SettingsField, describedBy?: string) => ({
    "aria-invalid": errors[field] !== null,
    "aria-describedby":
      [errors[field] === null ? "" : `${id}-${field}-error`, describedBy ?? ""].join(" ").trim() || undefined,
    onBlur: () => onLeave(field),
  });
  const origin = baseOrigin(settings.baseURL);
  const keyOptional = settings.provider === "openai-compatible";
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Where to run</legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <label className={LABEL} htmlFor={`${id}-provider`}>
          Provider
          <select
            id={`${id}-provider`}
            value={settings.provider}
            data-testid="run-provider"
            onChange={(event) => {
              const provider = RUN_PROVIDERS.find((candidate) => candidate === event.target.value);
              if (provider) onSettings(defaultSettings(provider as RunProvider));
            }}
            className={FIELD}
          >
            {RUN_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {PROVIDER_LABELS[provider]}
              </option>
            ))}
          </select>
        </label>
        <div className="min-w-0">
          <label className={LABEL} htmlFor={`${id}-base`}>
            Base URL
            <input
              id={`${id}-base`}
              type="url"
              inputMode="url"
              value={settings.baseURL}
              spellCheck={false}
              autoComplete="off"
              data-testid="run-base-url"
              {...invalid("baseUrl")}
              onChange={(event) => onSettings({ ...settings, baseURL: event.target.value })}
              className={`${FIELD} font-mono`}
            />
          </label>
          <FieldError id={`${id}-baseUrl-error`} field="baseUrl" error={errors.baseUrl} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1.5 text-xs">
        <span className="text-fg-muted">Presets:</span>
        {RUN_PRESETS.map((preset) => (
          <button
            key={preset.label}
            type="button"
            className={SMALL_BUTTON}
            title={`${PROVIDER_LABELS[preset.provider]} at ${preset.baseURL}`}
            onClick={() =>
              onSettings({
                provider: preset.provider,
                baseURL: preset.baseURL,
                model: preset.model || settings.model,
              })
            }
          >
            {preset.label}
          </button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="min-w-0">
          <label className={LABEL} htmlFor={`${id}-model`}>
            Model
            <input
              id={`${id}-model`}
              value={settings.model}
              spellCheck={false}
              autoComplete="off"
              data-testid="run-model"
              {...invalid("model")}
              onChange={(event) => onSettings({ ...settings, model: event.target.value })}
              className={`${FIELD} font-mono`}
            />
          </label>
          <FieldError id={`${id}-model-error`} field="model" error={errors.model} />
        </div>
        <div className="min-w-0">
          <label className={LABEL} htmlFor={`${id}-key`}>
            API key{keyOptional ? " (if the server needs one)" : ""}
            <input
              id={`${id}-key`}
              type="password"
              value={apiKey}
              spellCheck={false}
              autoComplete="off"
              data-testid="run-key"
              {...invalid("apiKey", `${id}-key-hint`)}
              onChange={(event) => onApiKey(event.target.value)}
              className={`${FIELD} font-mono`}
            />
          </label>
          <FieldError id={`${id}-apiKey-error`} field="apiKey" error={errors.apiKey} />
        </div>
      </div>
      <div className="space-y-1">
        <p id={`${id}-key-hint`} className="text-fg-subtle text-xs" data-testid="run-key-hint">
          The key is sent only to {origin ?? "the base URL"} and never put in the address or a log.{" "}
          {remember
            ? "It is kept in this browser's storage until you untick the box or choose Forget key."
            : "This page holds it in memory only: a reload or leaving the page clears it."}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <label className="inline-flex items-center gap-2 text-sm pointer-coarse:min-h-11">
            <input
              type="checkbox"
              checked={remember}
              data-testid="run-remember-key"
              onChange={(event) => onRemember(event.target.checked)}
            />
            Remember the key in this browser (stored in localStorage)
          </label>
          {remembered || remember ? (
            <button type="button" className={SMALL_BUTTON} data-testid="run-forget-key" onClick={onForget}>
              Forget key
            </button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
