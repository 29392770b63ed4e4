import { describe, expect, it } from "vitest";

import { buildRuntimeMessage, Mode, Pack, Profile, Role } from "../index";
import {
  buildSourcedMessage,
  diffSourcedMessages,
  sourceKey,
  sourceLabel,
  type DiffLine,
  type MessageDiff,
} from "./index";

// Characters ÷ 4, the browser's estimate: simple enough to check deltas by hand.
const countTokens = (text: string) => Math.ceil([...text].length / 4);
const compose = (role: string, modes: readonly string[] = []) => Profile.compose(role, { modes: [...modes] });
const plain = (role: string, modes: readonly string[] = []) => buildSourcedMessage(compose(role, modes));
const runtime = (pack: Pack, role: string, modes: readonly string[] = []) =>
  buildSourcedMessage({ ...compose(role, modes), policy: pack.policy(role) });
const diff = (a: ReturnType<typeof plain>, b: ReturnType<typeof plain>) =>
  diffSourcedMessages(a, b, { countTokens });

const textOf = (lines: readonly DiffLine[], keep: (line: DiffLine) => boolean) =>
  lines
    .filter(keep)
    .map((line) => line.text)
    .join("\n");
const row = (result: MessageDiff, key: string) =>
  result.sources.find((entry) => sourceKey(entry.source) === key);
const linesFrom = (result: MessageDiff, status: DiffLine["status"]) =>
  new Set(
    result.lines
      .filter((line) => line.status === status)
      .map((line) => sourceKey((line.sourceB ?? line.sourceA)!)),
  );

const PACK_A = Pack.fromYaml(
  "roles:\n  critic:\n    authority: [May block a release.]\n    escalations: [A claim cannot be checked.]\n",
);
const PACK_B = Pack.fromYaml(
  "roles:\n  critic:\n    authority: [May block a release.]\n    escalations: [A claim cannot be checked., Two findings contradict.]\n",
);

describe("buildSourcedMessage", () => {
  it("gives exactly the system message, and the runtime message with a policy", () => {
    const profile = compose("critic", ["adversarial", "evidential"]);
    expect(buildSourcedMessage(profile).text).toBe(profile.buildSystemMessage());
    expect(runtime(PACK_A, "critic", ["adversarial", "evidential"]).text).toBe(
      buildRuntimeMessage(profile.buildSystemMessage(), PACK_A.policy("critic")),
    );
    const message = plain("critic", ["slow"]);
    expect(message.lines.map((line) => line.text).join("\n")).toBe(message.text);
  });

  it("leaves out empty parts as buildSystemMessage does", () => {
    const role = new Role({ name: "blank", description: "d" });
    const mode = new Mode({ name: "m", description: "d", behaviors: "Do it." });
    const message = buildSourcedMessage({ role, modes: [mode] });
    expect(message.text).toBe("Do it.");
    expect(message.lines).toEqual([{ text: "Do it.", source: { kind: "mode", name: "m" } }]);
  });

  it("names sources for people", () => {
    expect(sourceLabel({ kind: "policy", name: "escalations" })).toBe("pack policy: Escalation Conditions");
    expect(sourceLabel({ kind: "mode", name: "slow" })).toBe("mode slow");
    expect(sourceLabel({ kind: "separator", name: "" })).toBe("blank lines between parts");
  });
});

describe("diffSourcedMessages", () => {
  it("rebuilds A from its removed and same lines and B from its added and same lines", () => {
    const a = plain("critic", ["slow", "evidential"]);
    const b = plain("reviewer", ["evidential", "adversarial"]);
    const result = diff(a, b);
    expect(textOf(result.lines, (line) => line.status !== "added")).toBe(a.text);
    expect(textOf(result.lines, (line) => line.status !== "removed")).toBe(b.text);
  });

  it("attributes a role swap to the two role bodies and keeps the shared mode", () => {
    const result = diff(plain("critic", ["evidential"]), plain("reviewer", ["evidential"]));
    expect(row(result, "role:critic")).toMatchObject({ change: "removed", charactersB: 0, tokensB: 0 });
    expect(row(result, "role:reviewer")).toMatchObject({ change: "added", charactersA: 0 });
    expect(row(result, "mode:evidential")?.change).toBe("same");
    expect(linesFrom(result, "removed")).toEqual(new Set(["role:critic"]));
    expect(linesFrom(result, "added")).toEqual(new Set(["role:reviewer"]));
    const evidential = Mode.load("evidential").behaviors.split("\n")[0];
    const line = result.lines.find((entry) => entry.text === evidential);
    expect(line).toMatchObject({
      status: "same",
      sourceA: { kind: "mode", name: "evidential" },
      sourceB: { kind: "mode", name: "evidential" },
    });
  });

  it("costs an added mode exactly its behaviors plus one blank-line separator", () => {
    const behaviors = Mode.load("slow").behaviors;
    const result = diff(plain("critic"), plain("critic", ["slow"]));
    expect(row(result, "mode:slow")).toMatchObject({
      change: "added",
      charactersA: 0,
      charactersB: [...behaviors].length,
      tokensA: 0,
      tokensB: countTokens(behaviors),
    });
    expect(row(result, "separator:")).toMatchObject({ charactersA: 0, charactersB: 2 });
    expect(result.totals.charactersB - result.totals.charactersA).toBe([...behaviors].length + 2);
    expect(linesFrom(result, "added")).toEqual(new Set(["mode:slow", "separator:"]));
    expect(linesFrom(result, "removed").size).toBe(0);
  });

  it("reports a removed mode as the mirror image", () => {
    const result = diff(plain("critic", ["slow", "evidential"]), plain("critic", ["evidential"]));
    expect(row(result, "mode:slow")).toMatchObject({ change: "removed", charactersB: 0 });
    expect(row(result, "mode:evidential")?.change).toBe("moved");
    expect(result.totals.charactersA - result.totals.charactersB).toBe(
      [...Mode.load("slow").behaviors].length + 2,
    );
  });

  it("reports reordered modes as moved at no cost", () => {
    const result = diff(plain("critic", ["slow", "evidential"]), plain("critic", ["evidential", "slow"]));
    expect(result.sources.map((entry) => [sourceKey(entry.source), entry.change])).toEqual([
      ["role:critic", "same"],
      ["separator:", "same"],
      ["mode:slow", "moved"],
      ["mode:evidential", "moved"],
    ]);
    expect(result.totals.charactersA).toBe(result.totals.charactersB);
    expect(result.lines.some((line) => line.status !== "same")).toBe(true);
  });

  it("attributes everything the runtime adds to the pack's policy sections", () => {
    const result = diff(plain("critic", ["slow"]), runtime(PACK_A, "critic", ["slow"]));
    expect(linesFrom(result, "removed").size).toBe(0);
    expect(linesFrom(result, "added")).toEqual(
      new Set(["policy:authority", "policy:escalations", "separator:"]),
    );
    expect(row(result, "policy:escalations")?.change).toBe("added");
    expect(row(result, "policy:boundaries")).toBeUndefined();
  });

  it("compares one composition under two packs section by section", () => {
    const result = diff(runtime(PACK_A, "critic", ["slow"]), runtime(PACK_B, "critic", ["slow"]));
    expect(row(result, "policy:authority")?.change).toBe("same");
    const escalations = row(result, "policy:escalations");
    expect(escalations?.change).toBe("changed");
    expect((escalations?.charactersB ?? 0) - (escalations?.charactersA ?? 0)).toBe(
      "\n- Two findings contradict.".length,
    );
    expect(result.lines.filter((line) => line.status !== "same")).toEqual([
      {
        status: "added",
        text: "- Two findings contradict.",
        lineB: expect.any(Number),
        sourceA: null,
        sourceB: { kind: "policy", name: "escalations" },
      },
    ]);
  });
});
