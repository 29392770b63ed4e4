"use client";

import { use, useSyncExternalStore } from "react";

import { withBasePath } from "@/lib/base-path";
import {
  createComposerIndex,
  linkedRoleNames,
  needsDirectoryRoles,
  type ComposerIndex,
} from "@/lib/composer/composer-index";
import { fetchDirectoryRoles } from "@/lib/composer/directory-index";
import { createFetchCache, type FetchCache } from "@/lib/composer/fetch-cache";
import { localRoleFirst, readLocalRoles, withLocalRoles } from "@/lib/site/storage/local-role";
import { hasStoredLocalRole } from "@/lib/site/storage/local-role-key";

import {
  COMPOSER_INDEX_URL,
  roleBodyUrl,
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

// Roles from a folder opened in this tab (/open-roles) and the site's directory roles are read here,
// not through the composer's lazy parts (panels/parts.ts): the compare page shares these hooks, and
// reaching them through the parts took every composer panel (and the model SDKs and the tokenizer
// behind them) into its bundle, and made it fetch the parts to show a directory role. Their code is
// small: about 0.5 kB gzip more in the composer's first load, in the same number of files.
const localRoles = hasStoredLocalRole();

/** Role bodies, fetched when a role is picked (a role from a folder opened in this tab: from storage). */
export const roleBodies: FetchCache<string> = createFetchCache(
  (name) => withBasePath(roleBodyUrl(name)),
  readBody,
  (url) => (localRoles ? localRoleFirst((path) => fetch(path))(url) : fetch(url)),
);
export type ComposerDataState =
  { readonly ok: true; readonly index: ComposerIndex } | { readonly ok: false; readonly message: string };

let request: Promise<ComposerDataState> | undefined;
/** The index as it stands: it grows once, when the directory roles join. */
let current: ComposerIndex | undefined;
const listeners = new Set<() => void>();
let directoryRequest: Promise<ComposerIndex> | undefined;

export const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Adds the site's directory roles to the index (fetched once; a failure is thrown and the next call
 * tries again). Called when a reader looks for a role, imports a profile, zips the roster, or opens a
 * link that names a role the built-in index does not have.
 */
export function loadDirectoryRoles(): Promise<ComposerIndex> {
  const base = current;
  if (!base) return Promise.reject(new Error("the composer's index is not loaded"));
  if (!base.directoryPending) return Promise.resolve(base);
  directoryRequest ??= fetchDirectoryRoles(base).then(
    (index) => {
      current = index;
      for (const listener of listeners) listener();
      return index;
    },
    (error: unknown) => {
      directoryRequest = undefined;
      throw error;
    },
  );
  return directoryRequest;
}

async function fetchIndex(): Promise<ComposerDataState> {
  try {
    const response = await fetch(withBasePath(COMPOSER_INDEX_URL));
    if (!response.ok) return { ok: false, message: `${COMPOSER_INDEX_URL} answered HTTP ${response.status}` };
    const data = (await response.json()) as ComposerPayload;
    if (
      !Array.isArray(data?.roles) ||
      !Array.isArray(data?.modes) ||
      typeof data?.directoryRoles !== "number"
    ) {
      return { ok: false, message: `${COMPOSER_INDEX_URL} is not the composer's index` };
    }
    current = createComposerIndex(localRoles ? withLocalRoles(data, readLocalRoles()) : data);
    // A composer link to a directory role: its entry is needed before the link can be read. (The
    // compare page draws at once and loads them for a side that names one: components/compare.)
    if (needsDirectoryRoles(current, linkedRoleNames(window.location.search))) {
      try {
        await loadDirectoryRoles();
      } catch (error) {
        return { ok: false, message: `the directory roles could not be loaded (${describeError(error)})` };
      }
    }
    // The role the link names is needed at once: fetch its body before React renders (known names only).
    const linked = new URLSearchParams(window.location.search).get("role");
    if (linked !== null && current.roleByName.has(linked)) roleBodies.load(linked);
    return { ok: true, index: current };
  } catch (error) {
    return { ok: false, message: `${COMPOSER_INDEX_URL} could not be loaded (${describeError(error)})` };
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Starts fetching the index (then a linked role's body) once per page load; app/compose/composer.react-island.tsx calls it before React renders. */
export function loadComposerData(): Promise<ComposerDataState> {
  return (request ??= fetchIndex());
}

/** The composer's index, fetched once per page load; suspends until it arrives, re-renders as it grows. */
export function useComposerData(): ComposerDataState {
  const state = use(loadComposerData());
  const index = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  return state.ok && index ? { ok: true, index } : state;
}

/** Forgets a failed load so the next render fetches again. */
export function retryComposerData(): void {
  request = undefined;
}
