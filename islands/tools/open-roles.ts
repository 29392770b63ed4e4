// /open-roles: a roles folder picked (<input webkitdirectory>) or dropped is read here, parsed with
// the build's parser (collectDirectoryRoles) and shown as the build shows it (open-roles-view.tsx,
// the directory-role page's components): each role's description and prompt, its exact text,
// effective settings with their sources, the pattern testers; skipped folders with every reason.
// Nothing is sent anywhere.
import { collectDirectoryRoles, type DirectoryRole } from "@/lib/casts/directory-roles";
import { valueSourcesOf } from "@/lib/casts/directory-roles/value-sources";
import { withBasePath } from "@/lib/base-path";
import { composeHref } from "@/lib/composer/url-codec";
import { pathInsideFolder, sourcesFromFiles, type PickedFile } from "@/lib/site/folder-sources";
import { FROM_FOLDER_HASH, storeLocalRole } from "@/lib/site/local-role";

import { openRoleNodes, skippedNodes } from "./open-roles-view";
import { start as startPatternTesters } from "./pattern-tester";

/** "Compose with this role": the role goes to the composer through this tab's storage, not the network. */
function compose(role: DirectoryRole): string | null {
  const failure = storeLocalRole({
    name: role.name,
    description: role.description,
    body: role.systemPrompt ?? "",
    folder: role.directory ?? role.name,
  });
  // The fragment tells a composer opened from this link elsewhere (a new tab, a shared link) that
  // the role lives in this tab only: it can say so instead of "unknown role".
  if (failure === null)
    window.location.assign(withBasePath(composeHref({ role: role.name })) + FROM_FOLDER_HASH);
  return failure;
}

async function show(files: readonly PickedFile[], root: HTMLElement): Promise<void> {
  const status = root.querySelector<HTMLElement>("[data-open-status]");
  const loadedSection = root.querySelector<HTMLElement>("[data-open-loaded]");
  const skippedSection = root.querySelector<HTMLElement>("[data-open-skipped]");
  if (!status || !loadedSection || !skippedSection) return;
  status.textContent = "Reading the folder…";
  const sources = await sourcesFromFiles(files);
  const { loaded, skipped } = collectDirectoryRoles(sources);
  status.textContent =
    sources.length === 0
      ? "No role folders found: pick the folder that contains one folder per role."
      : `${loaded.length} loaded · ${skipped.length} skipped`;
  skippedSection.replaceChildren(...skippedNodes(skipped));
  skippedSection.hidden = skipped.length === 0;
  loadedSection.replaceChildren(
    ...openRoleNodes(
      loaded.map((role) => ({ role, fields: valueSourcesOf(role), compose: () => compose(role) })),
    ),
  );
  loadedSection.hidden = loaded.length === 0;
  startPatternTesters();
}

async function entryFiles(entry: FileSystemEntry, prefix: string, out: PickedFile[]): Promise<void> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    );
    out.push({
      path: `${prefix}${entry.name}`,
      size: file.size,
      read: async () => new Uint8Array(await file.arrayBuffer()),
    });
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
  const input = root?.querySelector<HTMLInputElement>("input[type=file]");
  const drop = root?.querySelector<HTMLElement>("[data-open-drop]");
  if (!root || !input || !drop) return;
  input.webkitdirectory = true;
  input.addEventListener("change", () => {
    const files = [...(input.files ?? [])].map((file) => ({
      path: pathInsideFolder(file.webkitRelativePath || file.name),
      size: file.size,
      read: async () => new Uint8Array(await file.arrayBuffer()),
    }));
    void show(files, root);
  });
  drop.addEventListener("dragover", (event) => event.preventDefault());
  drop.addEventListener("drop", (event) => {
    event.preventDefault();
    const entries = [...(event.dataTransfer?.items ?? [])]
      .map((item) => item.webkitGetAsEntry())
      .filter((entry): entry is FileSystemEntry => entry !== null);
    void (async () => {
      const files: PickedFile[] = [];
      for (const entry of entries) await entryFiles(entry, "", files);
      // A dropped folder is the roles folder: paths start with its name.
      void show(
        entries.length === 1 && entries[0]?.isDirectory
          ? files.map((file) => ({ ...file, path: pathInsideFolder(file.path) }))
          : files,
        root,
      );
    })();
  });
  root.dataset["openReady"] = "true";
}
