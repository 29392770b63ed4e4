// Loaded with import() only when someone pastes model output: it pulls in zod and the emission models.
import { MAX_INPUT_BYTES, Role } from "@/lib/casts";
import { decodeReply } from "@/lib/casts/export/decode";

export type OutputValidation =
  | { readonly kind: "valid"; readonly keys: readonly string[] }
  | { readonly kind: "json-error"; readonly message: string; readonly line: number | null; readonly column: number | null }
  | { readonly kind: "invalid"; readonly issues: readonly { readonly path: string; readonly message: string }[] }
  | { readonly kind: "no-emissions"; readonly message: string };

/** `key.field[2]`, or `(root)` for the whole payload. */
export function formatIssuePath(path: readonly (string | number)[]): string {
  if (path.length === 0) return "(root)";
  return path.map((part, index) => (typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`)).join("");
}

function jsonError(text: string, error: unknown): OutputValidation {
  const raw = error instanceof Error ? error.message : String(error);
  const lineColumn = /\(line (\d+) column (\d+)\)/.exec(raw);
  const offset = /at position (\d+)/.exec(raw);
  let line: number | null = null;
  let column: number | null = null;
  if (lineColumn) {
    line = Number(lineColumn[1]);
    column = Number(lineColumn[2]);
  } else if (offset) {
    const before = text.slice(0, Number(offset[1]));
    line = before.split("\n").length;
    column = before.length - before.lastIndexOf("\n");
  }
  const message = raw.replace(/ in JSON at position \d+.*$/s, "").replace(/ \(line \d+ column \d+\)$/, "");
  return { kind: "json-error", message, line, column };
}

/** Parses pasted JSON and validates it against the role's emission operable. */
export function validateEmissionOutput(roleName: string, text: string): OutputValidation {
  const operable = Role.load(roleName).emissionOperable();
  if (!operable) return { kind: "no-emissions", message: `${roleName} declares no emissions, so there is nothing to validate against.` };
  if (text.length * 3 > MAX_INPUT_BYTES && new TextEncoder().encode(text).length > MAX_INPUT_BYTES) {
    return { kind: "json-error", message: "The pasted output is over the 1 MiB (1,048,576 bytes) limit.", line: null, column: null };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    return jsonError(text, error);
  }
  // Decoded first, so a structured-output reply from OpenAI (forced nulls, JSON-encoded maps) or Anthropic validates.
  const result = decodeReply(operable, payload);
  if (result.success) return { kind: "valid", keys: Object.keys(result.data) };
  return { kind: "invalid", issues: result.issues.map((issue) => ({ path: formatIssuePath(issue.path), message: issue.message })) };
}
