"use client";

import { useId } from "react";

import { FIELD } from "./run-settings-fields";

/** One field per `{{name}}` of the user message; the values live in the page's address (never the key). */
export function RunVariables({
  names,
  values,
  problems,
  onChange,
}: {
  readonly names: readonly string[];
  readonly values: Readonly<Record<string, string>>;
  /** The URL's var parameters that could not be read. */
  readonly problems: readonly string[];
  readonly onChange: (name: string, value: string) => void;
}) {
  const id = useId();
  if (names.length === 0 && problems.length === 0) return null;
  return (
    <fieldset className="border-border rounded-md border px-3 py-2" data-testid="run-variables">
      <legend className="px-1 text-sm font-medium">Variables</legend>
      {problems.length > 0 ? (
        <ul className="text-warning mb-2 space-y-0.5 text-xs" data-testid="run-variable-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {names.map((name, index) => (
          <label key={name} className="block min-w-0 text-sm" htmlFor={`${id}-${index}`}>
            <code className="font-mono text-xs">{`{{${name}}}`}</code>
            <input
              id={`${id}-${index}`}
              value={values[name] ?? ""}
              data-testid="run-variable"
              data-name={name}
              onChange={(event) => onChange(name, event.target.value)}
              className={FIELD}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
