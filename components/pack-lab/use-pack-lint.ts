"use client";

import { useEffect, useRef, useState } from "react";

import { MAX_INPUT_BYTES, sizeOverLimit, tooLargeMessage } from "@/lib/casts/core/limits";
import type { PackLabReport } from "@/lib/pack-lab/analyse-pack";

import type { LintRequest, LintResponse } from "./lint-protocol";

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
  const worker = useRef<{ worker: Worker; ready: Promise<void> } | null>(null);
  const sequence = useRef(0);
  const defaultText = useRef<string | null>(null);

  const start = () => {
    if (!workerUrl) return null;
    const created = new Worker(workerUrl, { type: "module", name: "pack-lab-lint" });
    const ready = new Promise<void>((resolve) => {
      created.addEventListener("message", (event: MessageEvent<LintResponse>) => {
        if (event.data.type === "ready") resolve();
      });
    });
    worker.current = { worker: created, ready };
    void ready.then(() => {
      if (defaultText.current !== null)
        created.postMessage({ type: "default-pack", text: defaultText.current } satisfies LintRequest);
    });
    return worker.current;
  };

  useEffect(() => () => worker.current?.worker.terminate(), []);

  useEffect(() => {
    defaultText.current = defaultPackText;
    const current = worker.current;
    if (defaultPackText === null || !current) return;
    void current.ready.then(() =>
      current.worker.postMessage({ type: "default-pack", text: defaultPackText } satisfies LintRequest),
    );
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
      const current = worker.current ?? start();
      if (!current) {
        // No worker (dev server): check on the page, loading the checker on demand.
        void import("@/lib/pack-lab/analyse-pack").then(({ analysePack }) => {
          if (id === sequence.current) setState({ text, report: analysePack(text, defaultText.current) });
        });
        return;
      }
      const onMessage = (event: MessageEvent<LintResponse>) => {
        if (event.data.type !== "report" || event.data.id !== id) return;
        clearTimeout(timer);
        current.worker.removeEventListener("message", onMessage);
        setState({ text, report: event.data.report });
      };
      current.worker.addEventListener("message", onMessage);
      // The clock starts once the worker is up: loading the checker is not the pack's fault.
      void current.ready.then(() => {
        current.worker.postMessage({ type: "lint", id, text } satisfies LintRequest);
        if (id === sequence.current) timer = setTimeout(stop, TIMEOUT_MS);
      });
      const stop = () => {
        current.worker.terminate();
        worker.current = null;
        setState({
          text,
          report: refusal(
            "YAML_INVALID",
            `pack: checking took over ${TIMEOUT_MS / 1000} s and was stopped`,
            "Simplify the YAML: deep nesting and anchors make it slow to read.",
          ),
        });
      };
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(debounce);
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- defaultPackText reaches the worker separately
  }, [text, workerUrl]);

  return { status: state.text === text ? "done" : "checking", report: state.report };
}
