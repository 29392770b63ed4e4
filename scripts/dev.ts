// `npm run dev`: Next's dev server plus a watch build of the islands into public/_islands-dev/, which
// the layout and the composer page load in development only. Extra arguments go to `next dev`.
import { spawn } from "node:child_process";

import { context } from "esbuild";

import { DEV_ISLANDS_DIR, islandBuilds } from "../postbuild/islands";

const contexts = await Promise.all(
  islandBuilds("development", DEV_ISLANDS_DIR).map((options) => context(options)),
);
await Promise.all(contexts.map((islands) => islands.watch()));
console.log(`islands: watching islands/ → ${DEV_ISLANDS_DIR}/`);

// Next itself, not through npx: a signal to npx would not reach the server.
const next = spawn(process.execPath, ["node_modules/next/dist/bin/next", "dev", ...process.argv.slice(2)], {
  stdio: "inherit",
});
const stop = async (code: number) => {
  await Promise.all(contexts.map((islands) => islands.dispose()));
  process.exit(code);
};
next.on("exit", (code) => void stop(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => next.kill(signal));
