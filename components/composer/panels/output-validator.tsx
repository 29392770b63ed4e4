"use client";

import { useDeferredValue, useEffect, useId, useState } from "react";

import { MAX_INPUT_BYTES, sizeOverLimit, tooLargeMessage } from "@/lib/casts/core/limits";
import type { OutputValidation } from "@/lib/composer/panels/validate-output";

import { ValidationResult } from "./validation-result";

type Parser = typeof import("@/lib/composer/panels/parse-off-thread");
let parser: Promise<Parser> | undefined;
// zod and the emission models load only once someone starts pasting output; a big paste is parsed
// in a worker, so the page never stalls on it.
const loadParser = () => (parser ??= import("@/lib/composer/panels/parse-off-thread"));

/** Below this length a paste is under 64 KiB and is checked on the page within a frame (see parse-off-thread). */
const CHECKING_NOTE_CHARS = (64 * 1024) / 3;

/** Paste a model's JSON output and see it checked against the role's operable, errors by path. */
export function OutputValidator({ roleName }: { readonly roleName: string }) {
  const id = useId();
  const [text, setText] = useState("");
  // Why the last paste or drop was refused, until the next edit.
  const [refused, setRefused] = useState<string | null>(null);
  const deferred = useDeferredValue(text);
  const [result, setResult] = useState<{
    readonly input: string;
    readonly role: string;
    readonly value: OutputValidation;
  } | null>(null);

  useEffect(() => {
    if (deferred.trim() === "") return;
    let current = true;
    void loadParser()
      .then((module) => module.parseOffThread({ kind: "validate-output", roleName, text: deferred }))
      .then(
        (value) => current && value && setResult({ input: deferred, role: roleName, value }),
        (error: unknown) =>
          current &&
          setResult({
            input: deferred,
            role: roleName,
            value: { kind: "json-error", message: String(error), line: null, column: null },
          }),
      );
    return () => {
      current = false;
    };
  }, [deferred, roleName]);

  const shown =
    deferred.trim() !== "" && result?.input === deferred && result.role === roleName ? result.value : null;
  // Said only for a big paste (a small one answers within a frame).
  const checking = text.trim() !== "" && text.length > CHECKING_NOTE_CHARS;
  // A paste or drop that would take the box over the checker's limit is refused before the browser puts
  // it in: taking in 2 MB held the page 1 to 4 s (and each key after it about 1 s) only to say
  // "Not checked". Past the limit in UTF-16 units, the size is known from the length alone. (A drop
  // lands at the pointer rather than over the selection; near the limit the check after it refuses.)
  const refuseOverLimit = (event: React.SyntheticEvent<HTMLTextAreaElement>, incoming: string) => {
    const box = event.currentTarget;
    const next = box.value.slice(0, box.selectionStart) + incoming + box.value.slice(box.selectionEnd);
    const over = sizeOverLimit(next, MAX_INPUT_BYTES);
    if (!over) return;
    event.preventDefault();
    setRefused(tooLargeMessage(over.bytes, MAX_INPUT_BYTES, "the reply", over.exact));
  };
  return (
    <div className="border-border mt-4 border-t pt-4">
      <label htmlFor={`${id}-output`} className="block text-sm font-medium">
        Check a model&apos;s output
      </label>
      <p id={`${id}-hint`} className="text-fg-subtle mt-0.5 text-xs">
        Paste the model&apos;s reply — the JSON object alone, or a chat answer with the JSON in a fenced
        block; it is validated against {roleName}&apos;s operable as you type.
      </p>
      <textarea
        id={`${id}-output`}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setRefused(null);
        }}
        onPaste={(event) => refuseOverLimit(event, event.clipboardData.getData("text/plain"))}
        onDrop={(event) => refuseOverLimit(event, event.dataTransfer.getData("text/plain"))}
        onFocus={() => void loadParser()}
        rows={5}
        spellCheck={false}
        placeholder={'{ "finding": { "description": "…" } }'}
        data-testid="output-input"
        className="border-border-strong bg-bg mt-2 w-full rounded-md border px-3 py-2 font-mono text-xs"
      />
      <div aria-live="polite" data-testid="output-result" className="mt-2 text-sm">
        {refused !== null ? (
          <p className="bg-danger-soft text-danger rounded-md px-3 py-2" data-testid="output-refused">
            Not pasted: {refused} for a check, so the box is unchanged.
          </p>
        ) : shown === null && checking ? (
          <p className="text-fg-muted" data-testid="output-checking">
            Checking… (a big paste is read in the background; the page stays usable)
          </p>
        ) : null}
        {shown && refused === null ? <ValidationResult result={shown} /> : null}
      </div>
    </div>
  );
}
