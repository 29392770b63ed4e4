"use client";

import { Suspense, useDeferredValue, useEffect, useId, useState } from "react";

import type { OutputValidation } from "@/lib/composer/lazy/validate-output";

import { ValidationResult } from "./lazy-parts";

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
        {shown ? (
          <Suspense fallback={null}>
            <ValidationResult.Component result={shown} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
