// `casts mcp` throughput: `compose` requests per second over a real stdio pipe (the spawned CLI and
// the SDK's own Client), one at a time and with 8 in flight, plus the time to the first answer.
// No export needed. Figures are printed, never asserted.
import { availableParallelism, loadavg } from "node:os";

import { listModes, listRoles } from "../../lib/casts";
import { spawnCastsMcp } from "../../test-support/mcp-client";
import { stealMeter } from "./_machine";

const SECONDS = Number(process.env["BENCH_MCP_SECONDS"] ?? 3);
const IN_FLIGHT = 8;

/** A fixed rotation of compositions: every role, with zero to two modes that do not conflict. */
function compositions(): { role: string; modes: string[] }[] {
  const modes = listModes();
  return listRoles().map((role, index) => ({
    role,
    modes:
      index % 3 === 0
        ? []
        : index % 3 === 1
          ? ["evidential"]
          : ["adversarial", "evidential"].filter((mode) => modes.includes(mode)),
  }));
}

export async function run(): Promise<void> {
  const stolen = stealMeter();
  const started = performance.now();
  const mcp = await spawnCastsMcp();
  const ready = performance.now() - started;
  const inputs = compositions();
  let next = 0;
  const composeOnce = async () => {
    const input = inputs[next++ % inputs.length]!;
    const result = await mcp.client.callTool({ name: "compose", arguments: input });
    if (result.isError) throw new Error(`compose ${input.role} failed: ${JSON.stringify(result.content)}`);
  };
  for (let warm = 0; warm < 50; warm += 1) await composeOnce();

  const measure = async (parallel: number) => {
    let done = 0;
    const end = performance.now() + SECONDS * 1000;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (performance.now() < end) {
          await composeOnce();
          done += 1;
        }
      }),
    );
    return done / ((performance.now() - t0) / 1000);
  };
  const sequential = await measure(1);
  const pipelined = await measure(IN_FLIGHT);
  await mcp.close();

  console.log(`start to first answer (spawn, tsx, initialize): ${(ready / 1000).toFixed(2)} s`);
  console.log(`compose over stdio, 1 in flight:  ${sequential.toFixed(0)} requests/s`);
  console.log(`compose over stdio, ${IN_FLIGHT} in flight:  ${pipelined.toFixed(0)} requests/s`);
  console.log(
    `(${SECONDS} s each; load average ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores, ${stolen()})`,
  );
}
