// The rule for a directory role's name (it appears in URLs and CLI arguments), apart from the role
// class so that light modules (the importer) can check names without loading the built-in roles.
const ROLE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_-]{0,99}$/;

/** Why a role name is not usable, or null. */
export function roleNameError(name: string): string | null {
  if (ROLE_NAME.test(name)) return null;
  if (name === "") return "the role name is empty";
  return `the role name '${name}' may use only letters, digits, '_' and '-' (up to 100, not starting with '-')`;
}
