import { isCastsError } from "../lib/casts/core/errors";
import { echo, escapeControl } from "../lib/casts/core/limits";
import { closest } from "./args";
import { helpText, type Command } from "./command";
import { EXIT, type CliContext, type ExitCode } from "./core";
import { InputError, oneLine, UsageError } from "./errors";

/**
 * Every command, in `casts --help` order: its name and how to load its module. A command's module (and
 * what it imports: zod, the YAML parser, the MCP SDK, the exporters) is loaded only when that command
 * runs or its help is asked for, so `casts list` starts in a few milliseconds (scripts/bench/cli.ts).
 * Add a command with one line here.
 */
export const COMMANDS: readonly CommandEntry[] = [
  { name: "list", load: async () => (await import("./commands/list")).listCommand },
  { name: "show", load: async () => (await import("./commands/show")).showCommand },
  { name: "compose", load: async () => (await import("./commands/compose")).composeCommand },
  { name: "catalog", load: async () => (await import("./commands/catalog")).catalogCommand },
  { name: "check-pack", load: async () => (await import("./commands/check-pack")).checkPackCommand },
  { name: "roles-dir", load: async () => (await import("./commands/roles-dir")).rolesDirCommand },
  { name: "mcp", load: async () => (await import("./commands/mcp")).mcpCommand },
  { name: "export", load: async () => (await import("./commands/export")).exportCommand },
  { name: "import", load: async () => (await import("./commands/import")).importCommand },
  { name: "diff", load: async () => (await import("./commands/diff")).diffCommand },
  { name: "run", load: async () => (await import("./commands/run")).runCommand },
  { name: "eval", load: async () => (await import("./commands/eval")).evalCommand },
];

export interface CommandEntry {
  readonly name: string;
  readonly load: () => Promise<Command>;
}

/** Every command's module, loaded (for the command list and for tests). */
export function loadCommands(): Promise<Command[]> {
  return Promise.all(COMMANDS.map((entry) => entry.load()));
}

const USAGE = "Usage: casts <command> [arguments] [options]   (casts --help lists the commands)";

export async function mainHelp(): Promise<string> {
  const commands = await loadCommands();
  const width = Math.max(...commands.map((command) => command.name.length));
  const rows = commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`);
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

function findCommand(name: string): CommandEntry | undefined {
  return COMMANDS.find((command) => command.name === name);
}

function unknownCommand(name: string): UsageError {
  const close = closest(name, [...COMMANDS.map((command) => command.name), "help"]);
  return new UsageError(`unknown command '${echo(name)}'${close ? ` (did you mean '${close}'?)` : ""}`, null);
}

/**
 * Runs one CLI invocation; resolves to the exit code. Never rejects for bad input or usage. Everything
 * written goes through escapeControl: text from input (names, role files, messages quoting them)
 * cannot move the cursor, rewrite a line or reverse it (contract §5).
 */
export async function runCli(argv: readonly string[], rawContext: CliContext): Promise<ExitCode> {
  const context: CliContext = {
    ...rawContext,
    out: (text) => rawContext.out(escapeControl(text)),
    err: (text) => rawContext.err(escapeControl(text)),
  };
  const [name, ...rest] = argv;
  try {
    if (name === undefined) throw new UsageError("missing command", null);
    if (name === "--help" || name === "-h") {
      context.out(await mainHelp());
      return EXIT.OK;
    }
    if (name === "help") {
      if (rest.length > 1) throw new UsageError(`unexpected argument '${echo(rest[1] ?? "")}'`, null);
      const topic = rest[0];
      // `help` is in the command list, so `help help` (or `help --help`) asks for the list itself.
      if (topic === undefined || topic === "help" || topic === "--help" || topic === "-h")
        context.out(await mainHelp());
      else context.out(helpText(await (findCommand(topic) ?? throwError(unknownCommand(topic))).load()));
      return EXIT.OK;
    }
    if (name.startsWith("-"))
      throw new UsageError(`unknown option '${echo(name)}' (options go after the command)`, null);
    const command = await (findCommand(name) ?? throwError(unknownCommand(name))).load();
    if (wantsHelp(rest)) {
      context.out(helpText(command));
      return EXIT.OK;
    }
    return await command.run(rest, context);
  } catch (error) {
    if (error instanceof UsageError) {
      const entry = error.command === null ? undefined : findCommand(error.command);
      const command = entry ? await entry.load() : undefined;
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
