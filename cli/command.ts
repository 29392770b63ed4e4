import type { CliContext, ExitCode } from "./core";

/** One `casts <name>` subcommand. */
export interface Command {
  readonly name: string;
  /** One line for `casts --help`. */
  readonly summary: string;
  /** The synopsis, e.g. `casts show <name> [--json]`; printed with usage errors. */
  readonly usage: string;
  /** The rest of `casts <name> --help`: what it prints, its options, examples. */
  readonly details: string;
  run(args: readonly string[], context: CliContext): ExitCode | Promise<ExitCode>;
}

export function helpText(command: Command): string {
  return `Usage: ${command.usage}\n\n${command.summary}\n\n${command.details.trimEnd()}\n`;
}

/** Pretty JSON with a final newline, the format of every --json output. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
