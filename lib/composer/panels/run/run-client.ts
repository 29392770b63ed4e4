// The Run panel's side of the run engine (lib/casts/run): sends the composition, streams the reply,
// checks it against the role's emission models. Loaded with import() on the first Run (it brings
// the official SDK clients, zod and the emission models), so the panel's own code stays small.
import { checkReply, isRunError, runComposition } from "@/lib/casts/run";

import { describeRunError, describeUnexpected } from "./run-failure";
import type { RunSettings } from "./run-settings";
import type { RunCheck, RunFailure, RunOutcome } from "./run-state";

export interface RunJob {
  readonly settings: RunSettings;
  readonly apiKey: string;
  /** The runtime message: what the composer's Runtime view shows. */
  readonly instructions: string;
  readonly input: string;
  readonly role: { readonly name: string; readonly emits: readonly string[] };
  readonly maxTokens?: number | undefined;
  readonly timeoutMs?: number | undefined;
  readonly capBytes?: number | undefined;
}

/** Runs the job once; throws what runComposition throws (a RunError in words). */
export async function executeRun(
  job: RunJob,
  handlers: { readonly signal: AbortSignal; readonly onText: (text: string) => void },
): Promise<RunOutcome> {
  const result = await runComposition(
    {
      provider: job.settings.provider,
      baseUrl: job.settings.baseURL,
      model: job.settings.model.trim(),
      apiKey: job.apiKey,
      instructions: job.instructions,
      input: job.input,
      role: { name: job.role.name, emits: job.role.emits },
      maxTokens: job.maxTokens,
      timeoutMs: job.timeoutMs,
      capBytes: job.capBytes,
    },
    { signal: handlers.signal, onText: (_delta, text) => handlers.onText(text) },
  );
  const checked = checkReply(job.role.emits, result.reply, { roleName: job.role.name });
  const check: RunCheck = {
    decoded: checked.decoded,
    parseError: checked.parseError ?? null,
    verdicts: checked.verdicts,
    escalation: checked.escalation ?? null,
    valid: checked.valid,
  };
  return {
    text: result.reply,
    check,
    usage: result.usage ?? null,
    finishReason: result.finishReason,
    notice: runNotice(result.cutOff, result.notices),
  };
}

/**
 * The run's note, if any: the reply cut off, then what the provider's SDK said of the request (a
 * deprecated model), each on one line. The SDKs write such notices to the console, where no reader of
 * the panel looks (lib/casts/run/stream-types.ts: sdkNotices).
 */
function runNotice(cutOff: string | undefined, notices: readonly string[] | undefined): string | null {
  const lines = [cutOff, ...(notices ?? [])]
    .map((line) => (line ?? "").replace(/\s+/g, " ").trim())
    .filter((line) => line !== "");
  return lines.length === 0 ? null : lines.join(" ");
}

/**
 * What a failed run shows: the engine's words, with what the provider's SDK had said of the request, or a
 * plain sentence for anything unexpected (never the key).
 */
export function describeRunFailure(error: unknown, apiKey: string): RunFailure {
  if (!isRunError(error)) return describeUnexpected(error, apiKey);
  const failure = describeRunError(error);
  const note = runNotice(undefined, error.notices);
  return note === null ? failure : { ...failure, note };
}
