import path from "node:path";
import type { Readable, Writable } from "node:stream";

import { resolveCatalogSource, type CatalogSource } from "../lib/casts/node";

/** What a command may touch: output streams and the project whose packs/ and roles/ it reads. */
export interface CliContext {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** The folder holding package.json, packs/default.yaml and roles/. */
  readonly projectRoot: string;
  /** CASTS_ROLES_DIR and CASTS_PACK are read from here (default: none set). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Relative --roles/--pack values and variables resolve against this folder (default: process.cwd()). */
  readonly cwd?: string;
  /** The process's streams, for `casts mcp`, which speaks a protocol on them; absent in tests. */
  readonly stdio?: { readonly stdin: Readable; readonly stdout: Writable };
}

/** The directory-role folder and pack of one invocation: --roles/--pack, then the variables, then the defaults. */
export function catalogSource(
  context: CliContext,
  flags: { readonly roles?: string | undefined; readonly pack?: string | undefined },
): CatalogSource {
  return resolveCatalogSource({ env: context.env, flags, cwd: context.cwd, root: context.projectRoot });
}

/** The project this CLI ships in (the folder above cli/), so it works from any working directory. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, "..");

/** Exit codes: 0 success, 1 bad input (unknown name, conflict, invalid file), 2 bad usage. */
export const EXIT = Object.freeze({ OK: 0, INPUT: 1, USAGE: 2 } as const);
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
