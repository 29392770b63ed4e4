// An eval fixture's expectations (lib/casts/evals/fixture-schema.ts) as promptfoo assertions
// (https://promptfoo.dev/docs/configuration/expected-outputs/): `icontains` / `not-icontains` for text,
// `is-json` then `javascript` expressions over `output` for keys, escalations and fields.
import type { EvalExpect, FieldExpectation } from "../../../evals/fixture-schema";

export interface PromptfooAssertion {
  readonly type: string;
  readonly value?: string;
}

const js = (value: string): PromptfooAssertion => ({ type: "javascript", value });
const reply = "JSON.parse(output)";

function fieldCheck(field: FieldExpectation): string {
  const checks: string[] = [];
  if (field.equals !== undefined) checks.push(`v === ${JSON.stringify(field.equals)}`);
  if (field.one_of !== undefined) checks.push(`${JSON.stringify(field.one_of)}.includes(v)`);
  if (field.pattern !== undefined)
    checks.push(`typeof v === "string" && new RegExp(${JSON.stringify(field.pattern)}, "i").test(v)`);
  const size = `(typeof v === "number" ? v : v == null ? NaN : v.length)`;
  if (field.min !== undefined) checks.push(`${size} >= ${field.min}`);
  if (field.max !== undefined) checks.push(`${size} <= ${field.max}`);
  const path = JSON.stringify(field.path.split("."));
  return `((v) => ${checks.map((check) => `(${check})`).join(" && ")})(${path}.reduce((o, k) => (o == null ? undefined : o[k]), ${reply}))`;
}

/** The assertions one fixture's `expect` becomes, in the order the fields are read. */
export function promptfooAssertions(expect: EvalExpect): PromptfooAssertion[] {
  const structured: PromptfooAssertion[] = [];
  if (expect.keys) structured.push(js(`${JSON.stringify(expect.keys)}.every((k) => k in ${reply})`));
  if (expect.forbid_keys)
    structured.push(js(`!${JSON.stringify(expect.forbid_keys)}.some((k) => k in ${reply})`));
  const escalation = expect.urgency !== undefined ? true : expect.escalation;
  if (escalation !== undefined)
    structured.push(js(`${escalation ? "" : "!"}("escalation_request" in ${reply})`));
  if (expect.urgency !== undefined)
    structured.push(js(`${reply}.escalation_request.urgency === ${JSON.stringify(expect.urgency)}`));
  for (const field of expect.fields ?? []) structured.push(js(fieldCheck(field)));
  const text: PromptfooAssertion[] = [
    ...(expect.contains ?? []).map((value) => ({ type: "icontains", value })),
    ...(expect.not_contains ?? []).map((value) => ({ type: "not-icontains", value })),
  ];
  if (expect.pattern !== undefined)
    text.push(js(`new RegExp(${JSON.stringify(expect.pattern)}, "i").test(output)`));
  if (expect.length !== undefined) {
    const bounds = [
      ...(expect.length.min === undefined ? [] : [`output.length >= ${expect.length.min}`]),
      ...(expect.length.max === undefined ? [] : [`output.length <= ${expect.length.max}`]),
    ];
    text.push(js(bounds.join(" && ")));
  }
  return [...(structured.length > 0 ? [{ type: "is-json" }, ...structured] : []), ...text];
}
