import { resolveCatalogSource, type CatalogSource } from "../lib/casts/node/catalog-source";
import type { CliContext } from "./core";

export { EXIT, PROJECT_ROOT, type CliContext, type ExitCode } from "./core";

/** The directory-role folder and pack of one invocation: --roles/--pack, then the variables, then the defaults. */
export function catalogSource(
  context: CliContext,
  flags: { readonly roles?: string | undefined; readonly pack?: string | undefined },
): CatalogSource {
  return resolveCatalogSource({ env: context.env, flags, cwd: context.cwd, root: context.projectRoot });
}
