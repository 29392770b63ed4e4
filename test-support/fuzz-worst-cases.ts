// Worst-case inputs for the parsers of outside input, each within its limits (contract §5): what the
// random property suites rarely reach — 1 MiB of many short entries, nesting at the depth limit, long
// scalars and lines, aliases under the budget, many errors, unknown keys at size. Built once, shared by
// `npm run bench -- parsers` (which times them) and the worst-case property suite (which checks the
// outcome is a value or a CastsError, never a crash; no timing in tests).
import {
  MAX_CONFIG_JSON_BYTES,
  MAX_DEPTH,
  MAX_INPUT_BYTES,
  MAX_YAML_LINES,
  MAX_YAML_TOKENS,
  utf8Length,
} from "@/lib/casts/core/limits";

/** Just under the 1 MiB limit, so the input is parsed rather than refused for its size. */
export const NEAR_LIMIT = MAX_INPUT_BYTES - 64;

/** `piece(i)` repeated, between `head` and `tail`, until the whole is as close to `bytes` as it gets. */
export function fill(
  head: string,
  piece: (index: number) => string,
  tail = "",
  bytes = NEAR_LIMIT,
  separator = "",
): string {
  const parts: string[] = [head];
  let size = utf8Length(head) + utf8Length(tail);
  for (let index = 0; ; index += 1) {
    const next = (index === 0 ? "" : separator) + piece(index);
    const length = utf8Length(next);
    if (size + length > bytes) break;
    parts.push(next);
    size += length;
  }
  parts.push(tail);
  return parts.join("");
}

export interface WorstCase {
  /** Short name, e.g. `block map, short keys`. */
  readonly name: string;
  readonly text: string;
}

const nested = (depth: number, leaf = "1") => `${"[".repeat(depth)}${leaf}${"]".repeat(depth)}`;
const blockNested = (depth: number) =>
  `${Array.from({ length: depth }, (_, level) => `${" ".repeat(level)}k${level}:`).join("\n")} 1\n`;

/** YAML inputs for any YAML parser: shapes that stress the lexer, composer and checks. */
export function yamlCases(): WorstCase[] {
  return [
    { name: "block map, short keys", text: fill("", (i) => `k${i}: ${i}\n`) },
    { name: "flow map, short keys", text: fill("{", (i) => `k${i}: 1`, "}\n", NEAR_LIMIT, ", ") },
    { name: "block seq, short items", text: fill("", () => "- a\n") },
    { name: "flow seq, 1-char items", text: fill("[", () => "1", "]\n", NEAR_LIMIT, ",") },
    { name: "flow seq, empty items", text: fill("[", () => "[]", "]\n", NEAR_LIMIT, ",") },
    { name: "nesting at the depth limit", text: nested(MAX_DEPTH - 1) },
    {
      name: "many depth-63 flow nests",
      text: fill("", (i) => `k${i}: ${nested(MAX_DEPTH - 2)}\n`),
    },
    {
      name: "block nesting at the limit, repeated",
      // Indented line by line (not after the last newline, which would pull r1 into r0's map).
      text: fill("", (i) => `r${i}:\n${blockNested(MAX_DEPTH - 2).replace(/^(?=.)/gm, "  ")}`),
    },
    // Just under MAX_YAML_TOKENS and MAX_YAML_LINES with everything composed: as costly as deep nesting.
    {
      name: "block map just under the token limit",
      text: `r:\n${Array.from({ length: Math.floor((MAX_YAML_TOKENS - 10) / 3) }, (_, i) => `  k${i}: v\n`).join("")}`,
    },
    {
      name: "block seq just under the line limit",
      text: `r:\n${"  - v\n".repeat(MAX_YAML_LINES - 10)}`,
    },
    { name: "one plain scalar", text: `k: ${"x".repeat(NEAR_LIMIT - 3)}` },
    { name: "one plain scalar, many words", text: `k: ${"ab ".repeat(Math.floor((NEAR_LIMIT - 3) / 3))}` },
    { name: "double-quoted, escapes", text: `k: "${"\\u00e9\\n".repeat(Math.floor((NEAR_LIMIT - 6) / 8))}"` },
    {
      name: "single-quoted, folded lines",
      text: `k: '${"ab\n  ".repeat(Math.floor((NEAR_LIMIT - 6) / 5))}'`,
    },
    { name: "block literal, many lines", text: fill("k: |\n", () => "  line of text\n") },
    { name: "long comment line", text: `# ${"c".repeat(NEAR_LIMIT - 8)}\nk: 1\n` },
    {
      name: "aliases under the budget",
      text: `a: &a [${Array.from({ length: 1000 }, (_, i) => i).join(",")}]\n${fill("", (i) => `b${i}: *a\n`).slice(0, 2000)}`,
    },
    { name: "many anchors, one alias each", text: fill("", (i) => `a${i}: &a${i} 1\nb${i}: *a${i}\n`) },
    { name: "many anchors, unused", text: fill("", (i) => `- &a${i} x\n`) },
    { name: "an error on every line", text: fill("", () => "a: b: c\n") },
    { name: "tabs for indentation", text: fill("k:\n", () => "\t- x\n") },
    { name: "unclosed flow collections", text: fill("", () => "[{") },
    { name: "unterminated quotes", text: fill("", () => "'a\n") },
    { name: "duplicate key at the end", text: fill("", (i) => `k${i}: 1\n`, "k0: 2\n") },
    { name: "many documents", text: fill("", () => "---\na\n") },
    { name: "many tags", text: fill("", () => "- !!str a\n") },
    { name: "explicit keys", text: fill("", (i) => `? k${i}\n: v\n`) },
    // Blank lines cost the parser what tokens do (issue 28: 2–4 s before MAX_YAML_LINES bounded them).
    { name: "1 MiB of newlines", text: "\n".repeat(NEAR_LIMIT) },
    { name: "newlines after name:", text: `name:${"\n".repeat(NEAR_LIMIT - 5)}` },
    { name: "newlines after role:", text: `role:${"\n".repeat(NEAR_LIMIT - 5)}` },
    { name: "1 MiB of comment lines", text: fill("", () => "#\n") },
  ];
}

const ROLE_ENTRY = (name: string) =>
  `  ${name}:\n    model: null\n    effort: null\n    default_modes: [fast]\n    modes_allow: []\n    active: true\n    authority:\n      - "May decide."\n`;

/** Pack YAML: a realistic 2,000-role pack, the most roles that fit, unknown keys at size, bad roles. */
export function packCases(): WorstCase[] {
  return [
    {
      name: "2,000 roles, full entries",
      text: `name: big\nroles:\n${Array.from({ length: 2000 }, (_, i) => ROLE_ENTRY(`role${i}`)).join("")}`,
    },
    {
      name: "most roles that fit, empty entries",
      text: fill("name: many\nroles:\n", (i) => `  r${i}: {}\n`),
    },
    {
      name: "roles, flow style",
      text: fill("name: many\nroles: {", (i) => `r${i}: {}`, "}\n", NEAR_LIMIT, ", "),
    },
    {
      name: "long authority lists",
      text: fill("name: lists\nroles:\n  critic:\n    authority:\n", () => '      - "May do a thing."\n'),
    },
    {
      name: "unknown key after many roles",
      text: fill("name: bad\nroles:\n", (i) => `  r${i}: {active: true}\n`, "  last: {colour: red}\n"),
    },
    {
      name: "unknown roles and modes (validatePack findings)",
      text: fill(
        "name: bad\nroles:\n",
        (i) => `  r${i}: {default_modes: [nosuchmode${i}], modes_allow: [x${i}]}\n`,
      ),
    },
    {
      name: "long role names near the limit",
      text: fill("name: long\nroles:\n", (i) => `  ${String(i).padStart(250, "n")}: {}\n`),
    },
  ];
}

/** Profile YAML: big names, many modes, unknown keys at size. */
export function profileCases(): WorstCase[] {
  return [
    { name: "unknown keys at size", text: fill("name: p\nrole: critic\n", (i) => `x${i}: 1\n`) },
    { name: "long name", text: `name: ${"n".repeat(NEAR_LIMIT - 30)}\nrole: critic\n` },
    { name: "many modes", text: fill("name: p\nrole: critic\nmodes:\n", () => "  - fast\n") },
    { name: "unknown role, long", text: `name: p\nrole: ${"r".repeat(NEAR_LIMIT - 20)}\n` },
    {
      name: "modes, flow, long names",
      text: fill("name: p\nrole: critic\nmodes: [", (i) => `m${i}`, "]\n", NEAR_LIMIT, ", "),
    },
  ];
}

/** JSON texts: pasted model output and role config.json. */
export function jsonCases(bytes = NEAR_LIMIT): WorstCase[] {
  return [
    { name: "array of 1-digit numbers", text: fill("[", () => "1", "]", bytes, ",") },
    { name: "array of empty arrays", text: fill("[", () => "[]", "]", bytes, ",") },
    { name: "array of short strings", text: fill("[", () => '"a"', "]", bytes, ",") },
    { name: "object, many short keys", text: fill("{", (i) => `"k${i}":1`, "}", bytes, ",") },
    { name: "one long string, escapes", text: `"${"\\u00e9\\n".repeat(Math.floor((bytes - 2) / 8))}"` },
    {
      name: "nesting at the depth limit",
      text: fill("[", () => nested(MAX_DEPTH - 2, "0"), "]", bytes, ","),
    },
    { name: "error at the end", text: fill("[", () => "1", ",]", bytes, ",") },
    { name: "duplicate key at the end", text: fill("{", (i) => `"k${i}":1`, ',"k0":2}', bytes, ",") },
    { name: "many lines", text: fill("[", () => "1", "\n]", bytes, ",\n") },
  ];
}

/** config.json texts (at most 64 KiB): unknown keys near the field names, one huge key, bad values. */
export function configJsonCases(): WorstCase[] {
  const bytes = MAX_CONFIG_JSON_BYTES - 16;
  return [
    {
      name: "unknown keys near field names",
      text: fill("{", (i) => `"modle${i % 10}${i}":1`, "}", bytes, ","),
    },
    { name: "one unknown key of 64 KiB", text: `{"${"k".repeat(bytes - 8)}":1}` },
    {
      name: "unknown keys, field-length",
      text: fill("{", (i) => `"${String(i).padStart(14, "x")}":1`, "}", bytes, ","),
    },
    { name: "long tool lists", text: fill('{"required_tools":[', (i) => `"t${i}"`, "]}", bytes, ",") },
    {
      name: "many tool filters (regexes)",
      text: fill('{"tool_filter":[', (i) => `"(a|b)*${i}"`, "]}", bytes, ","),
    },
    { name: "many bad list items", text: fill('{"required_tools":[', () => "1", "]}", bytes, ",") },
    { name: "long model regex", text: `{"model":"${"(a|b)".repeat(Math.floor((bytes - 14) / 5))}"}` },
  ];
}

/** Unknown keys as data (not text): what parseDirectoryRoleConfig gets from any JSON reader, 1 MiB of key names. */
export function configDataCases(): { name: string; data: Record<string, unknown> }[] {
  const manyKeys: Record<string, unknown> = {};
  for (let i = 0; i < 60000; i += 1) manyKeys[`modle${i}`] = 1;
  return [
    { name: "one key of 1 MiB", data: { ["k".repeat(NEAR_LIMIT)]: 1 } },
    { name: "60,000 near-miss keys", data: manyKeys },
  ];
}

/** Markdown for a directory role's description.md / system_prompt.md. */
export function markdownCases(): WorstCase[] {
  return [
    { name: "1 MiB, short lines", text: fill("# Role\n\n", (i) => `- item ${i}\n`) },
    { name: "1 MiB, one line", text: `${"word ".repeat(Math.floor(NEAR_LIMIT / 5))}` },
    { name: "1 MiB of markup", text: fill("", () => "<script>x</script>[a](javascript:x)*_`") },
  ];
}

/** Model replies for checkReply, up to the 1 MiB it reads (and one at the 4 MiB reply cap): JSON bombs, fences, many keys. */
export function replyCases(bytes = NEAR_LIMIT): WorstCase[] {
  const finding = (evidence: string) =>
    `{"finding": {"summary": "s", "severity": "high", "evidence": ${evidence}}}`;
  return [
    { name: "nesting far past the limit", text: "[".repeat(bytes) },
    { name: "nested objects past the limit", text: fill("", () => '{"a":', "", bytes) },
    {
      name: "a finding with a huge evidence list",
      text: finding(fill("[", () => '"e"', "]", bytes - 80, ",")),
    },
    { name: "unknown keys at size", text: fill("{", (i) => `"k${i}":1`, "}", bytes, ",") },
    {
      name: "4 MiB at the reply cap (not read)",
      text: fill("{", (i) => `"k${i}":1`, "}", 4 * 1024 * 1024, ","),
    },
    { name: "opening fences that never close", text: fill("", () => "```json\n", "", bytes) },
    { name: "prose and fences that never close", text: fill("", () => "x\n```json\n{\n", "", bytes) },
    { name: "one fence open to the end", text: fill("```json\n", () => "a\n", "", bytes) },
    { name: "many small fenced blocks", text: fill("Here:\n", () => "```json\n[1]\n```\n", "", bytes) },
    {
      name: "one long string, escapes",
      text: finding(`["${"\\u00e9".repeat(Math.floor((bytes - 90) / 6))}"]`),
    },
  ];
}
