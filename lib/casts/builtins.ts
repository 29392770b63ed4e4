import { CastsError } from "./errors";

// The built-in module tables are installed by roles/_registry.ts and roles/modes/_registry.ts.
// They live in this leaf module so that role modules can import the Role class without a cycle.

export type ModuleTable<Key extends string, Value> = Readonly<Record<string, { readonly [K in Key]: Value }>>;

let roleModules: ModuleTable<"ROLE", unknown> | undefined;
let modeModules: ModuleTable<"MODE", unknown> | undefined;

export function installBuiltinRoleModules(table: ModuleTable<"ROLE", unknown>): void {
  roleModules = table;
}

export function installBuiltinModeModules(table: ModuleTable<"MODE", unknown>): void {
  modeModules = table;
}

const notLoaded = (what: string) =>
  new CastsError("REGISTRY_NOT_LOADED", `The built-in ${what} registry is not loaded: import from "@/lib/casts".`);

export function builtinRoleModules(): ModuleTable<"ROLE", unknown> {
  if (!roleModules) throw notLoaded("role");
  return roleModules;
}

export function builtinModeModules(): ModuleTable<"MODE", unknown> {
  if (!modeModules) throw notLoaded("mode");
  return modeModules;
}
