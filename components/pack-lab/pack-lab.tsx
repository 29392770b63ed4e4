"use client";

import { useEffect, useRef, useState } from "react";

import { withBasePath } from "@/lib/base-path";
import { downloadText } from "@/lib/composer/download";
import { PACK_LAB_STORAGE_KEY } from "@/lib/compare-page/pack-lab-storage";
import { applyEdit } from "@/lib/pack-lab/pack-findings";

import { EffectiveTable } from "./effective-table";
import { FindingsList } from "./findings-list";
import { usePackLint } from "./use-pack-lint";

/** Where the site serves the build's pack YAML (app/packs/pack.yaml/route.ts). */
export const DEFAULT_PACK_URL = "/packs/pack.yaml";
const BUTTON = "border-border-strong hover:bg-bg-muted rounded-md border px-3 py-1.5 text-sm";

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = text.indexOf("\n", offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return Math.min(text.length, offset + column - 1);
}

/** /packs/lab: edit a pack with findings as you type; it is kept in this browser's storage only. */
export function PackLab({ workerUrl }: { readonly workerUrl: string | null }) {
  const [text, setText] = useState<string | null>(null);
  const [defaultText, setDefaultText] = useState<string | null>(null);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const lint = usePackLint(text, defaultText, workerUrl);

  useEffect(() => {
    const stored = window.localStorage.getItem(PACK_LAB_STORAGE_KEY);
    void fetch(withBasePath(DEFAULT_PACK_URL))
      .then((response) => (response.ok ? response.text() : null))
      .then((fetched) => {
        setDefaultText(fetched);
        setText((current) => current ?? stored ?? fetched ?? "");
      });
  }, []);

  useEffect(() => {
    if (text === null) return;
    const timer = setTimeout(() => {
      try {
        window.localStorage.setItem(PACK_LAB_STORAGE_KEY, text);
      } catch {
        // Storage full or disabled: the lab still works, the pack is just not kept.
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);

  const jump = (line: number, column: number) => {
    const area = input.current;
    if (!area) return;
    const offset = offsetOf(area.value, line, column);
    area.focus();
    area.setSelectionRange(offset, offset);
  };
  const download = () => downloadText(`${lint.report?.packName ?? "pack"}.yaml`, text ?? "");
  const report = lint.report;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={BUTTON}
            disabled={defaultText === null}
            onClick={() => setText(defaultText ?? "")}
          >
            Start from the default pack
          </button>
          <label className={`${BUTTON} cursor-pointer focus-within:outline-2`}>
            Open a file…
            <input
              type="file"
              accept=".yaml,.yml,text/yaml"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void file.text().then(setText);
                event.target.value = "";
              }}
            />
          </label>
          <button type="button" className={BUTTON} onClick={download} data-testid="pack-download">
            Download
          </button>
        </div>
        {report ? (
          <a href="#pack-summary" className="text-accent text-sm underline lg:hidden">
            {report.errors === 0 && report.warnings === 0
              ? "No findings"
              : `${report.errors} ${report.errors === 1 ? "error" : "errors"}, ${report.warnings} ${report.warnings === 1 ? "warning" : "warnings"}: see the findings below the pack`}
          </a>
        ) : null}
        <label htmlFor="pack-input" className="text-sm font-medium">
          Pack YAML{" "}
          <span className="text-fg-muted font-normal">
            (kept in this browser only; nothing is sent anywhere)
          </span>
        </label>
        <textarea
          id="pack-input"
          ref={input}
          data-testid="pack-input"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          value={text ?? ""}
          disabled={text === null}
          onChange={(event) => setText(event.target.value)}
          aria-describedby="pack-summary"
          className="border-border-strong bg-bg-subtle h-[45vh] min-h-48 w-full rounded-lg border p-3 font-mono text-[13px] leading-5 lg:h-[32rem]"
        />
      </div>
      <section aria-labelledby="pack-summary" className="min-w-0">
        <h2
          id="pack-summary"
          aria-live="polite"
          className="mb-2 text-sm font-semibold"
          data-testid="pack-summary"
        >
          {report === null
            ? "Checking…"
            : `${report.errors} ${report.errors === 1 ? "error" : "errors"}, ${report.warnings} ${report.warnings === 1 ? "warning" : "warnings"}${lint.status === "checking" ? " (checking…)" : ""}`}
        </h2>
        {report ? (
          <FindingsList
            findings={report.findings}
            onJump={jump}
            onFix={(edit) => setText((current) => (current === null ? current : applyEdit(current, edit)))}
          />
        ) : null}
      </section>
      <section aria-labelledby="effective-heading" className="min-w-0 lg:col-span-2">
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
        <label className="mb-2 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={onlyChanged}
            onChange={(event) => setOnlyChanged(event.target.checked)}
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
