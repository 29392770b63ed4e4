import { afterEach, describe, expect, it, vi } from "vitest";

import { createComposerIndex, linkedRoleNames, needsDirectoryRoles } from "./composer-index";
import { fetchDirectoryRoles, withDirectoryRoles } from "./directory-index";
import type { ComposerPayload, IndexRole } from "./payload";

const role = (name: string, extra: Partial<IndexRole> = {}): IndexRole => ({
  name,
  title: name,
  description: `${name} does things`,
  emits: [],
  config: null,
  ...extra,
});
const payload = (roles: IndexRole[], directoryRoles: number): ComposerPayload => ({
  pack: "default",
  roles,
  directoryRoles,
  modes: [],
  models: {},
});
const SITE_DIRECTORY = [role("Ledger", { directory: true }), role("Triage", { directory: true })];

describe("the composer's index with directory roles loaded on demand", () => {
  it("is pending while the site's directory roles are not in it", () => {
    expect(createComposerIndex(payload([role("critic")], 2)).directoryPending).toBe(true);
    expect(createComposerIndex(payload([role("critic")], 0)).directoryPending).toBe(false);
    expect(createComposerIndex(payload([role("critic"), ...SITE_DIRECTORY], 2)).directoryPending).toBe(false);
    // A role opened in this tab is not the site's: still pending.
    const local = role("Mine", { directory: true, local: true });
    expect(createComposerIndex(payload([role("critic"), local], 2)).directoryPending).toBe(true);
  });

  it("adds them after the built-in roles, keeping a role opened in this tab in place of its namesake", () => {
    const local = role("Ledger", { directory: true, local: true, description: "my own" });
    const index = withDirectoryRoles(
      createComposerIndex(payload([role("critic"), local], 2)),
      SITE_DIRECTORY,
    );
    expect(index.directoryPending).toBe(false);
    expect(index.roles).toEqual(["critic", "Triage", "Ledger"]);
    expect(index.roleByName.get("Ledger")?.description).toBe("my own");
    expect(index.data.directoryRoles).toBe(2);
  });

  it("reads the role the composer's link names; the compare page's sides wait for the roles themselves", () => {
    expect(linkedRoleNames("?role=Ledger&modes=slow")).toEqual(["Ledger"]);
    expect(linkedRoleNames("?role=")).toEqual([""]);
    expect(linkedRoleNames("")).toEqual([]);
    expect(linkedRoleNames("?a=critic:slow,fast&b=Ledger&view=plain")).toEqual([]);
    // A built-in role needs nothing more; a team role does.
    const pending = createComposerIndex(payload([role("critic")], 2));
    expect(needsDirectoryRoles(pending, linkedRoleNames("?role=critic&modes=slow"))).toBe(false);
    expect(needsDirectoryRoles(pending, linkedRoleNames("?role=Ledger"))).toBe(true);
  });

  it("needs them only for a name the index does not know, while they are pending", () => {
    const pending = createComposerIndex(payload([role("critic")], 2));
    expect(needsDirectoryRoles(pending, ["critic", ""])).toBe(false);
    expect(needsDirectoryRoles(pending, ["critic", "Ledger"])).toBe(true);
    expect(needsDirectoryRoles(withDirectoryRoles(pending, SITE_DIRECTORY), ["Nope"])).toBe(false);
  });
});

describe("fetchDirectoryRoles", () => {
  const pending = createComposerIndex(payload([role("critic")], 2));
  const answer = (status: number, body: unknown) =>
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status }));
  afterEach(() => vi.restoreAllMocks());

  it("adds the fetched entries to the index", async () => {
    answer(200, SITE_DIRECTORY);
    expect((await fetchDirectoryRoles(pending)).roles).toEqual(["critic", "Ledger", "Triage"]);
  });

  it("names the file when it is missing or not the directory roles' index", async () => {
    answer(404, "");
    await expect(fetchDirectoryRoles(pending)).rejects.toThrow(
      "/compose/directory-roles.json answered HTTP 404",
    );
    for (const bad of [{}, [{ name: 3 }], [role("critic")]]) {
      answer(200, bad);
      await expect(fetchDirectoryRoles(pending)).rejects.toThrow(
        "/compose/directory-roles.json is not the directory roles' index",
      );
    }
  });
});
