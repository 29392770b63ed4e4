"use client";

import { useEffect, useId, useState } from "react";

import { CopyButton } from "@/components/code/copy-button";
import { withBasePath } from "@/lib/base-path";
import { DEFAULT_MODELS, EXPORT_TARGET_INFO, type ExportTarget } from "@/lib/casts/export/targets";
import { downloadBlob, downloadText } from "@/lib/composer/download";
import { DIRECTORY_BODIES_URL, type ComposerPayload, type RoleBodyFile } from "@/lib/composer/payload";
import { readLocalRoles } from "@/lib/site/storage/local-role";

import { loadDirectoryRoles } from "../use-composer-data";
import { ExportFrame, type ExportPanelProps } from "./export-panel";
import { ExportOutput } from "./export-output";

type ExportModule = typeof import("@/lib/composer/panels/export-composition");
let exporter: Promise<ExportModule> | undefined;
// The library, zod and the exporters load once a target is picked.
const loadExporter = () => (exporter ??= import("@/lib/composer/panels/export-composition"));

/** User Timing measure of one "Download all roles" build. */
export const ZIP_MEASURE = "export:zip";

const BUTTON =
  "text-fg-muted hover:bg-bg-muted hover:text-fg inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-medium";

/** The model field's default: the pack's model for the role, else the documented default of request targets. */
export function defaultModel(data: ComposerPayload, role: string | null, target: ExportTarget): string {
  const packModel = data.roles.find((entry) => entry.name === role)?.config?.model ?? null;
  if (packModel !== null) return packModel;
  return target === "openai" || target === "anthropic" ? DEFAULT_MODELS[target] : "";
}

/**
 * Every directory role's body (the zip needs them all; built-in bodies come with the library): the
 * site's in one file, roles opened in this tab from its storage.
 */
async function fetchDirectoryBodies(data: ComposerPayload): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  if (data.directoryRoles > 0) {
    const response = await fetch(withBasePath(DIRECTORY_BODIES_URL));
    if (!response.ok) throw new Error(`${DIRECTORY_BODIES_URL} answered HTTP ${response.status}`);
    const files: unknown = await response.json();
    if (!Array.isArray(files)) throw new Error(`${DIRECTORY_BODIES_URL} is not a list of role bodies`);
    for (const file of files as Partial<RoleBodyFile>[])
      if (typeof file?.name === "string" && typeof file.body === "string") bodies.set(file.name, file.body);
  }
  for (const local of readLocalRoles()) bodies.set(local.name, local.body);
  const missing = data.roles.find((role) => role.directory === true && !bodies.has(role.name));
  if (missing) throw new Error(`${DIRECTORY_BODIES_URL} has no body for ${missing.name}`);
  return bodies;
}

/** The Export panel once a target is picked: model, the export with copy and download, the roster zip. */
export function ExportWorkbench({
  data,
  query,
  target,
  onTargetChange,
  problem = null,
  directoryBody,
  loading,
}: ExportPanelProps & { readonly loading: React.ReactNode }) {
  const id = useId();
  const info = target === null ? null : EXPORT_TARGET_INFO[target];
  const fallback = target === null ? "" : defaultModel(data, query.role, target);
  const [model, setModel] = useState("");
  const [policy, setPolicy] = useState(true);
  const [module, setModule] = useState<ExportModule | null>(null);
  const [zipStatus, setZipStatus] = useState("");
  useEffect(() => {
    if (target === null) return;
    let current = true;
    void loadExporter().then((loaded) => current && setModule(loaded));
    return () => {
      current = false;
    };
  }, [target]);
  const view =
    target === null
      ? null
      : (module?.exportComposition(
          data,
          query,
          target,
          model || fallback,
          query.role !== null && directoryBody !== undefined
            ? new Map([[query.role, directoryBody]])
            : undefined,
          policy,
        ) ?? null);

  const downloadAll = async () => {
    if (target === null) return;
    setZipStatus("Building the zip…");
    const started = performance.now();
    const { rosterZip } = await loadExporter();
    let roster: ComposerPayload;
    let bodies: Map<string, string>;
    try {
      // The whole roster: the directory roles join the index now if they have not yet.
      roster = (await loadDirectoryRoles()).data;
      bodies = await fetchDirectoryBodies(roster);
    } catch (error) {
      setZipStatus(`The zip was not built: ${error instanceof Error ? error.message : String(error)}.`);
      return;
    }
    const zip = rosterZip(roster, target, bodies, policy);
    // Read by scripts/bench/export.ts: load (first time) + export of every role + zip, in the browser.
    performance.measure(ZIP_MEASURE, { start: started, end: performance.now(), detail: { target } });
    downloadBlob(`casts-${target}.zip`, new Blob([zip.bytes as BlobPart], { type: "application/zip" }));
    setZipStatus(
      `${zip.fileNames.length} files zipped${zip.notes.length > 0 ? `; ${zip.notes.length} notes (e.g. ${zip.notes[0]})` : ""}.`,
    );
  };

  const file = view?.ok ? view.result.files[0] : undefined;
  return (
    <ExportFrame
      target={target}
      onTargetChange={onTargetChange}
      problem={problem}
      zipStatus={zipStatus}
      actions={
        file && info ? (
          <>
            <CopyButton text={file.content} label={`${info.label} file`} />
            <button
              type="button"
              onClick={() =>
                downloadText(
                  file.path.split("/").pop() ?? file.path,
                  file.content,
                  info.kind === "request" ? "application/json" : "text/plain",
                )
              }
              className={BUTTON}
              data-testid="export-download"
            >
              Download
            </button>
          </>
        ) : null
      }
      controls={
        <>
          {info?.usesModel ? (
            <label className="text-sm font-medium" htmlFor={`${id}-model`}>
              Model
              <input
                id={`${id}-model`}
                value={model}
                onChange={(event) => setModel(event.target.value)}
                placeholder={fallback || "optional model id"}
                spellCheck={false}
                data-testid="export-model"
                className="border-border-strong bg-bg mt-1 block w-56 rounded-md border px-2 py-1 font-mono text-sm"
              />
            </label>
          ) : null}
          {target === null ? null : (
            <label className="flex items-center gap-1.5 text-sm" htmlFor={`${id}-policy`}>
              <input
                id={`${id}-policy`}
                type="checkbox"
                checked={policy}
                onChange={(event) => setPolicy(event.target.checked)}
                data-testid="export-policy"
              />
              Include the pack&apos;s policy
            </label>
          )}
          {target === null ? null : (
            <button
              type="button"
              onClick={() => void downloadAll()}
              className={BUTTON}
              data-testid="export-download-all"
            >
              Download all roles (.zip)
            </button>
          )}
        </>
      }
    >
      {view === null ? (
        loading
      ) : view.ok ? (
        <ExportOutput
          result={view.result}
          snippets={view.snippets}
          links={view.links}
          countTokens={module!.countExportTokens}
        />
      ) : (
        <p
          role="alert"
          data-testid="export-error"
          className="bg-danger-soft text-danger mt-3 rounded-md px-3 py-2 text-sm"
        >
          {view.message}
        </p>
      )}
    </ExportFrame>
  );
}
