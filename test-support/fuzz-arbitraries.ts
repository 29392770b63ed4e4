// Generators of hostile text shared by the property suites: random YAML/JSON-shaped token soup,
// mutations of real inputs, deep nesting, big scalars near the limits, control, bidi and
// surrogate characters, prototype keys.
import fc from "fast-check";

const TOKENS = [
  "a",
  "1",
  "01",
  "0x1f",
  "1.0",
  ":",
  ": ",
  " ",
  "\n",
  "\r\n",
  "- ",
  "[",
  "]",
  "{",
  "}",
  ",",
  "&a ",
  "*a",
  "&p __proto__",
  "*p",
  "!!str ",
  "!!binary ",
  "!x ",
  "'",
  '"',
  "\\",
  "#",
  "__proto__",
  "constructor",
  "? ",
  "|",
  ">",
  "~",
  "null",
  "true",
  "'true'",
  "'1'",
  "\t",
  "\u0000",
  "\u0007",
  "\u001b[2J",
  "\u202E",
  "\u2066",
  "\uD800",
  "\uDC00",
  "😀",
  "é",
  "---",
  "...",
  "<<: ",
  "  ",
  "    ",
  "roles:",
  "name:",
  "role:",
  "modes:",
  "analyst",
  "critic",
  "fast",
  "slow",
  "adversarial",
  "active:",
  "default_modes:",
  "modes_allow:",
  "authority:",
  "model:",
  "effort:",
  '"\\u0000"',
  "%YAML 1.2\n",
] as const;

const JSON_TOKENS = [
  "{",
  "}",
  "[",
  "]",
  ",",
  ":",
  '"',
  '"a"',
  '"__proto__"',
  '"verdict"',
  '"finding"',
  "1",
  "-0",
  "1e999",
  "0.5",
  "01",
  "true",
  "null",
  " ",
  "\n",
  "\\",
  "\\u",
  "\\uD800",
  "\\n",
  "\u0000",
  "\uD800",
  "😀",
  "/",
  "//",
  "NaN",
] as const;

/** Concatenations of YAML-ish tokens. */
export const yamlSoup = fc
  .array(fc.constantFrom(...TOKENS), { maxLength: 60 })
  .map((parts) => parts.join(""));

/** Concatenations of JSON-ish tokens. */
export const jsonSoup = fc
  .array(fc.constantFrom(...JSON_TOKENS), { maxLength: 60 })
  .map((parts) => parts.join(""));

/** `seed` with a few random insertions, deletions and duplications. */
export function mutated(seeds: readonly string[], tokens: readonly string[] = TOKENS): fc.Arbitrary<string> {
  const edit = fc.tuple(
    fc.nat(),
    fc.nat({ max: 40 }),
    fc.constantFrom(...tokens),
    fc.constantFrom("insert", "delete", "repeat"),
  );
  return fc.tuple(fc.constantFrom(...seeds), fc.array(edit, { maxLength: 6 })).map(([seed, edits]) =>
    edits.reduce((text, [at, length, token, kind]) => {
      const position = text.length === 0 ? 0 : at % (text.length + 1);
      if (kind === "insert") return text.slice(0, position) + token + text.slice(position);
      if (kind === "delete") return text.slice(0, position) + text.slice(position + length);
      return (
        text.slice(0, position) + text.slice(position, position + length).repeat(3) + text.slice(position)
      );
    }, seed),
  );
}

/** Deeply nested flow or block collections, around and far past the depth limit. */
export const deepNesting = fc
  .tuple(
    fc.integer({ min: 60, max: 3000 }),
    fc.constantFrom("flow-seq", "flow-map", "block-map", "block-seq"),
  )
  .map(([depth, kind]) => {
    if (kind === "flow-seq") return `${"[".repeat(depth)}${"]".repeat(depth)}`;
    if (kind === "flow-map") return `${"{a: ".repeat(depth)}1${"}".repeat(depth)}`;
    if (kind === "block-seq") return `${"- ".repeat(depth)}x\n`;
    return (
      Array.from({ length: Math.min(depth, 300) }, (_, level) => `${" ".repeat(level)}k:`).join("\n") + " 1\n"
    );
  });

/** Big inputs near the 1 MiB limit: one long scalar, or many short entries. */
export const bigInput = fc
  .tuple(
    fc.integer({ min: 1024 * 1024 - 64, max: 1024 * 1024 + 64 }),
    fc.constantFrom("scalar", "quoted", "entries"),
  )
  .map(([size, kind]) => {
    if (kind === "scalar") return `name: ${"x".repeat(size - 6)}`;
    if (kind === "quoted") return `"${"é".repeat(Math.floor(size / 2))}"`;
    return `roles:\n${Array.from({ length: Math.floor(size / 26) }, (_, index) => `  r${index}: {}`).join("\n")}\n`;
  });

/** Any string, lone surrogates included. */
export const anyText = fc.string({ unit: "binary", maxLength: 200 });

/** Hostile text for a YAML parser (big inputs have their own property: see bigRuns). */
export function hostileYaml(seeds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: yamlSoup, weight: 10 },
    { arbitrary: mutated(seeds), weight: 10 },
    { arbitrary: anyText, weight: 3 },
    { arbitrary: deepNesting, weight: 2 },
  );
}

/** Runs for the big-input properties: a few in `make test`, more (not 10,000 MiB) under `npm run fuzz`. */
export function bigRuns(): number {
  return process.env["FUZZ_RUNS"] ? 10 : 2;
}

/** Names as people and attackers write them: ordinary Unicode, control, bidi, surrogates, long. */
export const hostileName = fc.oneof(
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
  fc.constantFrom(
    "análise",
    "שלום",
    "a\u202Eb",
    "x\u0000",
    "\uD800",
    "__proto__",
    "constructor",
    "1",
    "true",
    "~",
  ),
  fc.integer({ min: 250, max: 300 }).map((length) => "n".repeat(length)),
);
