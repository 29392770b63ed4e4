// /open-roles' reader, loaded with import() by the page tool (open-roles.island.ts) once the
// reader reaches for the pickers or the drop zone: it carries the build's parser, the markdown
// pipeline and the role page's components, which the page's first paint does not need.
// - A roles folder (a role file one folder down) is read and parsed with the build's parser
//   (collectDirectoryRoles) in a worker (lib/site/browser/folder-read-run.ts, loaded with import()),
//   and shown as the build shows it (open-roles-view.browser.tsx, the directory-role
//   page's components): each role's description and prompt, its exact text, effective settings with
//   their sources, the pattern testers; skipped folders with every reason.
// - Anything else (agent files of other tools, a folder of them, a zip) goes to the importer
//   (lib/site/browser/agent-import-run.ts, loaded with import(); the files are read and imported in a
//   worker), a folder as `casts import` reads one (at most MAX_FOLDER_FILES files): its report per
//   file (components/directory-roles/import-report.tsx), then the roles it made, shown like an opened
//   folder's, and "Download as roles folder".
// The roles shown are kept in this tab's storage for the composer, compare and the roster zip. Only
// the first page of cards is drawn; the filter finds any role and "Show more" adds a page at a time.
import {
  collectDirectoryRoles,
  type DirectoryRole,
  type SkippedDirectoryRole,
} from "@/lib/casts/directory-roles";
import type { FileReport, ImportedRole } from "@/lib/casts/import";
import { escapeControl } from "@/lib/casts/core/echo";
import { withBasePath } from "@/lib/base-path";
import { downloadBlob } from "@/lib/composer/download";
import { composeHref } from "@/lib/composer/url-codec";
import {
  folderLimitedFiles,
  importedRoleSources,
  importStatusLine,
  isRoleFolder,
  REPORT_ROWS_SHOWN,
  reportRows,
} from "@/lib/site/browser/agent-import";
import {
  pathInsideFolder,
  withValueSources,
  type FolderRoles,
  type PickedFile,
} from "@/lib/site/browser/folder-sources";
import { FROM_FOLDER_HASH, storeLocalRoles, type LocalRole } from "@/lib/site/storage/local-role";
import {
  cardsToDraw,
  OPEN_ROLES_PAGE,
  openRoleFilterText,
  openRolesView,
  skippedCountText,
} from "@/lib/site/browser/open-roles-list";

import {
  importReportItemNodes,
  importReportNode,
  openRoleNodes,
  skippedItemNodes,
  skippedNodes,
} from "./open-roles-view.browser";
import { moreFilesText } from "@/components/directory-roles/import-report";
import { start as startPatternTesters } from "@/components/directory-roles/pattern-tester.island";

/** How long one task draws roles before it lets the page answer: a folder of hundreds never holds it. */
const SLICE_MS = 30;

const localRole = (role: DirectoryRole): LocalRole => ({
  name: role.name,
  description: role.description,
  body: role.systemPrompt ?? "",
  folder: role.directory ?? role.name,
  limits: {
    model: role.config.model,
    required_tools: [...role.config.required_tools],
    tool_filter: [...role.config.tool_filter],
  },
});

/** "Compose with this role": the roles go to the composer through this tab's storage, not the network. */
function compose(role: DirectoryRole, keptAll: boolean): string | null {
  // When all of them did not fit, this one goes alone.
  const failure = keptAll ? null : storeLocalRoles([localRole(role)]);
  // The fragment tells a composer opened from this link elsewhere (a new tab, a shared link) that
  // the role lives in this tab only: it can say so instead of "unknown role".
  if (failure === null)
    window.location.assign(withBasePath(composeHref({ role: role.name })) + FROM_FOLDER_HASH);
  return failure;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The roles' list on the page (page.tsx): the filter and its count line, the cards, "Show more". */
export interface ListParts {
  readonly controls: HTMLElement;
  readonly filter: HTMLInputElement;
  readonly count: HTMLElement;
  readonly cards: HTMLElement;
  readonly more: HTMLButtonElement;
}

export interface Parts {
  readonly status: HTMLElement;
  /** The section of the roles' list. */
  readonly loaded: HTMLElement;
  readonly list: ListParts;
  readonly skipped: HTMLElement;
  readonly report: HTMLElement;
  readonly actions: HTMLElement;
  readonly note: HTMLElement;
  readonly download: HTMLButtonElement;
}

/**
 * Keeps the roles for the composer and draws the first OPEN_ROLES_PAGE of them, a few at a time
 * (SLICE_MS); the filter and "Show more" draw others (lib/site/browser/open-roles-list.ts), each card
 * once: a card drawn before is put back, not drawn again. Says so when the roles are too many to keep
 * together.
 */
async function showRoles(
  { loaded, skipped }: FolderRoles,
  parts: Parts,
  run: number,
): Promise<string | null> {
  showSkipped(skipped, parts.skipped, run);
  const kept = loaded.length === 0 ? null : storeLocalRoles(loaded.map(({ role }) => localRole(role)));
  const { list } = parts;
  list.cards.replaceChildren();
  list.filter.value = "";
  // A folder that fits on one page is shown whole, with no filter.
  list.controls.hidden = loaded.length <= OPEN_ROLES_PAGE;
  parts.loaded.hidden = loaded.length === 0;
  const texts = loaded.map(({ role }) => openRoleFilterText(role));
  const cards = new Map<number, HTMLElement>();
  const card = (at: number): HTMLElement => {
    const drawn = cards.get(at);
    if (drawn !== undefined) return drawn;
    const { role, fields } = loaded[at]!;
    const [node] = openRoleNodes([{ role, fields, compose: () => compose(role, kept === null) }], at);
    cards.set(at, node as HTMLElement);
    return node as HTMLElement;
  };
  let shown: number[] = [];
  let limit = OPEN_ROLES_PAGE;
  /** Bumped by every redraw: a keystroke stops the draw an earlier one started. */
  let draw = 0;
  /** Draws what the filter and the limit show; `focusNew`: focus moves to the first card added. */
  const apply = async (focusNew: boolean): Promise<void> => {
    const mine = ++draw;
    const view = openRolesView(texts, list.filter.value, limit);
    list.count.textContent = view.count;
    list.more.hidden = !view.more;
    const { keep, append } = cardsToDraw(shown, view.shown);
    if (!keep) {
      list.cards.replaceChildren();
      shown = [];
    }
    let sliceStart = performance.now();
    for (const [index, at] of append.entries()) {
      if (performance.now() - sliceStart > SLICE_MS) {
        startPatternTesters();
        await nextTask();
        if (mine !== draw || run !== currentRun) return;
        sliceStart = performance.now();
      }
      const node = card(at);
      list.cards.append(node);
      shown.push(at);
      if (focusNew && index === 0) {
        // Its heading, so a screen reader reads the new role's name and reading goes on from there.
        const heading = node.querySelector<HTMLElement>("h2");
        if (heading) {
          heading.tabIndex = -1;
          heading.focus();
        }
      }
    }
    startPatternTesters();
  };
  list.filter.oninput = () => {
    if (run !== currentRun) return;
    limit = OPEN_ROLES_PAGE;
    void apply(false);
  };
  list.more.onclick = () => {
    if (run !== currentRun) return;
    limit += OPEN_ROLES_PAGE;
    void apply(true);
  };
  await apply(false);
  if (run !== currentRun) return null;
  return kept === null
    ? null
    : `The roles are not kept for the composer as a set (${kept}): “Compose with this role” takes its role alone.`;
}

/**
 * Answers a "Show more" under a list drawn a page at a time: `addPage` appends the next page and returns
 * what it added; the focus moves to the first of it. A later pick or drop leaves the button to its run.
 */
function onShowMore(more: HTMLButtonElement, run: number, addPage: () => readonly HTMLElement[]): void {
  more.onclick = () => {
    if (run !== currentRun) return;
    const [first] = addPage();
    if (first) {
      first.tabIndex = -1;
      first.focus();
    }
  };
}

/**
 * The skipped folders, OPEN_ROLES_PAGE at a time (each is a few lines, and a folder of thousands was
 * drawn whole): "Show more" adds a page and moves the focus to the first folder added.
 */
function showSkipped(skipped: readonly SkippedDirectoryRole[], container: HTMLElement, run: number): void {
  let drawn = Math.min(skipped.length, OPEN_ROLES_PAGE);
  container.replaceChildren(...skippedNodes(skipped.slice(0, drawn), skipped.length));
  container.hidden = skipped.length === 0;
  const list = container.querySelector(":scope > ul");
  const count = container.querySelector<HTMLElement>("[data-testid=open-skipped-count]");
  const more = container.querySelector<HTMLButtonElement>("[data-testid=open-skipped-more]");
  if (!list || !count || !more) return;
  onShowMore(more, run, () => {
    const added = skippedItemNodes(skipped.slice(drawn, drawn + OPEN_ROLES_PAGE));
    list.append(...added);
    drawn += added.length;
    count.textContent = skippedCountText(drawn, skipped.length);
    more.hidden = drawn >= skipped.length;
    return added;
  });
}

/**
 * The import report, REPORT_ROWS_SHOWN rows at a time (failed first): "Show more files" adds the next
 * ones and moves the focus to the first added.
 */
function showReport(report: readonly FileReport[], container: HTMLElement, run: number): void {
  container.replaceChildren(importReportNode(report));
  container.hidden = report.length === 0;
  const list = container.querySelector(":scope > ul");
  const line = container.querySelector<HTMLElement>("[data-testid=import-more]");
  const more = container.querySelector<HTMLButtonElement>("[data-testid=import-more-button]");
  if (!list || !line || !more) return;
  let drawn = list.children.length;
  onShowMore(more, run, () => {
    const { rows, more: left } = reportRows(report, drawn + REPORT_ROWS_SHOWN);
    const added = importReportItemNodes(rows.slice(drawn));
    list.append(...added);
    drawn += added.length;
    line.textContent = left > 0 ? moreFilesText(left) : "";
    line.hidden = left === 0;
    more.hidden = left === 0;
    return added;
  });
}

/** Bumped by every pick or drop: a slower earlier one stops drawing. */
let currentRun = 0;

function reset(parts: Parts): void {
  parts.report.replaceChildren();
  parts.report.hidden = true;
  parts.actions.hidden = true;
  parts.note.textContent = "";
}

async function openFolder(files: readonly PickedFile[], parts: Parts, run: number): Promise<void> {
  parts.status.textContent = "Reading the folder…";
  // Read and parsed in a worker (folder-read-run.ts): the page only draws what it answers.
  const reader = await import("@/lib/site/browser/folder-read-run");
  if (run !== currentRun) return;
  const load = await reader.readRolesFolderOffThread(files);
  if (run !== currentRun) return;
  parts.status.textContent = `${load.loaded.length} loaded · ${load.skipped.length} skipped`;
  const note = await showRoles(load, parts, run);
  if (note !== null) parts.status.textContent += `. ${note}`;
}

async function importFiles(
  picked: readonly PickedFile[],
  folders: readonly string[],
  inside: (files: PickedFile[]) => readonly PickedFile[],
  parts: Parts,
  run: number,
): Promise<void> {
  // A folder is read as `casts import <folder>` reads it: in name order, at most its limit of files.
  const { files: limited, problems } = folderLimitedFiles(picked, folders);
  const files = inside(limited);
  parts.status.textContent = `Reading ${files.length} ${files.length === 1 ? "file" : "files"}…`;
  const importer = await import("@/lib/site/browser/agent-import-run");
  if (run !== currentRun) return;
  const imported = await importer.importOffThread(files, () => {
    if (run === currentRun) parts.status.textContent = "Importing…";
  });
  if (run !== currentRun) return;
  // As on the command line, what could not be read comes before what the importer reports.
  const result = { roles: imported.roles, report: [...problems, ...imported.report] };
  parts.status.textContent = importStatusLine(result);
  showReport(result.report, parts.report, run);
  if (result.roles.length > 0) showDownload(result.roles, parts, importer.rolesFolderZip);
  const roles = withValueSources(collectDirectoryRoles(importedRoleSources(result.roles)));
  const note = await showRoles(roles, parts, run);
  if (note !== null && run === currentRun) parts.note.textContent = note;
}

function showDownload(
  roles: readonly ImportedRole[],
  parts: Parts,
  zip: (roles: readonly ImportedRole[]) => Uint8Array,
): void {
  parts.actions.hidden = false;
  parts.download.onclick = () => {
    const bytes = zip(roles);
    downloadBlob("imported-roles.zip", new Blob([bytes as BlobPart], { type: "application/zip" }));
    parts.note.textContent = `${roles.length} ${roles.length === 1 ? "role" : "roles"} zipped in a folder named roles/: unzip it and build with CASTS_ROLES_DIR=roles.`;
  };
}

/**
 * Opens what was picked or dropped: a roles folder is read here, anything else is imported.
 * `folders`: the folders picked or dropped, whose files' paths start with the folder's name; one
 * folder alone is read from inside (`Triage/config.json`).
 */
export function open(files: readonly PickedFile[], parts: Parts, folders: readonly string[] = []): void {
  const run = ++currentRun;
  reset(parts);
  if (files.length === 0) {
    parts.status.textContent = "Nothing to open: the folder is empty.";
    return;
  }
  const [only] = folders;
  const alone = folders.length === 1 && files.every((file) => file.path.startsWith(`${only}/`));
  const inside = (picked: readonly PickedFile[]) =>
    alone ? picked.map((file) => ({ ...file, path: pathInsideFolder(file.path) })) : picked;
  const task = isRoleFolder(inside(files).map((file) => file.path))
    ? openFolder(inside(files), parts, run)
    : importFiles(files, folders, inside, parts, run);
  task.catch((error: unknown) => {
    if (run === currentRun)
      parts.status.textContent = `The files could not be read: ${escapeControl(error instanceof Error ? error.message : String(error))}.`;
  });
}
