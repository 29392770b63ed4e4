// Tests run the CLI in-process (cli/run.ts runCli) and read what it printed: the exit code and both
// streams, with the project root as its data. `context` adds or overrides the rest (env, cwd, stdio).
import { PROJECT_ROOT, type CliContext } from "../cli/context";
import { runCli } from "../cli/run";

export async function captureCli(
  argv: readonly string[],
  context: Partial<Omit<CliContext, "out" | "err">> = {},
): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await runCli(argv, {
    out: (text) => (out += text),
    err: (text) => (err += text),
    projectRoot: PROJECT_ROOT,
    ...context,
  });
  return { code, out, err };
}
