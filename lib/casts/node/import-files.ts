// Node side of `casts import`: reads the files, folders and zips named on the command line into the
// importer's inputs, and writes the directory roles it returns under the output folder. Nothing is
// written outside that folder: a role's folder is a checked slug (no separators, no dots), a link
// in the way is refused, an existing role (compared ignoring case) is replaced only with `force`.
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

import { makeDirectory } from "./files";
import { fileErrorText, readOpenFile } from "./read-fd";

import { CastsError } from "../core/errors";
import { MAX_INPUT_BYTES } from "../core/limits";
import { compareCodePoints } from "../pattern";
import type { FileReport, ImportedRole, ImportInput, ImportIssue } from "../import/types";
import { ZIP_LIMITS } from "../import/zip";
import { ROLE_FILES } from "../directory-roles/parse-directory";
import { folderTooLarge, MAX_FOLDER_FILES, NEVER_ENTERED } from "../import/folder-limit";

export { MAX_FOLDER_FILES };

export interface ReadInputs {
  readonly inputs: ImportInput[];
  /** Arguments and folder entries that could not be read (missing, links, too many files). */
  readonly problems: FileReport[];
}

function toPosix(file: string): string {
  return file.split(path.sep).join("/");
}

function problem(file: string, issue: ImportIssue, status: FileReport["status"] = "failed"): FileReport {
  return status === "failed"
    ? { path: file, status, format: null, roles: [], errors: [issue] }
    : { path: file, status, format: null, roles: [], reason: issue.message, errors: [] };
}

/** One regular file's bytes; over its limit only its size (the importer reports it without the bytes). */
function readInput(file: string, shown: string): ImportInput | FileReport {
  let fd: number | undefined;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const stats = fstatSync(fd);
    if (!stats.isFile())
      return problem(
        shown,
        { code: "FILE_UNREADABLE", message: "not a regular file (never read)" },
        "skipped",
      );
    const limit = shown.toLowerCase().endsWith(".zip") ? ZIP_LIMITS.archiveBytes : MAX_INPUT_BYTES;
    if (stats.size > limit) return { path: shown, bytes: new Uint8Array(0), size: stats.size };
    return { path: shown, bytes: readOpenFile(fd, stats.size) };
  } catch (error) {
    return problem(shown, { code: "FILE_UNREADABLE", message: `${shown}: ${fileErrorText(error)}` });
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Reads the arguments: files as given, folders walked (links inside are not followed), in name order. */
export function readImportInputs(args: readonly string[], cwd: string): ReadInputs {
  const inputs: ImportInput[] = [];
  const problems: FileReport[] = [];
  const push = (result: ImportInput | FileReport) =>
    "bytes" in result ? inputs.push(result) : problems.push(result);
  for (const arg of args) {
    const absolute = path.resolve(cwd, arg);
    let stats;
    try {
      stats = statSync(absolute);
    } catch (error) {
      problems.push(
        problem(toPosix(arg), { code: "FILE_UNREADABLE", message: `${arg}: ${fileErrorText(error)}` }),
      );
      continue;
    }
    if (!stats.isDirectory()) {
      push(readInput(absolute, toPosix(arg)));
      continue;
    }
    let count = 0;
    const walk = (dir: string, shown: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
        compareCodePoints(a.name, b.name),
      )) {
        const file = path.join(dir, entry.name);
        const label = shown === "." ? entry.name : `${shown}/${entry.name}`;
        if (entry.isSymbolicLink()) {
          problems.push(
            problem(label, { code: "UNSAFE_PATH", message: "a symbolic link (not followed)" }, "skipped"),
          );
        } else if (entry.isDirectory()) {
          if (!NEVER_ENTERED.has(entry.name)) walk(file, label);
        } else if (entry.isFile()) {
          count += 1;
          if (count > MAX_FOLDER_FILES) {
            if (count === MAX_FOLDER_FILES + 1) problems.push(folderTooLarge(toPosix(arg), arg));
            continue;
          }
          push(readInput(file, label));
        }
      }
    };
    try {
      walk(absolute, path.posix.normalize(toPosix(arg)).replace(/\/+$/, "") || ".");
    } catch (error) {
      problems.push(
        problem(toPosix(arg), { code: "FILE_UNREADABLE", message: `${arg}: ${fileErrorText(error)}` }),
      );
    }
  }
  return { inputs, problems };
}

export interface WriteOutcome {
  /** Each role written: its folder as it is on disk. */
  readonly written: { readonly role: ImportedRole; readonly dir: string; readonly replaced: boolean }[];
  /** Roles not written, with why (ROLE_EXISTS without force, a link in the way, a write error). */
  readonly refused: { readonly role: ImportedRole; readonly issue: ImportIssue }[];
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Writes each role as `<out>/<folder>/`; an existing folder (ignoring case) is replaced only with
 * `force`. Throws CastsError FILE_UNREADABLE when `out` cannot be made a folder.
 */
export function writeImportedRoles(
  out: string,
  roles: readonly ImportedRole[],
  options: {
    readonly force: boolean;
    /** How messages name `out` (default: as given). */ readonly label?: string;
  },
): WriteOutcome {
  const shown = options.label ?? out;
  const root = path.resolve(out);
  try {
    makeDirectory(root);
    if (!statSync(root).isDirectory()) throw new Error("a file is in the way");
  } catch (error) {
    throw new CastsError("FILE_UNREADABLE", `${shown}: cannot write roles there: ${fileErrorText(error)}`, {
      details: { path: shown },
    });
  }
  const existing = new Map(readdirSync(root).map((name) => [name.toLowerCase(), name]));
  const written: WriteOutcome["written"] = [];
  const refused: WriteOutcome["refused"] = [];
  for (const role of roles) {
    const present = existing.get(role.folder.toLowerCase());
    const dir = path.join(root, present ?? role.folder);
    // The folder is a checked slug, so this holds; it is checked again because it is what keeps writes in.
    if (path.dirname(dir) !== root) {
      refused.push({
        role,
        issue: { code: "UNSAFE_PATH", message: `'${role.folder}' would leave the output folder` },
      });
      continue;
    }
    if (present !== undefined && isLink(dir)) {
      refused.push({
        role,
        issue: { code: "UNSAFE_PATH", message: `${present} is a symbolic link: not written through` },
      });
      continue;
    }
    if (present !== undefined && !options.force) {
      refused.push({
        role,
        issue: {
          code: "ROLE_EXISTS",
          message: `${shown}/${present} exists (use --force to replace it)`,
        },
      });
      continue;
    }
    try {
      makeDirectory(dir);
      // A replaced role keeps other files (evals.yaml) but none of the old role files it no longer has.
      for (const name of ROLE_FILES) rmSync(path.join(dir, name), { force: true });
      for (const [name, content] of Object.entries(role.files))
        writeFileSync(path.join(dir, name), content, { flag: "wx" });
      existing.set(role.folder.toLowerCase(), path.basename(dir));
      written.push({ role, dir, replaced: present !== undefined });
    } catch (error) {
      refused.push({ role, issue: { code: "WRITE_FAILED", message: `${dir}: ${fileErrorText(error)}` } });
    }
  }
  return { written, refused };
}
