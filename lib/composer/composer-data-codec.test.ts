import { describe, expect, it } from "vitest";

import { parseComposerData, serializeComposerData } from "./composer-data-codec";
import { loadComposerData } from "./load-composer-data";

const data = loadComposerData();

describe("parseComposerData", () => {
  it("round-trips the page's data exactly", () => {
    expect(parseComposerData(serializeComposerData(data))).toEqual({ ok: true, data });
  });

  it("names the first path with the wrong shape", () => {
    const broken = JSON.parse(serializeComposerData(data));
    broken.roles[3].emits[0].key = 7;
    expect(parseComposerData(JSON.stringify(broken))).toEqual({ ok: false, message: "data.roles[3].emits[0].key: expected a string" });
    const inactive = JSON.parse(serializeComposerData(data));
    inactive.roles[0].config.active = "yes";
    expect(parseComposerData(JSON.stringify(inactive))).toEqual({ ok: false, message: "data.roles[0].config.active: expected true or false" });
    expect(parseComposerData('{"packName":"x","roles":{},"modes":[],"models":{}}')).toEqual({ ok: false, message: "data.roles: expected a list" });
  });

  it("reports text that is not JSON", () => {
    const result = parseComposerData("{oops");
    expect(result.ok).toBe(false);
  });

  it("accepts a role without pack config", () => {
    const copy = JSON.parse(serializeComposerData(data));
    copy.roles[0].config = null;
    const result = parseComposerData(JSON.stringify(copy));
    expect(result.ok && result.data.roles[0]?.config).toBeNull();
  });
});
