// Every fixture file in the repository (evals/ and the sample roles/) loads cleanly against the
// format and its role's keys; each built-in role and each sample directory role has at least three
// fixtures, and at least one of a built-in role's expects or forbids an escalation.
import path from "node:path";

import { describe, expect, it } from "vitest";

import { checkExpectations } from "../evals/check";
import { fieldKinds } from "../evals/context";
import { literalAlternatives, type FieldKind } from "../evals/describe";
import type { EvalExpect, EvalFixture } from "../evals/fixture-schema";
import { listRoles } from "../pattern";
import { evalContentProblems, loadEvals } from "./evals";
import { loadFromDir } from "./directory-roles";
import { createDirectoryRoleRegistry } from "../directory-roles/registry";

const root = path.resolve(__dirname, "../../..");
const directory = loadFromDir(path.join(root, "roles"), { registry: createDirectoryRoleRegistry() });
const load = loadEvals({ root, directoryRoles: directory.loaded });

describe("the repository's eval fixtures", () => {
  it("load without errors, at least three per role with a file, each built-in role with an escalation decided", () => {
    expect(evalContentProblems(load)).toEqual([]);
  });

  it("hold 120 or more fixtures for the built-in roles", () => {
    const builtIn = load.roles.filter((entry) => entry.kind === "built-in");
    expect(builtIn.map((entry) => entry.role)).toEqual(listRoles());
    expect(builtIn.reduce((sum, entry) => sum + entry.fixtures.length, 0)).toBeGreaterThanOrEqual(120);
  });

  it("cover every sample directory role with text expectations", () => {
    const withFixtures = load.roles.filter((entry) => entry.kind === "directory").map((entry) => entry.role);
    expect(withFixtures).toEqual(directory.loaded.map((role) => role.name).sort());
  });
});

// A reply built from a fixture's own expectations (the literal words of its patterns, values at
// its bounds) must pass it: no fixture asks for something no reply could give. Patterns with other
// syntax (lookaheads, optional letters) cannot be turned into a witness and are left out.
describe("every fixture can pass", () => {
  function witness(expectation: EvalExpect, kindOf: (path: string) => FieldKind | undefined) {
    const decoded: Record<string, Record<string, unknown>> = {};
    const checked: EvalExpect = { ...expectation };
    for (const key of expectation.keys ?? []) decoded[key] ??= {};
    if (expectation.escalation || expectation.urgency)
      decoded["escalation_request"] = { reason: "r", urgency: expectation.urgency ?? "blocked" };
    const fields = (expectation.fields ?? []).filter(
      (field) => field.pattern === undefined || literalAlternatives(field.pattern) !== null,
    );
    for (const field of fields) {
      const [key = "", name = ""] = field.path.split(".");
      const word = field.pattern === undefined ? "x" : (literalAlternatives(field.pattern)?.[0] ?? "x");
      const current = decoded[key]?.[name];
      const kind = kindOf(field.path);
      let value: unknown;
      if (field.equals !== undefined) value = field.equals;
      else if (field.one_of !== undefined) value = field.one_of[0];
      else if (kind === "number") value = field.min ?? field.max;
      else if (kind === "list") value = [...((current as string[] | undefined) ?? []), word];
      else value = `${(current as string | undefined) ?? ""} ${word}`.trim();
      if (kind === "list" && field.min !== undefined)
        while ((value as string[]).length < field.min) (value as string[]).push(word);
      if (kind === "text" && field.min !== undefined) value = (value as string).padEnd(field.min, ".");
      decoded[key] = { ...decoded[key], [name]: value };
    }
    checked.fields = fields.length > 0 ? fields : undefined;
    const literal = expectation.pattern === undefined ? null : literalAlternatives(expectation.pattern);
    if (expectation.pattern !== undefined && literal === null) delete checked.pattern;
    let reply = [JSON.stringify(decoded), ...(expectation.contains ?? []), literal?.[0] ?? ""].join(" ");
    reply = reply.padEnd(expectation.length?.min ?? 0, ".");
    return { checked, reply: { reply, decoded } };
  }

  it.each(
    load.roles.flatMap((entry) =>
      entry.fixtures.map((fixture) => [entry.role, fixture.name, fixture] as const),
    ),
  )("%s / %s: a reply made of the fixture's own expectations passes", (role, _name, fixture: EvalFixture) => {
    const { checked, reply } = witness(fixture.expect, fieldKinds(role));
    const failed = checkExpectations(checked, reply).filter((assertion) => !assertion.passed);
    expect(failed, fixture.name).toEqual([]);
  });
});
