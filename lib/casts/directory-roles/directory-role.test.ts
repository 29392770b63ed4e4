import { describe, expect, it } from "vitest";

import { Profile, Role } from "../index";
import { thrown } from "../../../test-support/thrown";
import { DIRECTORY_ROLE_CONFIG_DEFAULTS } from "./config";
import {
  defineDirectoryRole,
  isDirectoryRole,
  nameFromDirectory,
  roleNameError,
  toRole,
} from "./directory-role";

const codeAndMessage = (fn: () => unknown): string => {
  const error = thrown(fn);
  return `${error.code}: ${error.message}`;
};

describe("nameFromDirectory", () => {
  it("uses the directory name, or the part after its last dot", () => {
    expect(nameFromDirectory("ReleaseNotesWriter")).toEqual({ ok: true, name: "ReleaseNotesWriter" });
    expect(nameFromDirectory("acme.SupportTriage")).toEqual({ ok: true, name: "SupportTriage" });
    expect(nameFromDirectory("com.acme.ops.Pager")).toEqual({ ok: true, name: "Pager" });
  });

  it("rejects a directory that gives no usable name", () => {
    expect(nameFromDirectory("acme.")).toEqual({
      ok: false,
      reason: "the directory name 'acme.' ends with a dot, so it gives no role name",
    });
    expect(nameFromDirectory("My Role")).toEqual({
      ok: false,
      reason:
        "the role name 'My Role' may use only letters, digits, '_' and '-' (up to 100, not starting with '-')",
    });
  });
});

describe("roleNameError", () => {
  it("accepts letters, digits, underscores and dashes", () => {
    expect(roleNameError("oap_MyAgent-2")).toBeNull();
    expect(roleNameError("-leading")).not.toBeNull();
    expect(roleNameError("a".repeat(101))).not.toBeNull();
    expect(roleNameError("")).toBe("the role name is empty");
  });
});

describe("defineDirectoryRole", () => {
  it("builds a frozen role with the seed's defaults", () => {
    const role = defineDirectoryRole({ name: "Helper", description: "Helps." });
    expect(role).toEqual({
      name: "Helper",
      directory: null,
      path: null,
      description: "Helps.",
      systemPrompt: null,
      config: DIRECTORY_ROLE_CONFIG_DEFAULTS,
      notes: [],
    });
    expect(Object.isFrozen(role)).toBe(true);
    expect(Object.isFrozen(role.notes)).toBe(true);
    expect(isDirectoryRole(role)).toBe(true);
    expect(isDirectoryRole({ ...role })).toBe(false);
  });

  it("validates config with the config.json rules", () => {
    expect(
      codeAndMessage(() => defineDirectoryRole({ name: "R", description: "d", config: { model: "(" } })),
    ).toBe(
      `ROLE_DIR_INVALID: Directory role 'R': config: model: invalid regular expression "(": Unterminated group`,
    );
    expect(
      codeAndMessage(() =>
        defineDirectoryRole({ name: "R", description: "d", config: { description: "x" } }),
      ),
    ).toMatch(/give description and systemPrompt as their own fields/);
  });

  it("rejects a bad name or an empty description", () => {
    expect(codeAndMessage(() => defineDirectoryRole({ name: "a b", description: "d" }))).toMatch(
      /^ROLE_DIR_INVALID: Directory role 'a b': name: /,
    );
    expect(codeAndMessage(() => defineDirectoryRole({ name: "R", description: "  " }))).toBe(
      "ROLE_DIR_INVALID: Directory role 'R': description: expected non-empty text",
    );
  });
});

describe("toRole", () => {
  it("gives a library Role with the system prompt as body and no emissions", () => {
    const role = toRole(
      defineDirectoryRole({ name: "Writer", description: "Writes.", systemPrompt: "You write.\n" }),
    );
    expect(role).toBeInstanceOf(Role);
    expect(role.toDict()).toEqual({ name: "Writer", description: "Writes.", body: "You write.\n" });
    expect(role.emits).toEqual([]);
    expect(role.emissionOperable()).toBeNull();
  });

  it("uses an empty body when there is no system prompt, and returns the same Role each time", () => {
    const directoryRole = defineDirectoryRole({ name: "Quiet", description: "No prompt." });
    expect(toRole(directoryRole).body).toBe("");
    expect(toRole(directoryRole)).toBe(toRole(directoryRole));
  });

  it("takes the fields of shipped data too, so the composer converts directory roles the same way", () => {
    const fields = { name: "Writer", description: "Writes.", systemPrompt: "You write.\n" };
    const fromData = toRole(fields);
    expect(fromData.toDict()).toEqual(toRole(defineDirectoryRole(fields)).toDict());
    expect(toRole({ ...fields, systemPrompt: null }).body).toBe("");
  });

  it("composes into a profile with built-in modes", () => {
    const role = toRole(
      defineDirectoryRole({ name: "Writer", description: "Writes.", systemPrompt: "You write." }),
    );
    const profile = Profile.compose(role, { modes: ["fast"] });
    expect(profile.name).toBe("Writer");
    expect(profile.buildSystemMessage().startsWith("You write.\n\n")).toBe(true);
    expect(profile.emissionOperable()).toBeNull();
  });
});
