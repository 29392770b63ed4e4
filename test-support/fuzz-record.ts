// Records what a property suite fed to one parser: inputs, outcomes by error code, the slowest
// input and its time. With FUZZ_REPORT=<dir> (set by `npm run fuzz`) each parser's figures are
// written to <dir>/<parser>.json after the file's tests, for scripts/fuzz.ts to print as a table.
// Time is recorded, never asserted: budgets are read from the table, not enforced by a test.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { afterAll } from "vitest";

import { CastsError } from "@/lib/casts";

export interface FuzzFigures {
  readonly parser: string;
  inputs: number;
  ok: number;
  errors: Record<string, number>;
  slowestMs: number;
  slowestInput: string;
}

/** The parser's outcome: its value, or the CastsError it threw (anything else is rethrown). */
export type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: CastsError };

function preview(input: unknown): string {
  const text = typeof input === "string" ? input : JSON.stringify(input);
  const shown = JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
  return `${shown} (${text.length.toLocaleString("en-US")} chars)`;
}

/** A recorder for one parser; `run` times a call, `result` counts a result object's error code. */
export function fuzzRecorder(parser: string) {
  const figures: FuzzFigures = { parser, inputs: 0, ok: 0, errors: {}, slowestMs: 0, slowestInput: "" };
  afterAll(() => {
    const dir = process.env["FUZZ_REPORT"];
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${parser.replace(/[^\w.-]+/g, "_")}.json`), JSON.stringify(figures));
  });
  const record = (input: unknown, started: number) => {
    const elapsed = performance.now() - started;
    figures.inputs += 1;
    if (elapsed > figures.slowestMs) {
      figures.slowestMs = elapsed;
      figures.slowestInput = preview(input);
    }
  };
  const time = <T>(input: unknown, call: () => T): T => {
    const started = performance.now();
    try {
      return call();
    } finally {
      record(input, started);
    }
  };
  const count = (failed: string | null) => {
    if (failed === null) figures.ok += 1;
    else figures.errors[failed] = (figures.errors[failed] ?? 0) + 1;
  };
  return {
    figures,
    /** Calls the parser; a CastsError becomes an outcome, anything else fails the property. */
    run<T>(input: unknown, call: () => T): Outcome<T> {
      try {
        const value = time(input, call);
        figures.ok += 1;
        return { ok: true, value };
      } catch (error) {
        if (!(error instanceof CastsError)) throw error;
        figures.errors[error.code] = (figures.errors[error.code] ?? 0) + 1;
        return { ok: false, error };
      }
    },
    /** Calls a parser that returns a result object; `code` reads its error code (null when it succeeded). */
    result<T>(input: unknown, call: () => T, code: (value: T) => string | null): T {
      const value = time(input, call);
      count(code(value));
      return value;
    },
    /** `result` for a parser that resolves to its result object; the time is until it settles. */
    async resultAsync<T>(
      input: unknown,
      call: () => Promise<T>,
      code: (value: T) => string | null,
    ): Promise<T> {
      const started = performance.now();
      try {
        const value = await call();
        count(code(value));
        return value;
      } finally {
        record(input, started);
      }
    },
  };
}

/** True when Object.prototype (and Array.prototype) gained nothing: no prototype pollution. */
export function prototypesClean(): boolean {
  return (
    Object.getOwnPropertyNames(Object.prototype).every((key) => BASELINE_OBJECT.has(key)) &&
    ({} as Record<string, unknown>)["polluted"] === undefined
  );
}

const BASELINE_OBJECT = new Set(Object.getOwnPropertyNames(Object.prototype));
