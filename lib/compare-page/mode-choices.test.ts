import { describe, expect, it } from "vitest";

import { addableModes } from "./mode-choices";

const catalog = [
  { name: "slow", conflicts_with: ["fast"] },
  { name: "fast", conflicts_with: [] },
  { name: "evidential", conflicts_with: [] },
  { name: "terse", conflicts_with: ["verbose"] },
  { name: "verbose", conflicts_with: [] },
];

describe("addableModes", () => {
  it("offers every mode to an empty side, in catalog order", () => {
    expect(addableModes(catalog, [])).toEqual(["slow", "fast", "evidential", "terse", "verbose"]);
  });

  it("leaves out the chosen modes and those conflicting with one, whichever side declares it", () => {
    expect(addableModes(catalog, ["slow"])).toEqual(["evidential", "terse", "verbose"]);
    expect(addableModes(catalog, ["fast", "verbose"])).toEqual(["evidential"]);
  });
});
