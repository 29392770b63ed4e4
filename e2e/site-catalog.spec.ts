import { readFileSync } from "node:fs";

import { expect, test } from "@playwright/test";

import { EMISSION_MODELS, emissionJsonSchema, listModes, listRoles, Role } from "@/lib/casts";
import { buildCatalog, resolveCatalogSource } from "@/lib/casts/node";

test.describe("machine-readable files", () => {
  test("/catalog.json deep-equals buildCatalog()", async ({ request }) => {
    const response = await request.get("/catalog.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toEqual(buildCatalog());
  });

  test("each emission model's JSON Schema is downloadable", async ({ request }) => {
    for (const model of EMISSION_MODELS) {
      const response = await request.get(`/schemas/${model.name}.json`);
      expect(response.status(), model.name).toBe(200);
      expect(await response.json()).toEqual({
        $schema: "https://json-schema.org/draft/2020-12/schema",
        ...emissionJsonSchema(model),
      });
    }
    const architect = await request.get("/schemas/roles/architect.json");
    expect(await architect.json()).toEqual(Role.load("architect").emissionOperable()?.jsonSchema());
  });

  test("/llms.txt indexes every role, mode and emission model as plain text", async ({ request }) => {
    const response = await request.get("/llms.txt");
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text.startsWith("# Casts Catalog\n")).toBe(true);
    for (const name of listRoles()) expect(text).toContain(`(/roles/${name}):`);
    for (const name of listModes()) expect(text).toContain(`[${name}](/modes/${name}):`);
    for (const model of EMISSION_MODELS) expect(text).toContain(`[${model.name}](/emissions/${model.name}):`);
  });

  test("the pack YAML is served as written", async ({ request }) => {
    const response = await request.get("/packs/pack.yaml");
    // The pack the site was built from (CASTS_PACK: `make e2e` sets the team catalog's).
    expect(await response.text()).toBe(
      readFileSync(resolveCatalogSource({ env: process.env }).packPath, "utf8"),
    );
  });
});
