// Vitest global set-up: the tests that spawn `casts` (cli/bin.test.ts, the MCP tests) test the bundle
// bin/casts.mjs runs, so it is rebuilt first when a source changed (about a second; nothing when current).
import { buildCli, cliBundleIsCurrent } from "../build/cli.mjs";

export default async function setup(): Promise<void> {
  if (!cliBundleIsCurrent()) await buildCli();
}
