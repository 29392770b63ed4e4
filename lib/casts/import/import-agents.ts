// importAgents: files in, directory roles and a report out (see ./index.ts for the API).
import { codePointName, dropControl } from "../core/echo";
import { echo, MAX_INPUT_BYTES, tooLargeMessage } from "../core/limits";
import { ROLE_NAMES } from "../roles/_names";
import { detectFormat, fileFamily } from "./detect";
import { fileStem, firstParagraph, ImportError, issueFrom } from "./read-kit";
import { assertLoads, roleFiles, roleFolderName } from "./role-files";
import { decodeText, sizeOf } from "./text";
import type {
  FileReport,
  FormatReader,
  ImportedRole,
  ImportInput,
  ImportOptions,
  ImportResult,
  RoleReport,
} from "./types";
import { readZip, ZIP_LIMITS } from "./zip";

function isZip(input: ImportInput): boolean {
  return typeof input.bytes !== "string" && input.path.toLowerCase().endsWith(".zip");
}

function failed(path: string, error: unknown, format: FileReport["format"] = null): FileReport {
  return { path, status: "failed", format, roles: [], errors: [issueFrom(error)] };
}

function skipped(path: string, reason: string): FileReport {
  return { path, status: "skipped", format: null, roles: [], reason, errors: [] };
}

class Importer {
  readonly roles: ImportedRole[] = [];
  readonly report: FileReport[] = [];
  /**
   * Folder names given out so far (lowercase, so two never differ by case only) → their source file;
   * the built-in roles' names are taken from the start (the loader skips a directory role named so).
   */
  private readonly taken = new Map<string, string>(ROLE_NAMES.map((name) => [name, "a built-in role"]));

  constructor(private readonly options: ImportOptions) {}

  add(input: ImportInput): void {
    if (!isZip(input)) return this.addFile(input);
    const size = input.size ?? sizeOf(input.bytes);
    if (size > ZIP_LIMITS.archiveBytes) {
      const message = `${input.path}: ${tooLargeMessage(size, ZIP_LIMITS.archiveBytes, "archive")}`;
      this.report.push(failed(input.path, new ImportError("INPUT_TOO_LARGE", message, { path: input.path })));
    } else this.addZip(input.path, input.bytes as Uint8Array);
  }

  private addZip(path: string, bytes: Uint8Array): void {
    const zip = readZip(bytes);
    if (!zip.ok) {
      this.report.push({ path, status: "failed", format: null, roles: [], errors: [zip.issue] });
      return;
    }
    for (const entry of zip.entries) {
      const inner = `${path}/${entry.path}`;
      if (entry.kind === "file") this.addFile({ path: inner, bytes: entry.bytes }, entry.path);
      else if (entry.kind === "oversized") this.addOversized(inner, entry.size);
      else
        this.report.push({ path: inner, status: "failed", format: null, roles: [], errors: [entry.issue] });
    }
  }

  private addOversized(path: string, size: number): void {
    if (fileFamily(path) === null) {
      this.report.push(skipped(path, "not an agent definition"));
      return;
    }
    const message = `${path}: ${tooLargeMessage(size, MAX_INPUT_BYTES, "file")}`;
    this.report.push(failed(path, new ImportError("INPUT_TOO_LARGE", message, { path })));
  }

  /** `detectPath`: the path detection sees (inside a zip, the entry's own path). */
  private addFile(input: ImportInput, detectPath = input.path): void {
    const { path } = input;
    const size = input.size ?? sizeOf(input.bytes);
    if (size > MAX_INPUT_BYTES && fileFamily(detectPath) !== null) return this.addOversized(path, size);
    let reader: FormatReader;
    let text: string;
    try {
      if (fileFamily(detectPath) === null) {
        this.report.push(skipped(path, "not an agent definition (not a markdown, TOML, YAML or JSON file)"));
        return;
      }
      text = decodeText(input);
      const detection = detectFormat(detectPath, text, this.options.from);
      if (detection.kind === "skip") {
        this.report.push(skipped(path, detection.reason));
        return;
      }
      reader = detection.reader;
    } catch (error) {
      this.report.push(failed(path, error));
      return;
    }
    try {
      const agents = reader.read({ path: detectPath, text });
      const made: { role: ImportedRole; report: RoleReport }[] = [];
      try {
        for (const agent of agents) made.push(this.role(agent, path, detectPath, reader));
      } catch (error) {
        // A file imports whole or not at all: its earlier roles give their names back.
        for (const { role } of made) this.taken.delete(role.folder.toLowerCase());
        throw error;
      }
      this.roles.push(...made.map((entry) => entry.role));
      this.report.push({
        path,
        status: made.length > 0 ? "written" : "skipped",
        format: reader.id,
        roles: made.map((entry) => entry.report),
        ...(made.length > 0 ? {} : { reason: "the file defines no agents" }),
        errors: [],
      });
    } catch (error) {
      this.report.push(failed(path, error, reader.id));
    }
  }

  private role(
    agent: ReturnType<FormatReader["read"]>[number],
    path: string,
    detectPath: string,
    reader: FormatReader,
  ): { role: ImportedRole; report: RoleReport } {
    const notes = [...agent.notes];
    const stem = fileStem(detectPath, [".agent.md", ".md", ".mdc", ".toml", ".yaml", ".yml", ".json"]);
    let base = agent.name === null ? null : roleFolderName(agent.name);
    if (base === null) {
      base = roleFolderName(stem) ?? "agent";
      if (agent.name !== null)
        notes.push(
          `the name '${echo(agent.name)}' has no Latin letter or digit: the role is named '${base}'`,
        );
    }
    let folder = base;
    for (let suffix = 2; this.taken.has(folder.toLowerCase()); suffix += 1)
      folder = `${base.slice(0, 96).replace(/-+$/, "")}-${suffix}`;
    if (folder !== base)
      notes.push(
        `'${base}' was taken by ${this.taken.get(base.toLowerCase())}: the role is named '${folder}'`,
      );
    else if (agent.name !== null && agent.name !== folder)
      notes.push(`named '${folder}' after '${echo(agent.name)}'`);
    let description = agent.description;
    if (description === null) {
      description = firstParagraph(agent.body);
      if (description === null)
        throw new ImportError(
          "FORMAT_INVALID",
          `${path}: the agent has no description and no text to take one from`,
          {
            path: "description",
          },
        );
      notes.push("no description field: the description is the body's first paragraph");
    }
    // Control and direction characters (a bell, U+202E) are junk or a disguise in prose that is stored
    // and shown: they are dropped from the role's texts, each file's removal reported.
    const texts = { description: dropControl(description), body: dropControl(agent.body) };
    for (const [file, field, cleaned] of [
      ["description.md", "the description", texts.description],
      ["system_prompt.md", "the instructions", texts.body],
    ] as const)
      if (cleaned.dropped.length > 0)
        notes.push(
          `${file}: removed ${cleaned.dropped.map(codePointName).join(", ")} from ${field} (control and direction characters can hide or reorder text)`,
        );
    if (texts.description.text.trim() === "")
      throw new ImportError(
        "FORMAT_INVALID",
        `${path}: the description holds only control or direction characters`,
        { path: "description" },
      );
    const role = roleFiles({
      agent: { ...agent, body: texts.body.text },
      folder,
      description: texts.description.text,
      source: path,
      format: reader.id,
    });
    assertLoads(role);
    this.taken.set(folder.toLowerCase(), path);
    return {
      role,
      report: { folder, sourceName: agent.name ?? stem, mapped: agent.mapped, dropped: agent.dropped, notes },
    };
  }
}

/**
 * Reads agent definitions in any supported format (zips unpacked) and returns one directory role per
 * agent, with a report entry per file. Never throws for bad input: each file's problem is in its entry.
 */
export function importAgents(files: readonly ImportInput[], options: ImportOptions = {}): ImportResult {
  const importer = new Importer(options);
  for (const file of files) importer.add(file);
  return { roles: importer.roles, report: importer.report };
}
