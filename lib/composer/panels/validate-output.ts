// Loaded with import() only when someone pastes model output: it pulls in zod and the emission models.
import { assertInputSize, isCastsError, Role } from "@/lib/casts";
import { decodeReply } from "@/lib/casts/export/decode";
import { parseStrictJson } from "@/lib/casts/strict-json";

import { readableIssue, stripJsonFence } from "@/lib/casts/json-fence";

export type OutputValidation = (
  | { readonly kind: "valid"; readonly keys: readonly string[] }
  | {
      readonly kind: "json-error";
      readonly message: string;
      readonly line: number | null;
      readonly column: number | null;
    }
  | {
      readonly kind: "invalid";
      readonly issues: readonly { readonly path: string; readonly message: string }[];
    }
  | { readonly kind: "no-emissions"; readonly message: string }
  /** Over the input limit: not read at all, so nothing is said of its JSON. */
  | { readonly kind: "too-large"; readonly message: string }
) & {
  /** The output came wrapped in a Markdown code fence, which was removed before parsing. */
  readonly fenced?: true;
  /** The fenced JSON was taken from a reply with prose around it. */
  readonly inProse?: true;
};

/** `key.field[2]`, or `(root)` for the whole payload; a key that is empty or has dots, brackets or spaces is quoted: `[""]`. */
export function formatIssuePath(path: readonly (string | number)[]): string {
  if (path.length === 0) return "(root)";
  return path
    .map((part, index) => {
      if (typeof part === "number") return `[${part}]`;
      if (part === "" || /[.[\]\s"]/.test(part)) return `[${JSON.stringify(part)}]`;
      return index === 0 ? part : `.${part}`;
    })
    .join("");
}

/** Parses pasted JSON and validates it against the role's emission operable. */
export function validateEmissionOutput(roleName: string, text: string): OutputValidation {
  const operable = Role.load(roleName).emissionOperable();
  if (!operable)
    return {
      kind: "no-emissions",
      message: `${roleName} declares no emissions, so there is nothing to validate against.`,
    };
  try {
    assertInputSize(text, "The pasted output");
  } catch (error) {
    if (!isCastsError(error)) throw error;
    return { kind: "too-large", message: error.message };
  }
  const unfenced = stripJsonFence(text);
  const fenced = unfenced.fenced
    ? { fenced: true as const, ...(unfenced.inProse ? { inProse: true as const } : {}) }
    : {};
  // Line numbers refer to the pasted text, so a removed opening fence line is added back.
  const offset = unfenced.fenced ? text.slice(0, text.indexOf(unfenced.text)).split("\n").length - 1 : 0;
  const parsed = parseStrictJson(unfenced.text);
  if (!parsed.ok) {
    return {
      kind: "json-error",
      message: `Invalid JSON: ${parsed.reason}`,
      line: parsed.line + offset,
      column: parsed.column,
      ...fenced,
    };
  }
  // Decoded first, so a structured-output reply from OpenAI (forced nulls, JSON-encoded maps) or Anthropic validates.
  const result = decodeReply(operable, parsed.value);
  if (result.success) return { kind: "valid", keys: Object.keys(result.data), ...fenced };
  const issues = result.issues.map((issue) => ({
    path: formatIssuePath(issue.path),
    message: readableIssue(issue.message),
  }));
  return { kind: "invalid", issues, ...fenced };
}
