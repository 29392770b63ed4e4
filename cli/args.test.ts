import { describe, expect, it } from "vitest";

import { parseCommandArgs } from "./args";
import { UsageError } from "./errors";

const OPTIONS = {
  out: { type: "string" },
  name: { type: "string" },
  mode: { type: "string", multiple: true },
} as const;

function usageMessage(args: string[]): string {
  try {
    parseCommandArgs("export", args, OPTIONS);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  return "no error";
}

describe("parseCommandArgs", () => {
  it('refuses an option given as "", in a list too, but for --name (where "" means the default name)', () => {
    expect(usageMessage(["--out", ""])).toBe('--out is empty: give a value, not ""');
    expect(usageMessage(["--mode", "fast", "--mode", ""])).toBe('--mode is empty: give a value, not ""');
    expect(parseCommandArgs("export", ["--name", ""], OPTIONS).values.name).toBe("");
  });

  it("refuses an option of one value given twice; a list option may repeat", () => {
    expect(usageMessage(["--out", "a", "--out", "b"])).toBe("--out is given twice: give it once");
    expect(usageMessage(["--out=a", "--out", "b"])).toBe("--out is given twice: give it once");
    expect(parseCommandArgs("export", ["--mode", "fast", "--mode", "slow"], OPTIONS).values.mode).toEqual([
      "fast",
      "slow",
    ]);
  });

  it("turns node's several-sentence errors into one sentence on one line, with the way out", () => {
    expect(usageMessage(["--name", "---"])).toBe(
      "option '--name' argument is ambiguous: for a value that starts with '-', write --name=<value>",
    );
    expect(parseCommandArgs("export", ["--name=---"], OPTIONS).values.name).toBe("---");
    expect(usageMessage(["--outt", "x"])).toBe("unknown option '--outt' (did you mean '--out'?)");
  });
});
