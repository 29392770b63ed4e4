"use client";

import { useEffect, useId, useRef, useState } from "react";

import type { ExtraRole, ProfileImportResult } from "@/lib/composer/lazy/import-profile";
import type { ComposeQuery } from "@/lib/composer/compose-query";

type Importer = typeof import("@/lib/composer/lazy/import-profile");
let importer: Promise<Importer> | undefined;
// The YAML parser and the library load when the form opens.
const loadImporter = () => (importer ??= import("@/lib/composer/lazy/import-profile"));

type Failure = Extract<ProfileImportResult, { ok: false }>;

const describe = (query: ComposeQuery) =>
  `${query.role ?? "no role"}${query.modes.length > 0 ? ` with ${query.modes.join(", ")}` : " with no modes"}`;

/** The import form inside the "Import a profile YAML" disclosure; errors keep the library's code and add line and column. */
export function YamlImportForm({
  onImport,
  extraRoles,
}: {
  readonly onImport: (query: ComposeQuery, status: string) => void;
  /** Directory roles an imported profile may name. */
  readonly extraRoles: readonly ExtraRole[];
}) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [imported, setImported] = useState<string | null>(null);
  const feedback = useRef<HTMLDivElement>(null);
  useEffect(() => void loadImporter(), []);
  // Success and failure are shown under the import buttons, scrolled into view where the user is looking.
  useEffect(() => {
    if (failure || imported) feedback.current?.scrollIntoView?.({ block: "nearest" });
  }, [failure, imported]);

  const finish = (result: ProfileImportResult, source: string) => {
    setBusy(false);
    if (!result.ok) {
      setImported(null);
      setFailure(result);
      return;
    }
    setFailure(null);
    const status = `Imported ${source}: profile ${result.profileName}, ${describe(result.query)}.`;
    setImported(status);
    onImport(result.query, status);
  };
  const run = (
    task: (module: Importer) => ProfileImportResult | Promise<ProfileImportResult>,
    source: string,
  ) => {
    setBusy(true);
    loadImporter()
      .then(task)
      .then(
        (result) => finish(result, source),
        (error: unknown) =>
          finish(
            {
              ok: false,
              code: "IMPORT_FAILED",
              message: String(error),
              line: null,
              column: null,
              conflictQuery: null,
            },
            source,
          ),
      );
  };

  return (
    <>
      <label htmlFor={`${id}-yaml`} className="text-fg-muted mt-3 block text-xs">
        Paste the YAML, or choose a <span className="font-mono">.profile.yaml</span> file. A valid profile
        replaces the composition above.
      </label>
      <textarea
        id={`${id}-yaml`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={5}
        spellCheck={false}
        placeholder={"modes:\n- adversarial\nname: adv-critic\nrole: critic"}
        data-testid="yaml-import-input"
        className="border-border-strong bg-bg mt-1.5 w-full rounded-md border px-3 py-2 font-mono text-xs"
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy || text.trim() === ""}
          onClick={() =>
            run((module) => module.importProfileYaml(text, "pasted YAML", extraRoles), "the pasted YAML")
          }
          className="bg-accent text-accent-fg rounded-md px-3 py-1.5 text-xs font-medium disabled:opacity-50"
        >
          Import pasted YAML
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => file.current?.click()}
          className="border-border-strong hover:bg-bg-muted rounded-md border px-3 py-1.5 text-xs font-medium"
        >
          Choose a file…
        </button>
        <input
          ref={file}
          type="file"
          accept=".yaml,.yml,application/yaml,text/yaml"
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
          data-testid="yaml-import-file"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = "";
            if (chosen) run((module) => module.importProfileFile(chosen, extraRoles), chosen.name);
          }}
        />
      </div>
      <div ref={feedback} className="scroll-mb-4">
        {failure ? <ImportFailure failure={failure} onImport={onImport} /> : null}
        {imported && !failure ? (
          <div
            role="status"
            data-testid="import-success"
            className="bg-success-soft text-success mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-3 py-2 text-sm"
          >
            <span>{imported} Undo (Ctrl+Z or ⌘Z) brings back the previous composition.</span>
            <a href="#message-heading" className="font-medium underline underline-offset-2">
              See the system message
            </a>
          </div>
        ) : null}
      </div>
    </>
  );
}

function ImportFailure({
  failure,
  onImport,
}: {
  readonly failure: Failure;
  readonly onImport: (query: ComposeQuery, status: string) => void;
}) {
  const where = failure.line === null ? null : `line ${failure.line}, column ${failure.column}`;
  const body = (
    <>
      <p className="flex flex-wrap gap-x-2 text-xs font-semibold">
        <span className="font-mono">{failure.code}</span>
        {where ? <span>{where}</span> : null}
      </p>
      <p className="mt-1 font-mono text-xs break-words whitespace-pre-wrap">{failure.message}</p>
    </>
  );
  const conflict = failure.conflictQuery;
  if (conflict) {
    return (
      <div
        role="alert"
        data-testid="import-conflict"
        className="border-danger bg-danger-soft text-danger mt-3 rounded-md border px-3 py-2"
      >
        {body}
        <button
          type="button"
          onClick={() =>
            onImport(
              conflict,
              `Opened the conflicting profile: ${describe(conflict)}. Remove one of the conflicting modes.`,
            )
          }
          className="border-danger text-danger hover:bg-bg mt-2 rounded-md border px-2.5 py-1 text-xs font-medium"
        >
          Open it anyway to fix the conflict
        </button>
      </div>
    );
  }
  return (
    <div
      role="alert"
      data-testid="compose-error"
      className="border-danger bg-danger-soft text-danger mt-3 rounded-md border px-3 py-2"
    >
      {body}
    </div>
  );
}
