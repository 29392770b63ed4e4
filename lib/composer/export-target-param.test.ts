import { describe, expect, it } from "vitest";

import { readExportTarget, withExportTarget } from "./export-target-param";
import { parseComposeQuery } from "./url-codec";

describe("readExportTarget", () => {
  it("reads a known target, nothing when absent, and a problem naming an unknown one", () => {
    expect(readExportTarget(new URLSearchParams("role=critic&to=cursor"))).toEqual({
      target: "cursor",
      problem: null,
    });
    expect(readExportTarget(new URLSearchParams("role=critic"))).toEqual({ target: null, problem: null });
    expect(readExportTarget(new URLSearchParams("to=vim")).problem).toMatch(
      /^The URL's export target 'vim' is not one of claude-code, /,
    );
  });
});

describe("withExportTarget", () => {
  it("sets, replaces and removes `to` and keeps the other parameters as they were encoded", () => {
    expect(withExportTarget("?role=critic&modes=a,b&name=My%20Critic", "openai")).toBe(
      "?role=critic&modes=a,b&name=My%20Critic&to=openai",
    );
    expect(withExportTarget("?to=cursor&role=critic", "lionagi")).toBe("?role=critic&to=lionagi");
    expect(withExportTarget("?role=critic&to=cursor", null)).toBe("?role=critic");
    expect(withExportTarget("", null)).toBe("");
  });
});

describe("parseComposeQuery with an export target", () => {
  it("does not report `to` as a parameter the composer ignores", () => {
    const parsed = parseComposeQuery(new URLSearchParams("role=critic&to=cursor&mode=x"), {
      roles: ["critic"],
      modes: [],
    });
    expect(parsed.ignored).toEqual(["mode"]);
  });
});
