import "server-only";

import { EMISSION_MODELS, emissionJsonSchema, fieldNameFor } from "@/lib/casts";

import { getModeSummaries, getRoleSummaries } from "./catalog-data";
import { isJsonObject } from "./json";
import type { SearchEntry } from "./search";

/** The search index shipped as /search-index.json: roles, then modes, then emission models. */
export function buildSearchIndex(): SearchEntry[] {
  const roles = getRoleSummaries().map((role) => ({
    kind: "role" as const,
    name: role.name,
    title: role.title,
    summary: role.summary,
    href: `/roles/${role.name}`,
    keywords: [...role.emits, role.effort ? `${role.effort} effort` : "", role.pickWhen ?? ""].join(" "),
  }));
  const modes = getModeSummaries().map((mode) => ({
    kind: "mode" as const,
    name: mode.name,
    title: mode.name,
    summary: mode.summary,
    href: `/modes/${mode.name}`,
    keywords: [mode.phase ?? "", ...mode.conflictsWith].join(" "),
  }));
  const emissions = EMISSION_MODELS.map((model) => {
    const properties = emissionJsonSchema(model)["properties"];
    return {
      kind: "emission" as const,
      name: model.name,
      title: model.name,
      summary: model.summary,
      href: `/emissions/${model.name}`,
      keywords: [
        fieldNameFor(model),
        model.category,
        ...Object.keys(isJsonObject(properties) ? properties : {}),
      ].join(" "),
    };
  });
  return [...roles, ...modes, ...emissions];
}
