// casts diff over directory roles: from CASTS_ROLES_DIR or the project's roles/, and from --roles,
// as compose takes them (contract §10).
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { Profile } from "../../lib/casts";
import { createDirectoryRoleRegistry, toRole } from "../../lib/casts/directory-roles";
import { loadFromDir } from "../../lib/casts/node";
import { captureCli } from "../../test-support/run-cli";
import { PROJECT_ROOT } from "../context";
import { diffCommand } from "./diff";

const PROJECT_ROLES = path.join(PROJECT_ROOT, "roles");
const FIXTURE_ROLES = path.join(PROJECT_ROOT, "lib/casts/directory-roles/__fixtures__/roles");

let supportTriage: string;
beforeAll(() => {
  const loaded = loadFromDir(PROJECT_ROLES, { registry: createDirectoryRoleRegistry() }).loaded;
  const role = loaded.find((entry) => entry.name === "SupportTriage");
  if (!role) throw new Error("roles/ has no SupportTriage");
  supportTriage = Profile.compose(toRole(role), { modes: ["fast"] }).buildSystemMessage();
});

interface DiffJson {
  readonly a: { readonly role: string; readonly modes: readonly string[]; readonly message: string };
  readonly b: { readonly role: string; readonly message: string };
  readonly emissions: unknown;
}

const diffJson = (result: { out: string }) => JSON.parse(result.out) as DiffJson;

describe("casts diff with directory roles", () => {
  it("diffs a directory role from roles/, CASTS_ROLES_DIR or --roles against a built-in one", async () => {
    for (const [env, flags] of [
      [{}, []],
      [{ CASTS_ROLES_DIR: PROJECT_ROLES }, []],
      [{ CASTS_ROLES_DIR: FIXTURE_ROLES }, ["--roles", PROJECT_ROLES]],
    ] as const) {
      const result = await captureCli(["diff", "SupportTriage:fast", "critic", "--json", ...flags], { env });
      expect(result, JSON.stringify(env)).toMatchObject({ code: 0, err: "" });
      const json = diffJson(result);
      expect(json.a).toMatchObject({ role: "SupportTriage", modes: ["fast"], message: supportTriage });
      expect(json.b).toMatchObject({
        role: "critic",
        message: Profile.compose("critic").buildSystemMessage(),
      });
    }
    const text = await captureCli(["diff", "SupportTriage", "critic", "--roles", PROJECT_ROLES]);
    expect(text).toMatchObject({ code: 0, err: "" });
    expect(text.out.startsWith("--- SupportTriage\n+++ critic\n@@ ")).toBe(true);
    expect(text.out).toMatch(/^removed +role SupportTriage +-\d+ chars/m);
  });

  it("gives a directory role's runtime view (the default pack has no policy for it)", async () => {
    const result = await captureCli(["diff", "SupportTriage", "SupportTriage", "--runtime", "--json"]);
    expect(result).toMatchObject({ code: 0, err: "" });
    expect((JSON.parse(result.out) as { view: string }).view).toBe("runtime");
  });

  it("says a directory role is unknown in the folder it read, listing that folder's roles", async () => {
    const result = await captureCli(["diff", "SupportTriage", "critic", "--roles", FIXTURE_ROLES]);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /^casts: a: Unknown role: 'SupportTriage'\. Available: analyst, .*, writer\. Directory roles: .*\bFull\b/,
    );
    expect(await captureCli(["diff", "BadRegex", "critic", "--roles", FIXTURE_ROLES])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^casts: a: Directory role 'BadRegex' \(BadRegex\) was skipped: /),
    });
  });

  it("documents --roles in its usage and help", () => {
    expect(diffCommand.usage).toContain("[--roles <dir>]");
    expect(diffCommand.details).toMatch(/^ {2}--roles <dir> +directory roles from <dir>/m);
  });
});
