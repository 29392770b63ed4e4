import { describe, expect, it } from "vitest";

import { profileFileName } from "./file-name";

describe("profileFileName", () => {
  it("appends .profile.yaml to a plain name", () => {
    expect(profileFileName("adv-critic")).toBe("adv-critic.profile.yaml");
    expect(profileFileName("critic_v2.1")).toBe("critic_v2.1.profile.yaml");
  });

  it("replaces spaces, slashes and markup with dashes and trims dots", () => {
    expect(profileFileName("adv critic / v2")).toBe("adv-critic-v2.profile.yaml");
    expect(profileFileName("../../etc/passwd")).toBe("etc-passwd.profile.yaml");
    expect(profileFileName("<script>alert(1)</script>")).toBe("script-alert-1-script.profile.yaml");
  });

  it("keeps letters from any script and falls back to 'profile'", () => {
    expect(profileFileName("Kritiker-Ü")).toBe("Kritiker-Ü.profile.yaml");
    expect(profileFileName("???")).toBe("profile.profile.yaml");
  });
});
