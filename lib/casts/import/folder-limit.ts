// How many files one folder given to the importer may hold, and the report entry past that: shared by
// `casts import <folder>` (lib/casts/node/import-files.ts) and /open-roles' picked or dropped folder
// (lib/site/browser/agent-import.ts), so both read the same files and report the same failure.
import { groupDigits } from "../core/digits";
import type { FileReport } from "./types";

/** Most files one folder may hold (links and `.git`/`node_modules` not counted: never entered). */
export const MAX_FOLDER_FILES = 10_000;

/** Folders a folder's walk never enters. */
export const NEVER_ENTERED: ReadonlySet<string> = new Set([".git", "node_modules"]);

/**
 * The failed entry for a folder of more than MAX_FOLDER_FILES files: `path` as the report names it,
 * `folder` as the reader gave it (`agents`, `./team`).
 */
export function folderTooLarge(path: string, folder: string = path): FileReport {
  return {
    path,
    status: "failed",
    format: null,
    roles: [],
    errors: [
      {
        code: "INPUT_TOO_LARGE",
        message: `${folder}: more than ${groupDigits(MAX_FOLDER_FILES)} files; the rest were not read`,
      },
    ],
  };
}
