"use client";

import { useEffect, useRef, useState } from "react";

import { MAX_INPUT_BYTES, sizeOverLimit, tooLargeMessage } from "@/lib/casts/core/limits";
import type { PackLabReport } from "@/lib/pack-lab/analyse-pack";

import { startWorker, type WorkerClient } from "@/lib/site/browser/worker-requests";

import type { LintRequest } from "./lint-worker";

/** Longest a check may take before the worker is stopped and the text refused. */
const TIMEOUT_MS = 10_000;
const DEBOUNCE_MS = 150;

export type LintState = { readonly status: "checking" | "done"; readonly report: PackLabReport | null };

function refusal(code: "INPUT_TOO_LARGE" | "YAML_INVALID", message: string, fix: string): PackLabReport {
  return {
    findings: [{ code, severity: "error", role: "", message, fix }],
    errors: 1,
    warnings: 0,
    packName: null,
    effective: [],
  };
}

/** The refusal for a text over 1 MiB, decided without reading the text (sizeOverLimit), or null. */
function overLimit(text: string): string | null {
  const over = sizeOverLimit(text, MAX_INPUT_BYTES);
  return over ? `pack: ${tooLargeMessage(over.bytes, MAX_INPUT_BYTES, "input", over.exact)}` : null;
}

/**
 * Checks the text in a Web Worker (the island's own module, started again as a worker), debounced; an
 * input over 1 MiB is refused before it is posted, and a check that runs too long stops the worker.
 * `defaultReport` is the default pack's report, made at build time: that text is not checked again,
 * so the worker starts only when the reader edits.
 */
export function usePackLint(
  text: string | null,
  defaultPackText: string | null,
  workerUrl: string | null,
  defaultReport: PackLabReport | null = null,
): LintState {
  // The report and the text it is for: the status is "checking" until they match the current text.
  const [state, setState] = useState<{ readonly text: string | null; readonly report: PackLabReport | null }>(
    () => ({ text: defaultReport ? defaultPackText : null, report: defaultReport }),
  );
  // The text the first report is for: the first run of the check below skips it.
  const known = useRef(defaultReport ? defaultPackText : null);
  const worker = useRef<WorkerClient<LintRequest, PackLabReport> | null>(null);
  const sequence = useRef(0);
  const defaultText = useRef<string | null>(null);

  useEffect(() => () => worker.current?.stop(), []);

  useEffect(() => {
    defaultText.current = defaultPackText;
  }, [defaultPackText]);

  useEffect(() => {
    const first = known.current;
    known.current = null;
    if (text === null || text === first) return;
    const id = ++sequence.current;
    const message = overLimit(text);
    if (message !== null) {
      queueMicrotask(() =>
        setState({
          text,
          report: refusal(
            "INPUT_TOO_LARGE",
            message,
            "A pack is a few kilobytes: remove what is not pack data to get under 1 MiB.",
          ),
        }),
      );
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const debounce = setTimeout(() => {
      const onPage = () =>
        void import("@/lib/pack-lab/analyse-pack").then(({ analysePack }) => {
          if (id === sequence.current) setState({ text, report: analysePack(text, defaultText.current) });
        });
      // No worker (dev server), or it could not run: check on the page, loading the checker on demand.
      if (!workerUrl) return onPage();
      if (!worker.current || worker.current.stopped) worker.current = startWorker(workerUrl, "pack-lab-lint");
      const current = worker.current;
      let timedOut = false;
      // The clock starts once the worker is up: loading the checker is not the pack's fault.
      void current.ready.then(() => {
        if (id !== sequence.current) return;
        timer = setTimeout(() => {
          timedOut = true;
          current.stop();
        }, TIMEOUT_MS);
      });
      current.request({ text, defaultPackText: defaultText.current }).then(
        (report) => {
          clearTimeout(timer);
          if (id === sequence.current) setState({ text, report });
        },
        () => {
          if (!timedOut) return onPage();
          setState({
            text,
            report: refusal(
              "YAML_INVALID",
              `pack: checking took over ${TIMEOUT_MS / 1000} s and was stopped`,
              "Simplify the YAML: deep nesting and anchors make it slow to read.",
            ),
          });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(debounce);
      clearTimeout(timer);
    };
  }, [text, workerUrl]);

  return { status: state.text === text ? "done" : "checking", report: state.report };
}
