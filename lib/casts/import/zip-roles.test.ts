import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";

import { importAgents, zipImportedRoles } from ".";

describe("zipImportedRoles", () => {
  it("zips each role's files under <folder>/<role>/", () => {
    const { roles } = importAgents([
      { path: "a.md", bytes: "---\nname: Gatekeeper\ndescription: Guards.\nmodel: o3\n---\nGuard.\n" },
      { path: "b.md", bytes: "---\nname: scout\ndescription: Looks ahead.\n---\n" },
    ]);
    const files = unzipSync(zipImportedRoles(roles, "imported"));
    expect(
      Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)])),
    ).toEqual({
      "imported/gatekeeper/description.md": "Guards.\n",
      "imported/gatekeeper/system_prompt.md": "Guard.\n",
      "imported/gatekeeper/config.json": '{\n  "model": "o3"\n}\n',
      "imported/scout/description.md": "Looks ahead.\n",
    });
  });
});
