import { CATALOG_OPTIONS, catalogOptionsHelp, parseCommandArgs, takePositionals } from "../args";
import type { Command } from "../command";
import { EXIT } from "../core";
import { InputError } from "../errors";
import { answerInitializeEarly, serverVersion } from "../mcp/early-initialize";

/** How long `casts mcp` waits for the client's first line before it loads the server anyway. */
const FIRST_LINE_WAIT_MS = 30;

export const mcpCommand: Command = {
  name: "mcp",
  summary: "Serve the catalog to agent tools over the Model Context Protocol (stdio).",
  usage: "casts mcp [--roles <dir>] [--pack <file>]",
  details: `Runs an MCP server on stdin/stdout until the client closes stdin. Agent tools (Claude
Code, Cursor, VS Code, ...) start it themselves; see docs/cli.md, "Use it from your agent
tools". Stdout carries only protocol messages; logs go to stderr.

Tools: list_roles, list_modes, show {name}, compose {role, modes?, name?},
export {role, modes?, target, policy?, name?, model?} (what casts export prints),
validate_emission {role, output}, check_pack {yaml, name?}.
Prompts: one per role (built-in and directory), with an optional "modes" argument.
Resources: casts://catalog, casts://schemas/<Model> and casts://roles/<name> (a role as show --json prints it).

Options:
${catalogOptionsHelp(16)}
  -h, --help      show this help

Examples:
  claude mcp add --transport stdio casts -- node /path/to/casts-catalog/bin/casts.mjs mcp
  casts mcp --roles team/roles --pack team/pack.yaml`,
  // Reads stdin (and answers `initialize`) before it loads the server: ./../mcp/early-initialize.ts.
  async run(args, context) {
    const { values, positionals } = parseCommandArgs("mcp", args, { ...CATALOG_OPTIONS });
    takePositionals("mcp", positionals, []);
    const { stdio } = context;
    if (!stdio) throw new InputError("casts mcp needs the process's stdin and stdout (run it as a command)");
    // Only protocol on stdout: a stray console.log anywhere below would corrupt the stream.
    if (stdio.stdout === process.stdout) {
      console.log = console.error;
      console.info = console.error;
      console.debug = console.error;
    }
    const early = answerInitializeEarly(stdio.stdin, stdio.stdout, serverVersion(context.projectRoot));
    // A client sends initialize at once: answer it before loading the server blocks this thread for a
    // while (the wait is short when it does not come, so a slow client costs little).
    await Promise.race([
      early.firstLine(),
      new Promise((resolve) => setTimeout(resolve, FIRST_LINE_WAIT_MS)),
    ]);
    try {
      const { serveMcp } = await import("../mcp/serve");
      await serveMcp({ context, flags: values, stdin: stdio.stdin, stdout: stdio.stdout, early });
    } catch (error) {
      early.handOver(); // stop reading, so that the process ends with the error
      throw error;
    }
    context.err("casts mcp: serving the casts catalog on stdio\n");
    return EXIT.OK;
  },
};
