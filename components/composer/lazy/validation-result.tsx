"use client";

import type { OutputValidation } from "@/lib/composer/lazy/validate-output";

/** The verdict on pasted model output: valid keys, the JSON error with its place, or the problems by path. */
export function ValidationResult({ result }: { readonly result: OutputValidation }) {
  return (
    <>
      {result.fenced ? (
        <p className="text-fg-muted mb-1 text-xs" data-testid="output-fence-note">
          {result.inProse
            ? "Checked the JSON block of the reply (the fenced ``` block); the text around it was set aside."
            : "The output was wrapped in a Markdown code fence (```); the fence was removed before checking."}
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
