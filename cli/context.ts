import path from "node:path";

/** What a command may touch: output streams and the project whose packs/ and roles/ it reads. */
export interface CliContext {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** The folder holding package.json, packs/default.yaml and roles/. */
  readonly projectRoot: string;
}

/** The project this CLI ships in (the folder above cli/), so it works from any working directory. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, "..");

/** Exit codes: 0 success, 1 bad input (unknown name, conflict, invalid file), 2 bad usage. */
export const EXIT = Object.freeze({ OK: 0, INPUT: 1, USAGE: 2 } as const);
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
