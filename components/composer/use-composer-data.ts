"use client";

import { use } from "react";

import { withBasePath } from "@/lib/base-path";
import { createComposerIndex, type ComposerIndex } from "@/lib/composer/composer-index";
import { createFetchCache, type FetchCache } from "@/lib/composer/fetch-cache";
import { localRoleFirst, readLocalRole, withLocalRole } from "@/lib/site/local-role";
import {
  COMPOSER_INDEX_URL,
  roleBodyUrl,
  roleSchemaUrl,
  type ComposerPayload,
  type RoleBodyFile,
} from "@/lib/composer/payload";

// The files come from this site's own build, which checks their shape (lib/composer/build); here a
// file that is not what the build writes shows as a load error, never as a crash.
const readBody = (json: unknown) => {
  const body = (json as Partial<RoleBodyFile> | null)?.body;
  if (typeof body !== "string") throw new Error("the role file has no body text");
  return body;
};
const readSchema = (json: unknown) => {
  if (json === null || typeof json !== "object" || Array.isArray(json))
    throw new Error("the schema file is not a JSON object");
  return json as Readonly<Record<string, unknown>>;
};

/** Role bodies, fetched when a role is picked (a role from a folder opened in this tab: from storage). */
export const roleBodies: FetchCache<string> = createFetchCache(
  (name) => withBasePath(roleBodyUrl(name)),
  readBody,
  localRoleFirst((url) => fetch(url)),
);
/** Each role's operable JSON Schema, fetched when its emissions are shown. */
export const roleSchemas: FetchCache<Readonly<Record<string, unknown>>> = createFetchCache(
  (name) => withBasePath(roleSchemaUrl(name)),
  readSchema,
);

export type ComposerDataState =
  { readonly ok: true; readonly index: ComposerIndex } | { readonly ok: false; readonly message: string };

let request: Promise<ComposerDataState> | undefined;

async function fetchIndex(): Promise<ComposerDataState> {
  try {
    const response = await fetch(withBasePath(COMPOSER_INDEX_URL));
    if (!response.ok) return { ok: false, message: `${COMPOSER_INDEX_URL} answered HTTP ${response.status}` };
    const data = (await response.json()) as ComposerPayload;
    if (!Array.isArray(data?.roles) || !Array.isArray(data?.modes)) {
      return { ok: false, message: `${COMPOSER_INDEX_URL} is not the composer's index` };
    }
    const index = createComposerIndex(withLocalRole(data, readLocalRole()));
    // The role the link names is needed at once: fetch its body before React renders (known names only).
    const linked = new URLSearchParams(window.location.search).get("role");
    if (linked !== null && index.roleByName.has(linked)) roleBodies.load(linked);
    return { ok: true, index };
  } catch (error) {
    return {
      ok: false,
      message: `${COMPOSER_INDEX_URL} could not be loaded (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}

/** The composer's index, fetched once per page load; suspends until it arrives. */
export function useComposerData(): ComposerDataState {
  request ??= fetchIndex();
  return use(request);
}

/** Forgets a failed load so the next render fetches again. */
export function retryComposerData(): void {
  request = undefined;
}
