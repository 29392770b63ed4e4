import { writeFileSync } from "node:fs";
import path from "node:path";

import { listRoles, type Pack } from "../../lib/casts";
import type { DirectoryRoleConfig } from "../../lib/casts/directory-roles";
import type { EvalFile } from "../../lib/casts/evals/fixture-schema";
import {
  EXPORT_TARGET_INFO,
  EXPORT_TARGETS,
  exportProfile,
  exportRoster,
  hasLintErrors,
  isExportTarget,
  lintExport,
  type ExportFile,
  type ExportTarget,
  type LintFinding,
} from "../../lib/casts/export";
import { echo } from "../../lib/casts/core/limits";
import { loadSourcePack, makeDirectory } from "../../lib/casts/node";
import { fileErrorText } from "../../lib/casts/node/read-fd";
import { loadRoleEvals } from "../../lib/casts/node/evals";
import { CATALOG_OPTIONS, catalogOptionsHelp, modeOptions, parseCommandArgs } from "../args";
import type { Command } from "../command";
import { catalogSource, EXIT, type CliContext } from "../context";
import { InputError, UsageError } from "../errors";
import { DirectoryRoleSource } from "../project-roles";
import { composeProfile } from "./compose";

const width = Math.max(...EXPORT_TARGETS.map((target) => target.length));
const TARGET_LINES = EXPORT_TARGETS.map((target) => {
  const info = EXPORT_TARGET_INFO[target];
  return `  ${target.padEnd(width)}  ${info.label}, ${info.path("<slug>")}\n  ${" ".repeat(width)}  e.g. ${info.example}`;
}).join("\n");

export const exportCommand: Command = {
  name: "export",
  summary:
    "Export a composition as the file an agent tool reads, or as an API request with structured output.",
  usage:
    "casts export <role> [--mode <mode>]... [--name <name>] --to <target> [--model <id>] [--no-policy] [--check] [--out <dir>] [--roles <dir>] [--pack <file>]\n       casts export --all --to <target> --out <dir> [--no-policy] [--check] [--roles <dir>] [--pack <file>]",
  details: `Without --out the file's content goes to stdout; with --out it is written at its
conventional path under <dir> and that path is printed. --all writes every built-in and
directory role, each with its default modes from the pack (crewai: one agents.yaml; lionagi
skips directory roles, noted on stderr). Notes (appended output contract, default model,
constraints checked after the reply) go to stderr.

The exported instructions are the runtime message: the composition's system message, then the
pack's policy for the role (authority, boundaries, escalations); --no-policy exports the system
message alone. A directory role's required_tools / tool_filter / model go into the target's tool
and model fields where it has them (a note says what was not carried). promptfoo writes the role's
eval fixtures (evals/<role>.yaml, or evals.yaml in a directory role's folder) as tests, each sent
with the role and the fixture's own modes and judged as casts eval judges it (docs/evals.md).

Every export is checked against its format's documented rules; findings go to stderr as
"lint: <severity> <rule> <file>: <message>". --check exits 1 when any finding is an error (the
files are still written or printed).

The file is named after the slug of the profile name (default: the role name):
SupportTriage -> support-triage. model is written when --model is given or the pack sets one;
openai and anthropic requests fall back to gpt-4.1 and claude-sonnet-4-6.

Targets:
${TARGET_LINES}

Options:
  --to <target>       the target (required)
  --mode <mode>       add a mode; repeat it, or separate names with commas
  --name <name>       the profile name (default: the role name)
  --model <id>        the model id to write
  --no-policy         export the system message without the pack's policy sections
  --check             exit 1 when the export has a lint error
  --out <dir>         write the file(s) under <dir> instead of printing
  --all               export every role (needs --out)
${catalogOptionsHelp(20)}
  -h, --help          show this help

Exit status: 0 success; 1 bad input (unknown role or mode, conflict, a directory role for
lionagi, no eval fixtures for promptfoo) or, with --check, a lint error; 2 bad usage (unknown
target, missing --to).`,
  run(args, context) {
    const { values, positionals } = parseCommandArgs("export", args, {
      to: { type: "string" },
      mode: { type: "string", multiple: true },
      name: { type: "string" },
      model: { type: "string" },
      out: { type: "string" },
      all: { type: "boolean" },
      "no-policy": { type: "boolean" },
      check: { type: "boolean" },
      ...CATALOG_OPTIONS,
    });
    if (values.to === undefined)
      throw new UsageError(`missing --to <target> (${EXPORT_TARGETS.join(", ")})`, "export");
    if (!isExportTarget(values.to)) {
      throw new UsageError(
        `unknown target '${values.to}': expected one of ${EXPORT_TARGETS.join(", ")}`,
        "export",
      );
    }
    const target = values.to;
    const source = catalogSource(context, values);
    const directoryRoles = new DirectoryRoleSource(source);
    const pack = loadSourcePack(source);
    if (values.all) {
      if (positionals.length > 0)
        throw new UsageError(`--all takes no role (got '${positionals[0]}')`, "export");
      for (const option of ["mode", "name", "model"] as const) {
        if (values[option] !== undefined)
          throw new UsageError(`--all cannot be combined with --${option}`, "export");
      }
      if (values.out === undefined) throw new UsageError("--all needs --out <dir>", "export");
      return exportAll(target, pack, directoryRoles, values.out, context, {
        policy: values["no-policy"] !== true,
        check: values.check === true,
      });
    }
    if (positionals.length === 0) throw new UsageError("missing the role name (or --all)", "export");
    if (positionals.length > 1) throw new UsageError(`unexpected argument '${positionals[1]}'`, "export");
    const modes = modeOptions(values.mode, "export");
    const profile = composeProfile(positionals[0]!, modes, values.name, directoryRoles);
    const result = exportProfile(profile, {
      target,
      model: values.model ?? null,
      pack,
      policy: values["no-policy"] !== true,
      ...projectExportData(context.projectRoot, profile.role.name, target, directoryRoles),
    });
    for (const note of result.notes) context.err(`note: ${note}\n`);
    reportFindings(result.findings, context);
    if (values.out === undefined) {
      context.out(result.files.map((file) => file.content).join("\n"));
    } else {
      writeFiles(values.out, result.files, context);
    }
    return values.check === true && hasLintErrors(result.findings) ? EXIT.INPUT : EXIT.OK;
  },
};

function reportFindings(findings: readonly LintFinding[], context: CliContext): void {
  for (const finding of findings)
    context.err(`lint: ${finding.severity} ${finding.rule} ${finding.file}: ${finding.message}\n`);
}

/**
 * What an export of `role` takes from the project: a directory role's limits and, for promptfoo, the
 * role's eval fixtures (read by the one fixture loader, lib/casts/node/evals.ts).
 */
export function projectExportData(
  root: string,
  role: string,
  target: ExportTarget,
  directoryRoles: DirectoryRoleSource,
): { directoryConfig: DirectoryRoleConfig | null; evals: EvalFile | null } {
  const directoryRole = directoryRoles.get(role);
  return {
    directoryConfig: directoryRole?.config ?? null,
    evals:
      target === "promptfoo"
        ? loadRoleEvals({ root, role, directoryRole, directoryRoles: directoryRoles.names() })
        : null,
  };
}

function exportAll(
  target: ExportTarget,
  pack: Pack | null,
  directoryRoles: DirectoryRoleSource,
  out: string,
  context: CliContext,
  flags: { readonly policy: boolean; readonly check: boolean },
) {
  const profiles = [...listRoles(), ...directoryRoles.names()].map((name) =>
    composeProfile(name, [...(pack?.config(name)?.defaultModes ?? [])], undefined, directoryRoles),
  );
  const roster = exportRoster(profiles, {
    target,
    pack,
    policy: flags.policy,
    forProfile: (profile) =>
      projectExportData(context.projectRoot, profile.role.name, target, directoryRoles),
  });
  for (const note of roster.notes) context.err(`note: ${note}\n`);
  const findings = lintExport(target, roster.files);
  reportFindings(findings, context);
  writeFiles(out, roster.files, context);
  return flags.check && hasLintErrors(findings) ? EXIT.INPUT : EXIT.OK;
}

function writeFiles(out: string, files: readonly ExportFile[], context: CliContext): void {
  for (const file of files) {
    const destination = path.join(out, file.path);
    try {
      makeDirectory(path.dirname(destination));
      writeFileSync(destination, file.content);
    } catch (error) {
      throw new InputError(`${echo(destination, 200)}: cannot write the file: ${fileErrorText(error)}`);
    }
    context.out(`${destination}\n`);
  }
}
