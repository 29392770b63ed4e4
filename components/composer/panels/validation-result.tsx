"use client";

import { firstOf, moreLine } from "@/lib/casts/core/shown-list";
import type { OutputValidation } from "@/lib/composer/panels/validate-output";

import { groupDigits } from "@/lib/casts/core/digits";

/** More problems than this scroll in a box. */
const BOXED_AFTER = 10;

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
  if (result.kind === "too-large")
    return <p className="bg-danger-soft text-danger rounded-md px-3 py-2">Not checked: {result.message}</p>;
  if (result.kind === "json-error") {
    return (
      <p className="bg-danger-soft text-danger rounded-md px-3 py-2">
        Not JSON{result.line === null ? "" : ` (line ${result.line}, column ${result.column})`}:{" "}
        {result.message}
      </p>
    );
  }
  // The first 100 problems and a count of the rest: 50,000 unknown keys printed at once froze the page.
  const { shown, more } = firstOf(result.issues);
  // A long list scrolls in a box of its own (reachable with Tab, to scroll by keyboard), so the panels
  // below stay near: 100 problems on a phone made a list several screens tall.
  const boxed = shown.length > BOXED_AFTER;
  return (
    <div className="bg-danger-soft text-danger rounded-md px-3 py-2">
      <p className="font-medium" data-testid="output-problem-count">
        {groupDigits(result.issues.length)} {result.issues.length === 1 ? "problem" : "problems"}
        {more > 0 ? `, the first ${shown.length} listed` : ""}:
      </p>
      <ul
        className={`mt-1 space-y-0.5 ${boxed ? "max-h-80 overflow-y-auto overscroll-contain pr-1" : ""}`}
        {...(boxed ? { tabIndex: 0, "aria-label": "Problems" } : {})}
      >
        {shown.map((issue, index) => (
          <li key={index} data-testid="output-problem">
            <code className="font-mono font-semibold break-all">{issue.path}</code>: {issue.message}
          </li>
        ))}
        {more > 0 ? <li data-testid="output-problems-more">{moreLine(more)}</li> : null}
      </ul>
    </div>
  );
}
