"use client";

import { useDeferredValue, useEffect, useId, useState } from "react";

import type { OutputValidation } from "@/lib/composer/lazy/validate-output";

type Validator = typeof import("@/lib/composer/lazy/validate-output");
let validator: Promise<Validator> | undefined;
// zod and the emission models load only once someone starts pasting output.
const loadValidator = () => (validator ??= import("@/lib/composer/lazy/validate-output"));

/** Paste a model's JSON output and see it checked against the role's operable, errors by path. */
export function OutputValidator({ roleName }: { readonly roleName: string }) {
  const id = useId();
  const [text, setText] = useState("");
  const deferred = useDeferredValue(text);
  const [result, setResult] = useState<{
    readonly input: string;
    readonly role: string;
    readonly value: OutputValidation;
  } | null>(null);

  useEffect(() => {
    if (deferred.trim() === "") return;
    let current = true;
    loadValidator().then((module) => {
      if (current)
        setResult({
          input: deferred,
          role: roleName,
          value: module.validateEmissionOutput(roleName, deferred),
        });
    });
    return () => {
      current = false;
    };
  }, [deferred, roleName]);

  const shown =
    deferred.trim() !== "" && result?.input === deferred && result.role === roleName ? result.value : null;
  return (
    <div className="border-border mt-4 border-t pt-4">
      <label htmlFor={`${id}-output`} className="block text-sm font-medium">
        Check a model&apos;s output
      </label>
      <p id={`${id}-hint`} className="text-fg-subtle mt-0.5 text-xs">
        Paste the JSON object the model returned; it is validated against {roleName}&apos;s operable as you
        type.
      </p>
      <textarea
        id={`${id}-output`}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => void loadValidator()}
        rows={5}
        spellCheck={false}
        placeholder={'{ "finding": { "description": "…" } }'}
        data-testid="output-input"
        className="border-border-strong bg-bg mt-2 w-full rounded-md border px-3 py-2 font-mono text-xs"
      />
      <div aria-live="polite" data-testid="output-result" className="mt-2 text-sm">
        {shown ? <ValidationResult result={shown} /> : null}
      </div>
    </div>
  );
}

function ValidationResult({ result }: { readonly result: OutputValidation }) {
  return (
    <>
      {result.fenced ? (
        <p className="text-fg-muted mb-1 text-xs" data-testid="output-fence-note">
          The output was wrapped in a Markdown code fence (```); the fence was removed before checking.
        </p>
      ) : null}
      <ValidationVerdict result={result} />
    </>
  );
}

function ValidationVerdict({ result }: { readonly result: OutputValidation }) {
  if (result.kind === "valid") {
    return (
      <p className="bg-success-soft text-success rounded-md px-3 py-2">
        Valid{result.keys.length > 0 ? `: ${result.keys.join(", ")}` : " (an empty object: no emissions)"}.
      </p>
    );
  }
  if (result.kind === "no-emissions") return <p className="text-fg-muted">{result.message}</p>;
  if (result.kind === "json-error") {
    return (
      <p className="bg-danger-soft text-danger rounded-md px-3 py-2">
        Not JSON{result.line === null ? "" : ` (line ${result.line}, column ${result.column})`}:{" "}
        {result.message}
      </p>
    );
  }
  return (
    <div className="bg-danger-soft text-danger rounded-md px-3 py-2">
      <p className="font-medium">
        {result.issues.length} {result.issues.length === 1 ? "problem" : "problems"}:
      </p>
      <ul className="mt-1 space-y-0.5">
        {result.issues.map((issue, index) => (
          <li key={index}>
            <code className="font-mono font-semibold">{issue.path}</code>: {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
