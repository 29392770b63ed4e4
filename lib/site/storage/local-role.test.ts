import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ComposerPayload } from "@/lib/composer/payload";

import {
  LOCAL_ROLE_STORAGE_KEY,
  LOCAL_ROLES_MAX_CHARS,
  localRoleFirst,
  readLocalRoles,
  storeLocalRoles,
  withLocalRoles,
} from "./local-role";

const ROLE = {
  name: "LedgerReviewer",
  description: "Reviews ledgers.",
  body: "# Ledger",
  folder: "payments.LedgerReviewer",
};

const OTHER = {
  name: "payments-auditor",
  description: "Audits payments.",
  body: "Audit.",
  folder: "payments-auditor",
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
  it("stores roles and reads them back; anything else in the slot reads as none", () => {
    expect(readLocalRoles()).toEqual([]);
    expect(storeLocalRoles([ROLE])).toBeNull();
    expect(readLocalRoles()).toEqual([ROLE]);
    expect(storeLocalRoles([ROLE, OTHER])).toBeNull();
    expect(readLocalRoles()).toEqual([ROLE, OTHER]);
    for (const junk of [
      "{",
      "null",
      '{"name":""}',
      JSON.stringify({ ...ROLE, body: 1 }),
      JSON.stringify([ROLE, { ...OTHER, folder: null }]),
    ]) {
      sessionStorage.setItem(LOCAL_ROLE_STORAGE_KEY, junk);
      expect(readLocalRoles(), junk).toEqual([]);
    }
  });

  it("reads one role object, as an older page kept it, as that role", () => {
    sessionStorage.setItem(LOCAL_ROLE_STORAGE_KEY, JSON.stringify(ROLE));
    expect(readLocalRoles()).toEqual([ROLE]);
  });

  it("refuses roles over its size bound with their size, and keeps what it held", () => {
    storeLocalRoles([ROLE]);
    const big = { ...OTHER, body: "x".repeat(LOCAL_ROLES_MAX_CHARS) };
    expect(storeLocalRoles([ROLE, big])).toBe(
      "the 2 roles take 4.0 MiB, over the 4.0 MiB this page can hand to the composer",
    );
    expect(storeLocalRoles([big])).toMatch(/^the role takes 4\.0 MiB, over/);
    expect(readLocalRoles()).toEqual([ROLE]);
  });

  it("reports storage that refuses the role instead of throwing", () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    });
    expect(storeLocalRoles([ROLE])).toMatch(/could not be kept for the composer \(QuotaExceededError\)/);
  });

  it("adds the roles as local directory roles with no emissions, in place of a namesake", () => {
    expect(withLocalRoles(PAYLOAD, [])).toBe(PAYLOAD);
    const roles = withLocalRoles(PAYLOAD, [ROLE, OTHER]).roles;
    expect(roles.map((role) => role.name)).toEqual(["critic", "LedgerReviewer", "payments-auditor"]);
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

  it("carries a role's model and tool limits through storage into its index entry, where exports read them", () => {
    const limits = { model: "gpt-4\\.1", required_tools: ["Read"], tool_filter: ["Read", "Grep"] };
    expect(storeLocalRoles([{ ...OTHER, limits }, ROLE])).toBeNull();
    const kept = readLocalRoles();
    expect(kept[0]?.limits).toEqual(limits);
    expect(kept[1]).not.toHaveProperty("limits");
    const entry = withLocalRoles(PAYLOAD, kept).roles.find((role) => role.name === OTHER.name);
    expect(entry).toMatchObject({ directory: true, local: true, limits });
    // Limits of another shape make the slot read as none, as any other field would.
    sessionStorage.setItem(
      LOCAL_ROLE_STORAGE_KEY,
      JSON.stringify([{ ...OTHER, limits: { model: "x", required_tools: "Read", tool_filter: [] } }]),
    );
    expect(readLocalRoles()).toEqual([]);
  });

  it("answers the local roles' body files from storage and fetches every other file", async () => {
    storeLocalRoles([ROLE, OTHER]);
    const fetcher = vi.fn((url: string) =>
      Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(url) }),
    );
    const fetchBody = localRoleFirst(fetcher);
    expect(await (await fetchBody("/compose/roles/LedgerReviewer.json")).json()).toEqual({
      name: "LedgerReviewer",
      body: "# Ledger",
    });
    expect(await (await fetchBody("/compose/roles/payments-auditor.json")).json()).toEqual({
      name: "payments-auditor",
      body: "Audit.",
    });
    expect(fetcher).not.toHaveBeenCalled();
    expect(await (await fetchBody("/compose/roles/critic.json")).json()).toBe("/compose/roles/critic.json");
  });
});
