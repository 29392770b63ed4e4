import { describe, expect, it } from "vitest";

import {
  assertNoModeConflict,
  buildSystemMessage,
  defaultProfileName,
  systemMessageParts,
} from "./composition";
import { CastsError } from "./errors";
import { Mode, Profile } from "../index";
import { listModes, listRoles, Role } from "../pattern";
import { profileYaml } from "./profile-yaml";

const role = { name: "r", body: "Body." };
const mode = (name: string, behaviors: string) => ({ name, behaviors });

describe("buildSystemMessage", () => {
  it("joins the role body and each mode's behaviors with a blank line, skipping empty parts, never trimming", () => {
    expect(buildSystemMessage(role, [mode("a", " A \n"), mode("b", ""), mode("c", "C")])).toBe(
      "Body.\n\n A \n\n\nC",
    );
    expect(buildSystemMessage({ body: "" }, [mode("a", "A")])).toBe("A");
    expect(buildSystemMessage({ body: "" }, [])).toBe("");
  });

  it("is what Profile.buildSystemMessage() returns for every built-in role with modes", () => {
    const modes = listModes()
      .slice(0, 2)
      .map((name) => Mode.load(name));
    for (const name of listRoles()) {
      const profile = Profile.compose(name, { modes });
      expect(buildSystemMessage(Role.load(name), modes)).toBe(profile.buildSystemMessage());
    }
  });
});

describe("systemMessageParts", () => {
  it("labels each non-empty part with its source and position, and joins to the message", () => {
    const parts = systemMessageParts(role, [mode("a", ""), mode("b", "B")]);
    expect(parts).toEqual([
      { source: "role", name: "r", position: 0, text: "Body." },
      { source: "mode", name: "b", position: 2, text: "B" },
    ]);
    expect(parts.map((part) => part.text).join("\n\n")).toBe(
      buildSystemMessage(role, [mode("a", ""), mode("b", "B")]),
    );
  });
});

describe("defaultProfileName", () => {
  it("takes the given name, or the role's when it is empty or absent", () => {
    expect(defaultProfileName("critic", "mine")).toBe("mine");
    expect(defaultProfileName("critic", "")).toBe("critic");
    expect(defaultProfileName("critic", null)).toBe("critic");
  });
});

describe("assertNoModeConflict", () => {
  it("throws MODE_CONFLICT for catalog entries and Modes alike, naming the later mode's place", () => {
    const slow = { name: "slow", conflicts_with: ["fast"] };
    const fast = { name: "fast", conflicts_with: [] };
    let thrown: unknown;
    try {
      assertNoModeConflict([slow, { name: "x", conflicts_with: [] }, fast]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CastsError);
    expect((thrown as CastsError).message).toBe("Mode conflict: 'fast' vs 'slow'");
    expect((thrown as CastsError).details).toEqual({ path: "modes[2]" });
    expect(() => assertNoModeConflict([Mode.load("fast"), Mode.load("slow")])).toThrow(
      "Mode conflict: 'slow' vs 'fast'",
    );
    expect(() => assertNoModeConflict([slow, slow])).not.toThrow();
  });
});

describe("profileYaml", () => {
  it("writes the reference's sorted block YAML", () => {
    expect(profileYaml({ name: "adv-critic", role: "critic", modes: ["adversarial", "evidential"] })).toBe(
      "modes:\n- adversarial\n- evidential\nname: adv-critic\nrole: critic\n",
    );
    expect(profileYaml({ name: "analyst", role: "analyst", modes: [] })).toBe(
      "modes: []\nname: analyst\nrole: analyst\n",
    );
  });
});
