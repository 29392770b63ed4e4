// Entry point of the `casts` command (npm run casts -- …, or the bin shim bin/casts.mjs, which runs
// this file's bundle from dist/cli/ when it is current: build/cli.mjs).
import { PROJECT_ROOT } from "./core";
import { runCli } from "./run";

// A closed pipe (`casts catalog | head`) is not an error: stop quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}

void runCli(process.argv.slice(2), {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  projectRoot: PROJECT_ROOT,
  env: process.env,
  cwd: process.cwd(),
  stdio: { stdin: process.stdin, stdout: process.stdout },
}).then((code) => {
  // `casts mcp` keeps serving after its command returns, and sets exitCode itself if it cannot start.
  process.exitCode ??= code;
});
