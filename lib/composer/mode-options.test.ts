import { describe, expect, it } from "vitest";

import { createComposerIndex } from "./composer-index";
import { composerPayload } from "./build/composer-payload";
import { describeModeOptions, outsideAllowReason } from "./mode-options";

const index = createComposerIndex(composerPayload());
const option = (role: string, modes: string[], name: string) =>
  describeModeOptions(index, { role, modes, name: "" }).find((candidate) => candidate.mode.name === name);

describe("describeModeOptions", () => {
  it("describes every catalog mode in catalog order when the role allows any mode", () => {
    expect(
      describeModeOptions(index, { role: "architect", modes: [], name: "" }).map((entry) => entry.mode.name),
    ).toEqual(index.modes);
  });

  it("lists the modes the pack allows for the role first", () => {
    const names = describeModeOptions(index, { role: "critic", modes: [], name: "" }).map(
      (entry) => entry.mode.name,
    );
    expect(names.slice(0, 4)).toEqual(["adversarial", "evidential", "metacognitive", "premortem"]);
    expect([...names].sort()).toEqual([...index.modes].sort());
  });

  it("explains a conflict before the mode is picked, naming who declares it", () => {
    expect(option("analyst", ["slow"], "fast")?.conflicts).toEqual([
      {
        with: "slow",
        reason:
          "Conflicts with slow, already added: fast and slow each say they cannot be combined with the other.",
      },
    ]);
    expect(option("analyst", ["fast"], "systematic")?.conflicts).toEqual([
      {
        with: "fast",
        reason:
          "Conflicts with fast, already added: systematic and fast each say they cannot be combined with the other.",
      },
    ]);
    expect(option("analyst", ["evidential"], "fast")?.conflicts).toEqual([]);
  });

  it("marks modes outside a non-empty modes_allow, and none when the list is empty", () => {
    expect(option("critic", [], "socratic")?.outsideAllow).toBe(true);
    expect(option("critic", [], "premortem")?.outsideAllow).toBe(false);
    expect(option("architect", [], "socratic")?.outsideAllow).toBe(false);
  });

  it("marks added and default modes", () => {
    const adversarial = option("critic", ["adversarial"], "adversarial");
    expect([adversarial?.added, adversarial?.isDefault]).toEqual([true, true]);
    expect(option("critic", [], "evidential")?.isDefault).toBe(false);
  });
});

describe("outsideAllowReason", () => {
  it("names the role, the pack and the allowed modes", () => {
    expect(outsideAllowReason("critic", "default", ["adversarial", "premortem"])).toBe(
      "The default pack allows critic only adversarial, premortem: with another mode the composition is not deployable under the pack.",
    );
  });
});

describe("describeModeOptions with a one-sided declaration", () => {
  const mode = (name: string, conflicts: string[] = []) => ({
    name,
    description: "",
    behaviors: name,
    conflicts_with: conflicts,
  });
  const tiny = createComposerIndex({
    pack: "tiny",
    roles: [{ name: "r", title: "R", description: "", emits: [], config: null }],
    directoryRoles: 0,
    modes: [mode("a", ["b"]), mode("b")],
    models: {},
  });

  it("says which side lists the other", () => {
    const [a, b] = describeModeOptions(tiny, { role: "r", modes: ["b"], name: "" });
    expect([a?.mode.name, b?.mode.name]).toEqual(["a", "b"]);
    expect(a?.conflicts).toEqual([
      { with: "b", reason: "Conflicts with b, already added: a says it cannot be combined with b." },
    ]);
    const [, fromA] = describeModeOptions(tiny, { role: "r", modes: ["a"], name: "" });
    expect(fromA?.conflicts).toEqual([
      { with: "a", reason: "Conflicts with a, already added: a says it cannot be combined with b." },
    ]);
    expect(b?.added).toBe(true);
  });
});
