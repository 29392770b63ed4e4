import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ComposerPayload } from "@/lib/composer/payload";

import {
  LOCAL_ROLE_STORAGE_KEY,
  localRoleFirst,
  readLocalRole,
  storeLocalRole,
  withLocalRole,
} from "./local-role";

const ROLE = {
  name: "LedgerReviewer",
  description: "Reviews ledgers.",
  body: "# Ledger",
  folder: "payments.LedgerReviewer",
};

const PAYLOAD: ComposerPayload = {
  pack: "default",
  directoryRoles: 1,
  roles: [
    { name: "critic", description: "d", emits: [], config: null, title: "Critic" },
    {
      name: "LedgerReviewer",
      description: "site's",
      emits: [],
      config: null,
      title: "LedgerReviewer",
      directory: true,
    },
  ],
  modes: [],
  models: {},
};

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("local role hand-off", () => {
  it("stores a role and reads it back; anything else in the slot reads as none", () => {
    expect(readLocalRole()).toBeNull();
    expect(storeLocalRole(ROLE)).toBeNull();
    expect(readLocalRole()).toEqual(ROLE);
    for (const junk of ["{", "null", '{"name":""}', JSON.stringify({ ...ROLE, body: 1 })]) {
      sessionStorage.setItem(LOCAL_ROLE_STORAGE_KEY, junk);
      expect(readLocalRole(), junk).toBeNull();
    }
  });

  it("reports storage that refuses the role instead of throwing", () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    });
    expect(storeLocalRole(ROLE)).toMatch(/could not be kept for the composer \(QuotaExceededError\)/);
  });

  it("adds the role as a local directory role with no emissions, in place of a namesake", () => {
    expect(withLocalRole(PAYLOAD, null)).toBe(PAYLOAD);
    const roles = withLocalRole(PAYLOAD, ROLE).roles;
    expect(roles.map((role) => role.name)).toEqual(["critic", "LedgerReviewer"]);
    expect(roles[1]).toEqual({
      name: "LedgerReviewer",
      description: "Reviews ledgers.",
      emits: [],
      config: null,
      title: "LedgerReviewer",
      directory: true,
      local: true,
    });
  });

  it("answers the local role's body file from storage and fetches every other file", async () => {
    storeLocalRole(ROLE);
    const fetcher = vi.fn((url: string) =>
      Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(url) }),
    );
    const fetchBody = localRoleFirst(fetcher);
    expect(await (await fetchBody("/compose/roles/LedgerReviewer.json")).json()).toEqual({
      name: "LedgerReviewer",
      body: "# Ledger",
    });
    expect(fetcher).not.toHaveBeenCalled();
    expect(await (await fetchBody("/compose/roles/critic.json")).json()).toBe("/compose/roles/critic.json");
  });
});
