import { describe, expect, it } from "vitest";

import { readPlainComposeQuery } from "../../plain-query";
import { carryRunVars, isRunVarParam } from "../../run-vars-param";
import { parseComposeQuery } from "../../url-codec";
import { readRunVars, RUN_VAR_LIMITS, withRunVars } from "./run-vars";

const known = { roles: ["critic"], modes: ["adversarial"] };

describe("readRunVars", () => {
  it("reads each var.<name> parameter, decoded, in URL order", () => {
    const params = new URLSearchParams(
      "role=critic&var.ticket=ABC-12&var.goal=ship%20it%20%26%20check&to=openai",
    );
    expect(readRunVars(params)).toEqual({
      values: { ticket: "ABC-12", goal: "ship it & check" },
      problems: [],
    });
  });

  it("names every parameter it does not read instead of dropping it silently", () => {
    const long = "x".repeat(RUN_VAR_LIMITS.valueLength + 1);
    const params = new URLSearchParams();
    params.append("var.a", "1");
    params.append("var.a", "2");
    params.append("var.a", "3");
    params.append("var.b", long);
    params.append(`var.${"n".repeat(RUN_VAR_LIMITS.nameLength + 1)}`, "v");
    const read = readRunVars(params);
    expect(read.values).toEqual({ a: "1" });
    expect(read.problems).toEqual([
      "The URL's variable 'a' is given 3 times; the first is used, keep one.",
      `The URL's value of 'b' is ${long.length} characters long; the limit is ${RUN_VAR_LIMITS.valueLength}.`,
      `The URL's variable '${"n".repeat(40)}…' has a name over ${RUN_VAR_LIMITS.nameLength} characters.`,
    ]);
  });

  it(`reads at most ${RUN_VAR_LIMITS.count} variables`, () => {
    const params = new URLSearchParams();
    for (let index = 0; index <= RUN_VAR_LIMITS.count; index += 1) params.append(`var.v${index}`, "x");
    const read = readRunVars(params);
    expect(Object.keys(read.values)).toHaveLength(RUN_VAR_LIMITS.count);
    expect(read.problems).toEqual([
      `The URL gives more than ${RUN_VAR_LIMITS.count} variables; 'v${RUN_VAR_LIMITS.count}' was not read.`,
    ]);
  });

  it("does not let a variable named __proto__ touch the object's prototype", () => {
    const read = readRunVars(new URLSearchParams("var.__proto__=x"));
    expect(Object.getPrototypeOf(read.values)).toBe(Object.prototype);
    expect(Object.keys(read.values)).toEqual(["__proto__"]);
  });
});

describe("withRunVars", () => {
  it("replaces the var parameters, leaves out empty values and keeps the others as encoded", () => {
    expect(
      withRunVars("?role=critic&name=My%20Critic&var.old=1&to=openai", { goal: "a b&c", empty: "" }),
    ).toBe("?role=critic&name=My%20Critic&to=openai&var.goal=a%20b%26c");
    expect(withRunVars("?var.a=1", {})).toBe("");
    expect(withRunVars("", { a: "1" })).toBe("?var.a=1");
  });

  it("round-trips through readRunVars", () => {
    const values = { "ticket-id": "ü & = ?", goal: "#1" };
    expect(readRunVars(new URLSearchParams(withRunVars("?role=critic", values))).values).toEqual(values);
  });
});

describe("carryRunVars", () => {
  it("appends the var parts of the current URL to a composition's query string", () => {
    expect(carryRunVars("?role=analyst", "?role=critic&var.goal=a%20b&to=openai&var.x=1")).toBe(
      "?role=analyst&var.goal=a%20b&var.x=1",
    );
    expect(carryRunVars("?role=analyst", "?role=critic")).toBe("?role=analyst");
    expect(carryRunVars("", "?var.x=1")).toBe("?var.x=1");
    expect(carryRunVars("", "")).toBe("");
  });

  it("tells var parameters from others", () => {
    expect(["var.x", "var.", "var", "variable", "name"].map(isRunVarParam)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("the composer's URL readers with var parameters", () => {
  it("are not reported as ignored, and role, modes and name read as before", () => {
    const parsed = parseComposeQuery(
      new URLSearchParams("role=critic&modes=adversarial&name=n&var.goal=x&mode=y"),
      known,
    );
    expect(parsed.query).toEqual({ role: "critic", modes: ["adversarial"], name: "n" });
    expect(parsed.problems).toEqual([]);
    expect(parsed.ignored).toEqual(["mode"]);
  });

  it("leave a link with var parameters to the full reader (the plain one declines it)", () => {
    expect(readPlainComposeQuery(new URLSearchParams("role=critic&var.goal=x"), known)).toBeNull();
  });
});
