// The documented constraints of a promptfoo config, from https://promptfoo.dev/docs/configuration/reference/
// (prompts, providers and tests are required) and https://promptfoo.dev/docs/configuration/expected-outputs/
// (assertion types).
import type { ExportFile } from "../../context";
import type { LintRule } from "../format";
import { rule, yamlMapping } from "../lint-kit";

const REFERENCE = "https://promptfoo.dev/docs/configuration/reference/";
const ASSERTIONS = "https://promptfoo.dev/docs/configuration/expected-outputs/";
const KNOWN_TYPES = [
  "contains",
  "icontains",
  "not-contains",
  "not-icontains",
  "is-json",
  "javascript",
  "regex",
  "equals",
];

function config(file: ExportFile): Record<string, unknown> | null {
  return yamlMapping(file.content);
}

function required(field: string): LintRule {
  return rule(
    { id: `promptfoo/${field}-required`, source: REFERENCE, summary: `\`${field}\` is required.` },
    (file) => {
      const value = config(file)?.[field];
      return value === undefined || (Array.isArray(value) && value.length === 0)
        ? [`\`${field}\` is missing or empty`]
        : [];
    },
  );
}

export const rules: readonly LintRule[] = [
  rule(
    { id: "promptfoo/yaml-mapping", source: REFERENCE, summary: "The config is a YAML mapping." },
    (file) => (config(file) === null ? ["the config is not a YAML mapping"] : []),
  ),
  required("prompts"),
  required("providers"),
  required("tests"),
  rule(
    {
      id: "promptfoo/assertion-types",
      source: ASSERTIONS,
      summary: "Every assertion has a documented `type`.",
    },
    (file) => {
      const doc = config(file);
      const tests = doc?.["tests"];
      const lists: [string, unknown][] = [
        ["defaultTest", (doc?.["defaultTest"] as { assert?: unknown } | undefined)?.assert],
        ...(Array.isArray(tests)
          ? tests.map((test: { assert?: unknown }, index): [string, unknown] => [
              `tests[${index}]`,
              test.assert,
            ])
          : []),
      ];
      return lists.flatMap(([place, assertions]) =>
        (Array.isArray(assertions) ? (assertions as { type?: unknown }[]) : [])
          .filter((assertion) => typeof assertion.type !== "string" || !KNOWN_TYPES.includes(assertion.type))
          .map(
            (assertion) =>
              `${place}: assertion type ${JSON.stringify(assertion.type)} is not one this config uses`,
          ),
      );
    },
  ),
];
