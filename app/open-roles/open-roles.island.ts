// /open-roles: what the reader picks or drops is read in this tab and nothing is sent anywhere.
// This tool only listens; the reader itself (open-roles-read.browser.ts: the build's parser, the
// markdown pipeline, the role page's components, a few hundred kB) is fetched with import() once the
// pointer or the focus reaches the pickers or the drop zone, or a file is dragged over it, so the
// page's first paint and start-up do not wait for it. A pick made before it has arrived waits for it.
import type { PickedFile } from "@/lib/site/browser/folder-sources";

import { loadOnce } from "@/islands/dom";
import type { Parts } from "./open-roles-read.browser";

/** The reader's module: the same download for every call, tried again after a failure. */
const loadReader = loadOnce(() => import("./open-roles-read.browser"));

/**
 * Hands what was picked to the reader; `folders`: the picked or dropped folders, whose files' paths
 * start with the folder's name.
 */
function open(files: readonly PickedFile[], parts: Parts, folders: readonly string[]): void {
  parts.status.textContent = folders.length > 0 ? "Reading the folder…" : "Reading the files…";
  loadReader().then(
    (loaded) => loaded.open(files, parts, folders),
    (error: unknown) => {
      parts.status.textContent = `The page could not load its folder reader: ${error instanceof Error ? error.message : String(error)}. Try again.`;
    },
  );
}

// Only the File: its size and bytes are read where the folder is read, in a worker when there is one
// (on the page, File.size looks at the disk while the page waits).
const picked = (file: File, path: string): PickedFile => ({ path, blob: file });

async function entryFiles(entry: FileSystemEntry, prefix: string, out: PickedFile[]): Promise<void> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    );
    out.push(picked(file, `${prefix}${entry.name}`));
    return;
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) break;
    for (const child of batch) await entryFiles(child, `${prefix}${entry.name}/`, out);
  }
}

export function start(): void {
  const root = document.querySelector<HTMLElement>("[data-open-roles]");
  const folderInput = root?.querySelector<HTMLInputElement>("#roles-folder");
  const filesInput = root?.querySelector<HTMLInputElement>("#agent-files");
  const drop = root?.querySelector<HTMLElement>("[data-open-drop]");
  const find = (selector: string) => root?.querySelector<HTMLElement>(selector) ?? null;
  const [status, loaded, skipped, report, actions, note] = [
    "[data-open-status]",
    "[data-open-loaded]",
    "[data-open-skipped]",
    "[data-import-report]",
    "[data-import-actions]",
    "[data-import-note]",
  ].map(find);
  const download = root?.querySelector<HTMLButtonElement>("[data-testid=import-download]");
  const [controls, count, cards] = [
    "[data-open-controls]",
    "[data-testid=open-count]",
    "[data-open-cards]",
  ].map(find);
  const filter = root?.querySelector<HTMLInputElement>("#open-role-filter");
  const more = root?.querySelector<HTMLButtonElement>("[data-testid=open-more]");
  if (!root || !folderInput || !filesInput || !drop || !status || !loaded || !skipped || !report) return;
  if (!actions || !note || !download || !controls || !count || !cards || !filter || !more) return;
  const list = { controls, filter, count, cards, more };
  const parts: Parts = { status, loaded, skipped, report, actions, note, download, list };
  folderInput.webkitdirectory = true;
  // The first sign of use starts the reader's download (a failed one is tried again on the next).
  const warm = () => void loadReader().catch(() => undefined);
  for (const type of ["pointerover", "focusin", "dragenter"] as const)
    drop.addEventListener(type, warm, { passive: true });
  folderInput.addEventListener("change", () => {
    const files = [...(folderInput.files ?? [])].map((file) =>
      picked(file, file.webkitRelativePath || file.name),
    );
    const folder = files[0]?.path.split("/")[0];
    open(files, parts, folder === undefined || files[0]?.path === folder ? [] : [folder]);
  });
  filesInput.addEventListener("change", () =>
    open(
      [...(filesInput.files ?? [])].map((file) => picked(file, file.name)),
      parts,
      [],
    ),
  );
  drop.addEventListener("dragover", (event) => event.preventDefault());
  drop.addEventListener("drop", (event) => {
    event.preventDefault();
    const entries = [...(event.dataTransfer?.items ?? [])]
      .map((item) => item.webkitGetAsEntry())
      .filter((entry): entry is FileSystemEntry => entry !== null);
    void (async () => {
      const files: PickedFile[] = [];
      for (const entry of entries) await entryFiles(entry, "", files);
      // Paths in a dropped folder start with its name, as in a picked one.
      const folders = entries.filter((entry) => entry.isDirectory).map((entry) => entry.name);
      open(files, parts, folders);
    })();
  });
  root.dataset["openReady"] = "true";
}
