// An eval fixture's expectations (lib/casts/evals/fixture-schema.ts) as promptfoo assertions that judge
// a reply as `casts eval` does (lib/casts/evals/check.ts): one `javascript` assertion per expectation
// item, in check.ts's order. promptfoo runs a one-line value as `return <value>` over `output`
// (https://promptfoo.dev/docs/configuration/expected-outputs/javascript/). The key, escalation and field
// checks take the reply's JSON object from the assertion's `transform`, which runs before the assertion
// (https://promptfoo.dev/docs/configuration/guide/#transforming-outputs: "It also works in assertions";
// a multi-line transform is a function body): the object is found as `casts run` and `casts eval` find
// it (lib/casts/run/check-reply.ts), in the whole reply, in one fenced block around it, or in the first
// fenced JSON block between prose. The text checks read the reply itself. promptfoo renders an
// assertion's value as a Nunjucks template before it runs it, so text taken from a fixture is written
// with its braces escaped (`\u007b`), and no value holds `{{`, `{%` or `{#`.
//
// For a role with emissions the JSON checks read the reply as eval decodes it (defaults filled in), and
// eval's other check, each key of the reply against the role's emission models, is one more assertion:
// both in ./validity.ts.
import type { EvalExpect, FieldExpectation } from "../../../evals/fixture-schema";
import type { JsonSchemaNode } from "../../provider-schema";

export type PromptfooAssertion =
  | {
      readonly type: "javascript";
      readonly value: string;
      /** For the checks of the reply's JSON: the transform that finds it (REPLY_JSON or the role's). */
      readonly transform?: string;
    }
  | {
      /** The reply's validity for the role's emission models (./validity.ts). */
      readonly type: "is-json";
      readonly value: JsonSchemaNode;
      readonly transform: string;
    };

/** What the transform gives for a reply without a JSON object; every JSON check then fails. */
const NO_JSON = "the reply holds no JSON object";

/**
 * The reply's JSON object as casts eval finds it (check-reply.ts's findReplyJson, with the fences of
 * lib/casts/json-fence.ts), else NO_JSON. A promptfoo provider that parsed the reply already passes
 * an object, taken as it is.
 */
export const REPLY_JSON = `// casts: the reply's JSON object, found as casts eval finds it
const none = ${JSON.stringify(NO_JSON)};
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
if (typeof output !== "string") return isObject(output) ? output : none;
const parse = (text) => {
  try {
    return [JSON.parse(text)];
  } catch (error) {
    return null;
  }
};
const whole = parse(output.trim());
if (whole) return isObject(whole[0]) ? whole[0] : none;
const fenced = /^\\s*\`\`\`[ \\t]*(?:json5?|jsonc)?[ \\t]*\\r?\\n([\\s\\S]*?)\\r?\\n[ \\t]*\`\`\`\\s*$/i.exec(output);
if (fenced) {
  const inner = parse(fenced[1]);
  return inner && isObject(inner[0]) ? inner[0] : none;
}
const lines = output.split("\\n");
for (let start = 0; start < lines.length; start += 1) {
  const opening = /^[ \\t]*\`\`\`[ \\t]*([A-Za-z0-9_-]*)[ \\t]*\\r?$/.exec(lines[start]);
  if (!opening) continue;
  let end = start + 2;
  while (end < lines.length && !/^[ \\t]*\`\`\`[ \\t]*\\r?$/.test(lines[end])) end += 1;
  if (end >= lines.length) continue;
  if (/^(?:json[5c]?)?$/i.test(opening[1])) {
    const block = parse(lines.slice(start + 1, end).join("\\n").replace(/\\r$/, ""));
    if (block && isObject(block[0])) return block[0];
  }
  start = end;
}
return none;`;

/**
 * JSON as a JavaScript literal, with the braces inside its strings escaped (`\u007b`) so that promptfoo's
 * Nunjucks pass leaves the assertion as written; an object's own braces never make `{{`, `{%` or `{#`.
 */
export function jsonLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/"(?:[^"\\]|\\.)*"/g, (text) =>
    text.replace(/[{}]/g, (brace) => (brace === "{" ? "\\u007b" : "\\u007d")),
  );
}

/** A JavaScript literal of a fixture's value (numbers as JavaScript writes them: `Infinity`). */
function literal(value: string | number | boolean | null): string {
  return typeof value === "number" ? String(value) : jsonLiteral(value);
}

const isJson = `typeof output === "object" && output !== null`;
/** A key present and not null, as check.ts's `present`. */
const holds = (key: string) => `Object.hasOwn(output, ${literal(key)}) && output[${literal(key)}] !== null`;
/** The raw reply, as the text checks read it. */
export const REPLY_TEXT = `(typeof output === "string" ? output : JSON.stringify(output))`;
const text = REPLY_TEXT;

/** The value at a dotted path (check.ts's lookup), or undefined when the path does not lead to one. */
function lookup(path: string): string {
  const segments = `[${path.split(".").map(literal).join(", ")}]`;
  const step =
    `if (Array.isArray(o)) { if (!/^(0|[1-9]\\d*)$/.test(k) || Number(k) >= o.length) return undefined; ` +
    `o = o[Number(k)]; } else if (o !== null && typeof o === "object") { ` +
    `if (!Object.hasOwn(o, k)) return undefined; o = o[k]; } else return undefined;`;
  return `((o) => { for (const k of ${segments}) { ${step} } return o; })(output)`;
}

/** What `min` and `max` bound (check.ts's measure): a number, a text's or list's length, a key count. */
const size =
  `(typeof v === "number" ? v : typeof v === "string" ? [...v].length : Array.isArray(v) ? v.length ` +
  `: v !== null && typeof v === "object" ? Object.keys(v).length : null)`;

function bounds(min: number | undefined, max: number | undefined): string {
  return [
    "n !== null",
    ...(min === undefined ? [] : [`n >= ${literal(min)}`]),
    ...(max === undefined ? [] : [`n <= ${literal(max)}`]),
  ].join(" && ");
}

function fieldCheck(field: FieldExpectation): string {
  const checks: string[] = [];
  if (field.equals !== undefined) checks.push(`v === ${literal(field.equals)}`);
  if (field.one_of !== undefined)
    checks.push(`[${field.one_of.map(literal).join(", ")}].some((option) => option === v)`);
  if (field.pattern !== undefined) {
    const regex = `new RegExp(${literal(field.pattern)}, "i")`;
    // Text, or a list of texts one of which matches.
    checks.push(
      `((t) => t !== null && t.every((x) => typeof x === "string") && t.some((x) => ${regex}.test(x)))` +
        `(typeof v === "string" ? [v] : Array.isArray(v) ? v : null)`,
    );
  }
  if (field.min !== undefined || field.max !== undefined)
    checks.push(`((n) => ${bounds(field.min, field.max)})(${size})`);
  return `((v) => v !== undefined && ${checks.map((check) => `(${check})`).join(" && ")})(${lookup(field.path)})`;
}

/** check.ts's escalationUrgency: the urgency, the legacy `blocking` flag's, or the model's default. */
const urgency =
  `((q) => q === null || typeof q !== "object" || Array.isArray(q) ? null : ` +
  `q.urgency === "blocked" || q.urgency === "fyi" ? q.urgency : q.urgency != null ? null : ` +
  `Object.hasOwn(q, "blocking") ? (q.blocking ? "blocked" : "fyi") : "blocked")(output.escalation_request)`;

/**
 * The assertions one fixture's `expect` becomes: one per expectation item, in check.ts's order. The
 * JSON checks read what `transform` gives: REPLY_JSON's object, or for a role with emissions that object
 * as eval decodes it (./validity.ts's replyTransform).
 */
export function promptfooAssertions(
  expect: EvalExpect,
  transform: string = REPLY_JSON,
): PromptfooAssertion[] {
  const json = (value: string): PromptfooAssertion => ({
    type: "javascript",
    value: `${isJson} && ${value}`,
    transform,
  });
  const plain = (value: string): PromptfooAssertion => ({ type: "javascript", value });
  const assertions: PromptfooAssertion[] = [
    ...(expect.keys ?? []).map((key) => json(holds(key))),
    ...(expect.forbid_keys ?? []).map((key) => json(`!(${holds(key)})`)),
  ];
  const escalation = expect.escalation ?? (expect.urgency !== undefined ? true : undefined);
  if (escalation !== undefined)
    assertions.push(json(escalation ? holds("escalation_request") : `!(${holds("escalation_request")})`));
  if (expect.urgency !== undefined) assertions.push(json(`${urgency} === ${literal(expect.urgency)}`));
  for (const field of expect.fields ?? []) assertions.push(json(fieldCheck(field)));
  for (const needle of expect.contains ?? [])
    assertions.push(plain(`${text}.toLowerCase().includes(${literal(needle.toLowerCase())})`));
  for (const needle of expect.not_contains ?? [])
    assertions.push(plain(`!${text}.toLowerCase().includes(${literal(needle.toLowerCase())})`));
  if (expect.pattern !== undefined)
    assertions.push(plain(`new RegExp(${literal(expect.pattern)}, "i").test(${text})`));
  if (expect.length !== undefined)
    assertions.push(plain(`((n) => ${bounds(expect.length.min, expect.length.max)})([...${text}].length)`));
  return assertions;
}
