import { describe, expect, it } from "vitest";

import { parseCpuTicks, stealText } from "./_machine";

describe("steal time from /proc/stat", () => {
  it("sums the first eight fields and reads steal from the eighth; guest time is not added again", () => {
    expect(parseCpuTicks("cpu  337621 16772 79550 558254 1404 0 1200 5985 7 3")).toEqual({
      steal: 5985,
      total: 337621 + 16772 + 79550 + 558254 + 1404 + 0 + 1200 + 5985,
    });
  });

  it("refuses a line that is not the machine's cpu line", () => {
    expect(parseCpuTicks("cpu0 1 2 3 4 5 6 7 8")).toBeNull();
    expect(parseCpuTicks("cpu  1 2 3")).toBeNull();
    expect(parseCpuTicks("cpu  1 2 3 4 5 6 7 x")).toBeNull();
  });

  it("gives the stolen share of all CPU time between two readings", () => {
    expect(stealText({ steal: 100, total: 1_000 }, { steal: 350, total: 2_000 })).toBe(
      "25% of the CPU time stolen by the hypervisor",
    );
    expect(stealText(null, { steal: 1, total: 2 })).toBe("steal time unknown (no /proc/stat)");
    expect(stealText({ steal: 1, total: 2 }, { steal: 1, total: 2 })).toBe(
      "steal time unknown (no /proc/stat)",
    );
  });
});
