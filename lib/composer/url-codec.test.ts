import { describe, expect, it } from "vitest";

import { listModes, listRoles, Mode, Role } from "@/lib/casts";

import { unknownNameMessage } from "@/lib/casts/core";

import { formatComposeQuery, parseComposeQuery, sameQuery, URL_LIMITS } from "./url-codec";

const known = {
  roles: ["analyst", "critic", "postmortem-lead"],
  modes: ["adversarial", "evidential", "fast", "slow"],
};
const parse = (search: string) => parseComposeQuery(new URLSearchParams(search), known);

function libraryMessage(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("expected the library to throw");
}

describe("parseComposeQuery", () => {
  it("reads role, ordered modes and name", () => {
    const parsed = parse("?role=critic&modes=evidential,adversarial&name=adv%20critic");
    expect(parsed.problems).toEqual([]);
    expect(parsed.query).toEqual({
      role: "critic",
      modes: ["evidential", "adversarial"],
      name: "adv critic",
    });
  });

  it("reads a bare role as no modes and no name (pack defaults are not applied from a URL)", () => {
    expect(parse("role=critic").query).toEqual({ role: "critic", modes: [], name: "" });
  });

  it("treats an empty query and an empty modes value as nothing picked", () => {
    expect(parse("").query).toEqual({ role: null, modes: [], name: "" });
    expect(parse("role=analyst&modes=").query).toEqual({ role: "analyst", modes: [], name: "" });
  });

  it("decodes + as a space and keeps repeated modes in order", () => {
    expect(parse("role=critic&modes=fast,fast&name=a+b").query).toEqual({
      role: "critic",
      modes: ["fast", "fast"],
      name: "a b",
    });
  });

  it("reports an unknown role with the library's exact message and drops the composition", () => {
    const parsed = parse("role=%3Cscript%3Ealert(1)%3C%2Fscript%3E&modes=fast");
    expect(parsed.query.role).toBeNull();
    expect(parsed.problems).toMatchObject([
      {
        param: "role",
        code: "UNKNOWN_ROLE",
        message: "Unknown role: '<script>alert(1)</script>'. Available: analyst, critic, postmortem-lead",
      },
    ]);
  });

  it("suggests the closest names, each opening the link with only that name fixed", () => {
    const role = parse("role=critik&modes=fast&name=x").problems[0]?.suggestions;
    expect(role?.[0]).toEqual({ name: "critic", query: { role: "critic", modes: ["fast"], name: "x" } });
    const modes = parse("role=critic&modes=fast,slwo,zip").problems;
    expect(modes[0]?.suggestions?.[0]).toEqual({
      name: "slow",
      query: { role: "critic", modes: ["fast", "slow"], name: "" },
    });
    expect(modes[1]?.suggestions).toHaveLength(3);
  });

  it("uses the same message format as Role.load and Mode.load", () => {
    const roles = parseComposeQuery(new URLSearchParams("role=ghost"), { roles: listRoles(), modes: [] });
    expect(roles.problems[0]?.message).toBe(libraryMessage(() => Role.load("ghost")));
    const modes = parseComposeQuery(new URLSearchParams("role=critic&modes=ghost"), {
      roles: listRoles(),
      modes: listModes(),
    });
    expect(modes.problems[0]?.message).toBe(libraryMessage(() => Mode.load("ghost")));
  });

  it("reports every unknown mode and keeps the known ones", () => {
    const parsed = parse("role=critic&modes=fast,nope,slow,zip");
    expect(parsed.query.modes).toEqual(["fast", "slow"]);
    expect(parsed.problems.map((problem) => problem.message)).toEqual([
      unknownNameMessage("mode", "nope", known.modes),
      unknownNameMessage("mode", "zip", known.modes),
    ]);
  });

  it("rejects empty mode entries, naming their positions", () => {
    const parsed = parse("role=critic&modes=fast,,slow,");
    expect(parsed.problems).toEqual([
      {
        param: "modes",
        code: "EMPTY_MODE",
        message: "The URL's modes list has an empty entry at position 2, 4 of 4: remove the extra comma.",
      },
    ]);
    expect(parsed.query.modes).toEqual(["fast", "slow"]);
  });

  it("rejects duplicate parameters and reads the first", () => {
    const parsed = parse("name=a&name=b&role=critic&role=analyst");
    expect(parsed.problems.map((problem) => [problem.code, problem.param])).toEqual([
      ["DUPLICATE_PARAM", "role"],
      ["DUPLICATE_PARAM", "name"],
    ]);
    expect(parsed.problems[0]?.message).toBe(
      "The URL's 'role' is given 2 times; the first is used, keep one.",
    );
    expect(parsed.query).toEqual({ role: "critic", modes: [], name: "a" });
  });

  it("lists problems in parameter order: role, modes, name", () => {
    const parsed = parse("name=a&name=b&modes=x&role=ghost");
    expect(parsed.problems.map((problem) => problem.param)).toEqual(["role", "modes", "name"]);
  });

  it("rejects an empty role and modes or a name without a role", () => {
    expect(parse("role=").problems.map((problem) => problem.code)).toEqual(["EMPTY_VALUE"]);
    expect(parse("modes=fast").problems.map((problem) => problem.code)).toEqual(["MISSING_ROLE"]);
    expect(parse("name=x").problems.map((problem) => problem.code)).toEqual(["MISSING_ROLE"]);
  });

  it("rejects over-long values before looking them up", () => {
    const long = "x".repeat(URL_LIMITS.patternName + 1);
    expect(parse(`role=${long}`).problems).toEqual([
      {
        param: "role",
        code: "TOO_LONG",
        message: "The URL's role is 257 characters long; the limit is 256.",
      },
    ]);
    expect(parse(`role=critic&modes=fast,${long}`).problems[0]?.message).toBe(
      "The URL's mode 2 is 257 characters long; the limit is 256.",
    );
    const name = parse(`role=critic&name=${"é".repeat(URL_LIMITS.profileName + 1)}`);
    expect(name.problems[0]?.message).toBe(
      "The URL's profile name is 257 characters long; the limit is 256.",
    );
    expect(name.query.name).toBe("");
    expect(parse(`role=critic&modes=${Array(33).fill("fast").join(",")}`).problems[0]?.code).toBe(
      "TOO_MANY_MODES",
    );
  });

  it("counts characters, not UTF-16 units, against the name limit", () => {
    expect(parse(`role=critic&name=${encodeURIComponent("😀".repeat(200))}`).problems).toEqual([]);
  });

  it("lists parameters it does not read instead of dropping them silently", () => {
    const parsed = parse("role=critic&mode=fast&utm_source=x&mode=slow");
    expect(parsed.ignored).toEqual(["mode", "utm_source"]);
    expect(parsed.problems).toEqual([]);
  });
});

describe("formatComposeQuery", () => {
  it("writes the contract's format with literal commas", () => {
    expect(
      formatComposeQuery({ role: "critic", modes: ["adversarial", "evidential"], name: "adv critic" }),
    ).toBe("?role=critic&modes=adversarial,evidential&name=adv%20critic");
  });

  it("leaves out empty modes and name, and is empty without a role", () => {
    expect(formatComposeQuery({ role: "analyst", modes: [], name: "" })).toBe("?role=analyst");
    expect(formatComposeQuery({ role: null, modes: [], name: "" })).toBe("");
  });

  it("round-trips names with reserved and non-ASCII characters", () => {
    for (const name of [
      "a&b=c",
      "50% #1",
      "a+b",
      "emoji 😀",
      "análise שלום",
      "<script>alert(1)</script>",
      "x,y",
    ]) {
      const query = { role: "critic", modes: ["fast", "slow"], name };
      const parsed = parse(formatComposeQuery(query));
      expect(parsed.problems).toEqual([]);
      expect(sameQuery(parsed.query, query)).toBe(true);
    }
  });
});

describe("sameQuery", () => {
  it("compares role, mode order and name", () => {
    const base = { role: "critic", modes: ["fast", "slow"], name: "" };
    expect(sameQuery(base, { ...base, modes: ["fast", "slow"] })).toBe(true);
    expect(sameQuery(base, { ...base, modes: ["slow", "fast"] })).toBe(false);
    expect(sameQuery(base, { ...base, name: "x" })).toBe(false);
    expect(sameQuery(base, { ...base, role: "analyst" })).toBe(false);
  });
});

describe("parseComposeQuery on hostile input", () => {
  it("refuses a profile name with control or bidi characters, as the library does", () => {
    for (const name of ["line\nbreak", "evil\u202Etxt", "nul\u0000"]) {
      const parsed = parse(`role=critic&name=${encodeURIComponent(name)}`);
      expect(parsed.problems.map((problem) => problem.code)).toEqual(["NAME_INVALID"]);
      expect(parsed.query.name).toBe("");
    }
  });

  it("caps the ignored-parameter notice: five names of at most 40 characters, then a count", () => {
    const params = Array.from({ length: 50 }, (_, index) => `${"p".repeat(1000)}${index}=1`).join("&");
    const { ignored } = parse(`role=critic&${params}`);
    expect(ignored).toHaveLength(6);
    expect(ignored[0]).toBe(`${"p".repeat(40)}…`);
    expect(ignored[5]).toBe("and 45 more");
  });

  it("echoes an unknown name escaped and clipped", () => {
    const { problems } = parse(`role=${encodeURIComponent(`x\u001b${"y".repeat(200)}`)}`);
    expect(problems[0]?.message).toMatch(/^Unknown role: 'x\\u001By{78}…'\. Available: /);
  });
});

describe("formatComposeQuery on an unpaired surrogate", () => {
  it("writes U+FFFD instead of throwing", () => {
    expect(formatComposeQuery({ role: "critic", modes: [], name: "a\uD800" })).toBe(
      "?role=critic&name=a%EF%BF%BD",
    );
  });
});

describe("parseComposeQuery messages", () => {
  it("says how to fix an empty role parameter and modes or a name without a role", () => {
    expect(parse("role=").problems[0]?.message).toBe(
      "The URL's role parameter is empty: give a role name, e.g. role=critic.",
    );
    expect(parse("modes=fast").problems[0]?.message).toBe(
      "The URL gives modes or a profile name but no role: add one, e.g. role=critic.",
    );
  });
});
