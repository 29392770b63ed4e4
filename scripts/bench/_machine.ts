// What the machine did during a measurement, beside the load average. On a virtual machine the
// hypervisor may give the cores this one counts as its own to other guests: Linux counts that as
// "steal" time in /proc/stat. Why it matters: the same cold build once took 16.6 s and once 50.5 s, the
// load average below 2.5 both times; over the five minutes around the slow one the steal counter rose
// by about 59 s of CPU time (the build the only two-core work then). A figure measured while time is
// stolen is not a quiet machine's, whatever the load average says.
import { readFileSync } from "node:fs";

export interface CpuTicks {
  /** Ticks the hypervisor ran something else on these cores, summed over the cores. */
  readonly steal: number;
  /** All ticks of all cores (user, nice, system, idle, iowait, irq, softirq, steal). */
  readonly total: number;
}

/**
 * The ticks on /proc/stat's first line ("cpu  user nice system idle iowait irq softirq steal guest
 * guest_nice"); guest time is already inside user and nice, so it is not added again. Null when the
 * line is not that.
 */
export function parseCpuTicks(line: string): CpuTicks | null {
  const [label, ...rest] = line.trim().split(/\s+/);
  const fields = rest.slice(0, 8).map(Number);
  if (label !== "cpu" || fields.length < 8 || fields.some((field) => !Number.isFinite(field))) return null;
  return { steal: fields[7] ?? 0, total: fields.reduce((sum, field) => sum + field, 0) };
}

function readTicks(): CpuTicks | null {
  try {
    return parseCpuTicks(readFileSync("/proc/stat", "utf8").split("\n", 1)[0] ?? "");
  } catch {
    return null;
  }
}

/** The share of all CPU time between two readings that was stolen, in words. */
export function stealText(before: CpuTicks | null, after: CpuTicks | null): string {
  if (!before || !after || after.total <= before.total) return "steal time unknown (no /proc/stat)";
  const share = (after.steal - before.steal) / (after.total - before.total);
  return `${(share * 100).toFixed(0)}% of the CPU time stolen by the hypervisor`;
}

/** Starts counting now; the function returned says how much CPU time was stolen since. */
export function stealMeter(): () => string {
  const before = readTicks();
  return () => stealText(before, readTicks());
}
