// What every command and the dispatcher share, with no imports beyond Node's: the context type, the
// exit codes and the project root. Kept apart from ./context (which reads catalog sources) so that
// `casts` starts without loading the library: cli/run.ts imports only this.
import { existsSync } from "node:fs";
import path from "node:path";
import type { Readable, Writable } from "node:stream";

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

/**
 * The project this CLI ships in (the nearest folder above this module holding package.json), so it
 * works from any working directory, run from the sources (cli/) or from the bundle (dist/cli/).
 */
export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, "..");
  }
}

/** Exit codes: 0 success, 1 bad input (unknown name, conflict, invalid file), 2 bad usage. */
export const EXIT = Object.freeze({ OK: 0, INPUT: 1, USAGE: 2 } as const);
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
