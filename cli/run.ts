import { isCastsError } from "../lib/casts";
import { echo, escapeControl } from "../lib/casts/core/limits";
import { closest } from "./args";
import { helpText, type Command } from "./command";
import { catalogCommand } from "./commands/catalog";
import { checkPackCommand } from "./commands/check-pack";
import { composeCommand } from "./commands/compose";
import { exportCommand } from "./commands/export";
import { diffCommand } from "./commands/diff";
import { listCommand } from "./commands/list";
import { mcpCommand } from "./commands/mcp";
import { rolesDirCommand } from "./commands/roles-dir";
import { showCommand } from "./commands/show";
import { EXIT, type CliContext, type ExitCode } from "./context";
import { InputError, oneLine, UsageError } from "./errors";

export const COMMANDS: readonly Command[] = [
  listCommand,
  showCommand,
  composeCommand,
  catalogCommand,
  checkPackCommand,
  rolesDirCommand,
  mcpCommand,
  exportCommand,
  diffCommand,
];

const USAGE = "Usage: casts <command> [arguments] [options]   (casts --help lists the commands)";

export function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  const rows = COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`);
  return `Usage: casts <command> [arguments] [options]

Browse and compose LionAGI casts: built-in roles and modes, packs, and directory roles.

Commands:
${rows.join("\n")}
  ${"help".padEnd(width)}  Show help for a command: casts help <command>

Run 'casts <command> --help' for a command's arguments, options and examples.

Exit status: 0 success; 1 bad input (unknown name, mode conflict, invalid file), with one
line on stderr; 2 bad usage (unknown command or option, missing argument).
`;
}

// --help anywhere before a `--` separator asks for help, whatever else is on the line.
function wantsHelp(args: readonly string[]): boolean {
  const end = args.indexOf("--");
  return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === "--help" || arg === "-h");
}

function findCommand(name: string): Command | undefined {
  return COMMANDS.find((command) => command.name === name);
}

function unknownCommand(name: string): UsageError {
  const close = closest(name, [...COMMANDS.map((command) => command.name), "help"]);
  return new UsageError(`unknown command '${echo(name)}'${close ? ` (did you mean '${close}'?)` : ""}`, null);
}

/**
 * Runs one CLI invocation; returns the exit code. Never throws for bad input or usage. Everything
 * written goes through escapeControl: text from input (names, role files, messages quoting them)
 * cannot move the cursor, rewrite a line or reverse it (contract §5).
 */
export function runCli(argv: readonly string[], rawContext: CliContext): ExitCode {
  const context: CliContext = {
    ...rawContext,
    out: (text) => rawContext.out(escapeControl(text)),
    err: (text) => rawContext.err(escapeControl(text)),
  };
  const [name, ...rest] = argv;
  try {
    if (name === undefined) throw new UsageError("missing command", null);
    if (name === "--help" || name === "-h") {
      context.out(mainHelp());
      return EXIT.OK;
    }
    if (name === "help") {
      if (rest.length > 1) throw new UsageError(`unexpected argument '${echo(rest[1] ?? "")}'`, null);
      const topic = rest[0];
      if (topic === undefined) context.out(mainHelp());
      else context.out(helpText(findCommand(topic) ?? throwError(unknownCommand(topic))));
      return EXIT.OK;
    }
    if (name.startsWith("-"))
      throw new UsageError(`unknown option '${echo(name)}' (options go after the command)`, null);
    const command = findCommand(name) ?? throwError(unknownCommand(name));
    if (wantsHelp(rest)) {
      context.out(helpText(command));
      return EXIT.OK;
    }
    return command.run(rest, context);
  } catch (error) {
    if (error instanceof UsageError) {
      const command = error.command === null ? undefined : findCommand(error.command);
      const prefix = command ? `casts ${command.name}` : "casts";
      context.err(`${prefix}: ${oneLine(error.message)}\n${command ? `Usage: ${command.usage}` : USAGE}\n`);
      return EXIT.USAGE;
    }
    if (error instanceof InputError || isCastsError(error)) {
      context.err(`casts: ${oneLine(error.message)}\n`);
      return EXIT.INPUT;
    }
    const message = error instanceof Error ? error.message : String(error);
    context.err(`casts: internal error: ${oneLine(message)}\n`);
    return EXIT.INPUT;
  }
}

function throwError(error: Error): never {
  throw error;
}
