import { describe, expect, it } from "vitest";

import { buildSystemMessage, systemMessageParts } from "@/lib/casts/core";

import { buildPolicySections, buildRuntimeMessage } from "@/lib/casts/core/runtime-message";
import { messageSegments, newSegmentKey, viewStats, type MessageSegment } from "./message-segments";

/** The text the segments make when joined: what the view shows and Copy copies. */
const joinSegments = (segments: readonly MessageSegment[]) =>
  segments.map((segment) => segment.separator + segment.text).join("");

const role = { name: "critic", body: "Role body." };
const modes = [
  { name: "slow", behaviors: "Go slowly." },
  { name: "empty", behaviors: "" },
  { name: "evidential", behaviors: "Cite ✓ sources." },
];
const policy = { authority: ["Read files"], boundaries: [], escalations: ["Data loss"] };

describe("messageSegments", () => {
  it("joins to exactly the system message, one labelled segment per non-empty part", () => {
    const segments = messageSegments(systemMessageParts(role, modes));
    expect(joinSegments(segments)).toBe(buildSystemMessage(role, modes));
    expect(segments.map((segment) => segment.label)).toEqual([
      "Role body · critic",
      "Mode 1 · slow",
      "Mode 3 · evidential",
    ]);
    expect(segments.map((segment) => segment.source)).toEqual(["role", "mode", "mode"]);
  });

  it("adds the pack policy as a last segment that joins to exactly the runtime message", () => {
    const system = buildSystemMessage(role, modes);
    const segments = messageSegments(systemMessageParts(role, modes), buildPolicySections(policy));
    expect(joinSegments(segments)).toBe(buildRuntimeMessage(system, policy));
    expect(segments.at(-1)?.key).toBe("policy");
  });

  it("keeps keys unique when a mode is listed twice", () => {
    const segments = messageSegments(systemMessageParts(role, [modes[0]!, modes[0]!]));
    expect(segments.map((segment) => segment.key)).toEqual(["role", "mode:slow", "mode:slow#2"]);
  });
});

describe("viewStats", () => {
  it("counts code points and estimates tokens of the given text", () => {
    expect(viewStats("ab✓😀")).toEqual({ characters: 4, tokens: 1 });
    expect(viewStats("x".repeat(9))).toEqual({ characters: 9, tokens: 3 });
  });
});

describe("newSegmentKey", () => {
  const segments = messageSegments(systemMessageParts(role, modes));
  it("names the first segment an edit added", () => {
    expect(newSegmentKey(["role", "mode:slow"], segments)).toBe("mode:evidential");
  });
  it("names nothing on first render or when nothing was added", () => {
    expect(newSegmentKey([], segments)).toBeNull();
    expect(newSegmentKey(["role", "mode:slow", "mode:evidential"], segments)).toBeNull();
  });
});
