import { describe, expect, it } from "vitest";

import { listModes, listRoles, Mode, Role } from "@/lib/casts";
import { buildCatalog } from "@/lib/casts/node";

import { bodyTitle, loadComposerData, toJson } from "./load-composer-data";

describe("loadComposerData", () => {
  const all = loadComposerData();
  // Built-in roles come first, in listRoles order; directory roles follow (tested below).
  const data = { ...all, roles: all.roles.filter((role) => role.directory !== true) };

  it("carries every role and mode in listRoles/listModes order, with their exact text", () => {
    expect(data.roles.map((role) => role.name)).toEqual(listRoles());
    expect(data.modes.map((mode) => mode.name)).toEqual(listModes());
    for (const role of data.roles) {
      const source = Role.load(role.name);
      expect([role.body, role.description]).toEqual([source.body, source.description]);
    }
    for (const mode of data.modes) {
      const source = Mode.load(mode.name);
      expect([mode.behaviors, mode.conflictsWith]).toEqual([source.behaviors, source.conflictsWith]);
    }
  });

  it("carries the default pack's config and policy for each role", () => {
    const catalog = buildCatalog();
    expect(data.packName).toBe("default");
    for (const [position, role] of data.roles.entries()) {
      const config = catalog.roles[position]?.config;
      expect(role.config?.defaultModes).toEqual(config?.default_modes);
      expect(role.config?.modesAllow).toEqual(config?.modes_allow);
      expect(role.config?.escalations).toEqual(config?.escalations);
    }
    expect(data.roles.find((role) => role.name === "critic")?.config?.defaultModes).toEqual(["adversarial"]);
  });

  it("survives a JSON round trip unchanged (plain data only)", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("titles each role by its body's H1", () => {
    expect(data.roles.find((role) => role.name === "assessor")?.title).toBe("Risk Assessor");
    expect(data.roles.find((role) => role.name === "postmortem-lead")?.title).toBe("Postmortem Lead");
  });
});

describe("bodyTitle", () => {
  it("reads the first H1 and ignores deeper headings", () => {
    expect(bodyTitle("## Not this\n# Title here  \ntext")).toBe("Title here");
    expect(bodyTitle("no heading")).toBeNull();
  });
});

describe("toJson", () => {
  it("rejects values that are not JSON, naming the path", () => {
    expect(() => toJson({ a: [1, Number.NaN] })).toThrow("value.a[1]: NaN is not a JSON number");
    expect(() => toJson({ f: () => 1 })).toThrow("value.f: function is not JSON");
    expect(() => toJson(new Date(0))).toThrow("value: object is not JSON");
  });
});

describe("loadComposerData directory roles", () => {
  it("appends the project's directory roles as roles without emissions or pack entry", () => {
    const data = loadComposerData();
    const notes = data.roles.find((role) => role.name === "ReleaseNotesWriter");
    expect(notes).toMatchObject({ directory: true, emits: [], config: null, title: "ReleaseNotesWriter" });
    expect(notes?.body.length).toBeGreaterThan(100);
    expect(data.roles.filter((role) => role.directory !== true).map((role) => role.name)).toEqual(listRoles());
  });
});
