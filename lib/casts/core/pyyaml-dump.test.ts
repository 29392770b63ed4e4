import { describe, expect, it } from "vitest";

import cases from "../__fixtures__/pyyaml-dump-cases.json" with { type: "json" };
import { dumpPyYamlMapping } from "./pyyaml-dump";

// The fixture was produced by PyYAML 6.0.3 `yaml.dump(mapping, default_flow_style=False, allow_unicode=True)`
// (scripts/pyyaml-fixtures.py), so each case pins a byte-exact reference output.
describe("dumpPyYamlMapping", () => {
  it("has a broad reference sample", () => {
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each(
    cases.map(
      (entry) =>
        [
          JSON.stringify(entry.mapping.name === "p" ? entry.mapping.role : entry.mapping.name),
          entry,
        ] as const,
    ),
  )("matches PyYAML for %s", (_label, entry) => {
    expect(dumpPyYamlMapping(entry.mapping)).toBe(entry.yaml);
  });
});

describe("Profile.toYaml with non-ASCII names", () => {
  it("writes them unescaped, as the reference's allow_unicode=True does", () => {
    expect(dumpPyYamlMapping({ modes: [], name: "análise", role: "analyst" })).toBe(
      "modes: []\nname: análise\nrole: analyst\n",
    );
    expect(dumpPyYamlMapping({ modes: [], name: "שלום 🚀", role: "analyst" })).toBe(
      "modes: []\nname: שלום 🚀\nrole: analyst\n",
    );
  });
});
