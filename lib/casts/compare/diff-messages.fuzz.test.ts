import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fuzzParameters } from "@/test-support/fuzz";

import { listModes, listRoles, Mode, Role } from "../index";
import {
  buildSourcedMessage,
  diffSourcedMessages,
  formatCompositionSpec,
  parseCompositionSpec,
  sourceKey,
} from "./index";

const roles = listRoles();
const modes = listModes();
const countTokens = (text: string) => Math.ceil(text.length / 4);
const composition = fc.record({
  role: fc.constantFrom(...roles),
  modes: fc.array(fc.constantFrom(...modes), { maxLength: 5 }),
});
const message = (spec: { role: string; modes: string[] }) =>
  buildSourcedMessage({ role: Role.load(spec.role), modes: spec.modes.map((name) => Mode.load(name)) });

describe("diffSourcedMessages (property)", () => {
  it("keeps every line of A and B, in order, with the source it has on its side", () => {
    fc.assert(
      fc.property(composition, composition, (specA, specB) => {
        const a = message(specA);
        const b = message(specB);
        const result = diffSourcedMessages(a, b, { countTokens });
        const sideA = result.lines.filter((line) => line.status !== "added");
        const sideB = result.lines.filter((line) => line.status !== "removed");
        expect(sideA.map((line) => line.text)).toEqual(a.lines.map((line) => line.text));
        expect(sideB.map((line) => line.text)).toEqual(b.lines.map((line) => line.text));
        expect(sideA.map((line) => line.sourceA)).toEqual(a.lines.map((line) => line.source));
        expect(sideB.map((line) => line.sourceB)).toEqual(b.lines.map((line) => line.source));
        const sum = (side: "charactersA" | "charactersB") =>
          result.sources.reduce((total, entry) => total + entry[side], 0);
        expect(sum("charactersA")).toBe(result.totals.charactersA);
        expect(sum("charactersB")).toBe(result.totals.charactersB);
        expect(new Set(result.sources.map((entry) => sourceKey(entry.source))).size).toBe(
          result.sources.length,
        );
      }),
      fuzzParameters({ numRuns: 100 }),
    );
  });
});

describe("parseCompositionSpec (property)", () => {
  it("reads back what formatCompositionSpec writes and never throws on any text", () => {
    fc.assert(
      fc.property(composition, fc.string({ maxLength: 200 }), (spec, noise) => {
        const parsed = parseCompositionSpec(formatCompositionSpec(spec), "a", { roles, modes });
        expect(parsed).toEqual({ ok: true, spec });
        const any = parseCompositionSpec(noise, "b", { roles, modes });
        if (!any.ok) expect(any.message.startsWith("b: ")).toBe(true);
      }),
      fuzzParameters(),
    );
  });
});
