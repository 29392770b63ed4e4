import type { Ref } from "react";

import type { PackLabReport } from "@/lib/pack-lab/analyse-pack";
import type { PackEdit } from "@/lib/pack-lab/pack-findings";

import { EffectiveTable } from "./effective-table";
import { FindingsList } from "./findings-list";
import { groupDigits } from "@/lib/casts/core/digits";

const BUTTON = "border-border-strong hover:bg-bg-muted rounded-md border px-3 py-1.5 text-sm";

/** What the lab does when the reader acts; absent where the view is static markup (the build's render). */
export interface PackLabActions {
  readonly onText: (text: string) => void;
  /** A file chosen with "Open a file…": its text replaces the pack's, unless it is refused. */
  readonly onFile: (file: File) => void;
  readonly onStartFromDefault: () => void;
  /** Puts back the text the last replacement (default pack, opened file) took the place of. */
  readonly onUndo: () => void;
  readonly onDownload: () => void;
  readonly onOnlyChanged: (onlyChanged: boolean) => void;
  readonly onJump: (line: number, column: number) => void;
  readonly onFix: (edit: PackEdit) => void;
}

export interface PackLabViewProps {
  readonly text: string | null;
  readonly defaultText: string | null;
  readonly report: PackLabReport | null;
  /** The report is for an earlier text: the summary says the check is running. */
  readonly checking: boolean;
  readonly onlyChanged: boolean;
  /** Why the last file chosen was not opened (too large, not UTF-8), or null. */
  readonly fileProblem?: string | null;
  /** What the last replacement did, while Undo can take it back (until the next edit), or null. */
  readonly undo?: string | null;
  readonly actions?: PackLabActions;
  readonly inputRef?: Ref<HTMLTextAreaElement>;
  readonly onlyChangedRef?: Ref<HTMLInputElement>;
}

function counts(report: PackLabReport): string {
  // With thousands separators, as the groups' counts and their "…and N more" lines are written.
  const count = (n: number, word: string) => `${groupDigits(n)} ${word}${n === 1 ? "" : "s"}`;
  return `${count(report.errors, "error")}, ${count(report.warnings, "warning")}`;
}

/**
 * The lab's markup, state in and events out. The build renders it with the site's pack and that pack's
 * report (so the page shows its findings before any script runs); the island hydrates the same markup
 * with the actions when the reader first reaches for it (app/packs/lab/pack-lab.react-island.tsx).
 */
export function PackLabView({
  text,
  defaultText,
  report,
  checking,
  onlyChanged,
  fileProblem = null,
  undo = null,
  actions,
  inputRef,
  onlyChangedRef,
}: PackLabViewProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="group/editor flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap gap-2" data-js-only>
          <button
            type="button"
            className={BUTTON}
            disabled={defaultText === null}
            onClick={actions?.onStartFromDefault}
          >
            Start from the default pack
          </button>
          <label className={`${BUTTON} cursor-pointer focus-within:outline-2`}>
            Open a file…
            <input
              type="file"
              accept=".yaml,.yml,text/yaml"
              className="sr-only"
              onChange={
                actions
                  ? (event) => {
                      const file = event.target.files?.[0];
                      if (file) actions.onFile(file);
                      event.target.value = "";
                    }
                  : undefined
              }
            />
          </label>
          <button type="button" className={BUTTON} onClick={actions?.onDownload} data-testid="pack-download">
            Download
          </button>
        </div>
        {fileProblem ? (
          <p role="alert" data-testid="pack-file-problem" className="text-danger text-sm">
            {fileProblem}. The pack in the editor is unchanged.
          </p>
        ) : null}
        {undo ? (
          <p role="status" data-testid="pack-undo" className="text-sm">
            {undo}{" "}
            <button type="button" className="text-accent font-medium underline" onClick={actions?.onUndo}>
              Undo
            </button>
          </p>
        ) : null}
        {report ? (
          <a href="#pack-summary" className="text-accent text-sm underline lg:hidden">
            {report.errors === 0 && report.warnings === 0
              ? "No findings"
              : `${counts(report)}: see the findings below the pack`}
          </a>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-x-4">
          <label htmlFor="pack-input" className="text-sm font-medium">
            Pack YAML{" "}
            <span className="text-fg-muted font-normal">
              (kept in this browser only; nothing is sent anywhere)
            </span>
          </label>
          {/* A style switch, so it works before any script runs; lines do not wrap by default, as YAML's
              indentation is its structure (and the browser lays out a long unwrapped text much faster). */}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" id="pack-wrap" data-testid="pack-wrap" />
            Wrap long lines
          </label>
        </div>
        <textarea
          id="pack-input"
          ref={inputRef}
          data-testid="pack-input"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          value={text ?? ""}
          disabled={text === null}
          // The build's markup: read-only until a script runs (box-script.ts), as nothing checks or
          // keeps an edit without one.
          readOnly={actions === undefined}
          onChange={actions ? (event) => actions.onText(event.target.value) : undefined}
          aria-describedby="pack-summary"
          className="border-border-strong bg-bg-subtle h-[45vh] min-h-48 w-full rounded-lg border p-3 font-mono text-[13px] leading-5 whitespace-pre group-has-[#pack-wrap:checked]/editor:whitespace-pre-wrap lg:h-[32rem]"
        />
      </div>
      <section aria-labelledby="pack-summary" className="min-w-0">
        <h2
          id="pack-summary"
          aria-live="polite"
          className="mb-2 text-sm font-semibold"
          data-testid="pack-summary"
        >
          {report === null ? "Checking…" : `${counts(report)}${checking ? " (checking…)" : ""}`}
        </h2>
        {report ? (
          <FindingsList findings={report.findings} onJump={actions?.onJump} onFix={actions?.onFix} />
        ) : null}
      </section>
      {/* Below the editor on every screen: the browser lays its table out only when it nears the
          viewport (the page's load laid out 800 table boxes it did not show). */}
      <section
        aria-labelledby="effective-heading"
        className="min-w-0 [contain-intrinsic-size:auto_70rem] [content-visibility:auto] lg:col-span-2"
      >
        <h2 id="effective-heading" className="text-lg font-semibold">
          Effective configuration
        </h2>
        <p className="text-fg-muted mb-2 text-sm">
          What each role runs with under this pack. Try it:{" "}
          <a className="text-accent underline" href="/compare?a=analyst&b=analyst&view=runtime&pack-b=lab">
            compare a role&apos;s runtime message under the default pack and this one
          </a>
          .
        </p>
        <label className="mb-2 flex items-center gap-2 text-sm" data-js-only>
          <input
            type="checkbox"
            ref={onlyChangedRef}
            checked={onlyChanged}
            onChange={actions ? (event) => actions.onOnlyChanged(event.target.checked) : undefined}
          />
          Only roles that differ from the default pack
        </label>
        {report && report.effective.length > 0 ? (
          <EffectiveTable roles={report.effective} onlyChanged={onlyChanged} />
        ) : (
          <p className="text-fg-muted text-sm">Fix the errors above to see the effective configuration.</p>
        )}
      </section>
    </div>
  );
}
