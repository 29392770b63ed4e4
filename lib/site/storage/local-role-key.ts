// Where /open-roles keeps a role for the composer (lib/site/storage/local-role.ts), apart from that module so
// the composer can tell whether there is one without loading it.

export const LOCAL_ROLE_STORAGE_KEY = "casts:local-role";

/** Whether this tab's storage holds a role handed over by /open-roles (false when storage is off). */
export function hasStoredLocalRole(): boolean {
  try {
    return typeof sessionStorage !== "undefined" && sessionStorage.getItem(LOCAL_ROLE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
