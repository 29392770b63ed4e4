"use client";

import { useEffect, useId, useRef, useState } from "react";

import type { ExtraRolesSource, ProfileImportResult } from "@/lib/composer/panels/import-profile";
import { parseOffThread, parsesOffThread } from "@/lib/composer/panels/parse-off-thread";
import type { ComposeQuery } from "@/lib/composer/compose-query";

type Importer = typeof import("@/lib/composer/panels/import-profile");
let importer: Promise<Importer> | undefined;
// The YAML parser and the library load when the form opens.
const loadImporter = () => (importer ??= import("@/lib/composer/panels/import-profile"));

type Failure = Extract<ProfileImportResult, { ok: false }>;

const failed = (message: string): Failure => ({
  ok: false,
  code: "IMPORT_FAILED",
  message,
  line: null,
  column: null,
  conflictQuery: null,
});

const describe = (query: ComposeQuery) =>
  `${query.role ?? "no role"}${query.modes.length > 0 ? ` with ${query.modes.join(", ")}` : " with no modes"}`;

/** The import form inside the "Import a profile YAML" disclosure; errors keep the library's code and add line and column. */
export function YamlImportForm({
  onImport,
  extraRoles,
}: {
  readonly onImport: (query: ComposeQuery, status: string) => void;
  /** Directory roles an imported profile may name. */
  readonly extraRoles: ExtraRolesSource;
}) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  // A big input is parsed in the worker: the page stays usable and says it is checking.
  const [checking, setChecking] = useState(false);
  const [imported, setImported] = useState<string | null>(null);
  const feedback = useRef<HTMLDivElement>(null);
  useEffect(() => void loadImporter(), []);
  // Success and failure are shown under the import buttons, scrolled into view where the user is looking.
  useEffect(() => {
    if (failure || imported) feedback.current?.scrollIntoView?.({ block: "nearest" });
  }, [failure, imported]);

  const finish = (result: ProfileImportResult, source: string) => {
    setBusy(false);
    setChecking(false);
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
  const run = (text: string, label: string, source: string) => {
    setBusy(true);
    setChecking(parsesOffThread(text));
    extraRoles()
      .catch((error: unknown) => {
        throw new Error(
          `the directory roles could not be loaded to check the profile's role (${error instanceof Error ? error.message : String(error)})`,
        );
      })
      .then((roles) => parseOffThread({ kind: "import-profile", text, label, extraRoles: roles }))
      .then(
        (result) => (result ? finish(result, source) : setBusy(false)),
        (error: unknown) => finish(failed(error instanceof Error ? error.message : String(error)), source),
      );
  };
  const runFile = (chosen: File) => {
    setBusy(true);
    loadImporter()
      .then((module) => module.readProfileFile(chosen))
      .then(
        (read) => (read.ok ? run(read.text, chosen.name, chosen.name) : finish(read.result, chosen.name)),
        (error: unknown) => finish(failed(String(error)), chosen.name),
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
          onClick={() => run(text, "pasted YAML", "the pasted YAML")}
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
            if (chosen) runFile(chosen);
          }}
        />
      </div>
      <div ref={feedback} className="scroll-mb-4">
        {checking ? (
          <p role="status" data-testid="import-checking" className="text-fg-muted mt-3 text-sm">
            Checking the YAML… (a big input is read in the background; the page stays usable)
          </p>
        ) : null}
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
