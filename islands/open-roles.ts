// /open-roles: a roles folder picked (<input webkitdirectory>) or dropped is read here, parsed with
// the build's parser (collectDirectoryRoles) and shown like the build shows it: each role's
// description and prompt rendered by the same markdown pipeline (without highlighting), its exact
// text, effective settings with their sources, and the pattern testers; skipped folders with every
// reason. Nothing is sent anywhere. DOM is built by hand (no framework on this page).
import { toJsxRuntime } from "hast-util-to-jsx-runtime";

import {
  collectDirectoryRoles,
  type DirectoryRole,
  type RoleDirectorySource,
} from "@/lib/casts/directory-roles";
import { effectiveConfig } from "@/lib/casts/directory-roles/value-sources";
import { withBasePath } from "@/lib/base-path";
import { composeHref } from "@/lib/composer/url-codec";
import { pathInsideFolder, sourcesFromFiles, type PickedFile } from "@/lib/site/folder-sources";
import { FROM_FOLDER_HASH, storeLocalRole } from "@/lib/site/local-role";
import { renderMarkdown } from "@/lib/site/markdown-pipeline";

import { initPatternTesters } from "./pattern-tester";

type Props = Record<string, unknown> & { children?: unknown };
const FRAGMENT = Symbol("fragment");

function append(parent: Node, child: unknown): void {
  if (child === null || child === undefined || child === false) return;
  if (Array.isArray(child)) for (const item of child) append(parent, item);
  else if (child instanceof Node) parent.appendChild(child);
  else parent.appendChild(document.createTextNode(String(child)));
}

/** hast-util-to-jsx-runtime's `jsx` for real DOM nodes (attribute names in HTML case). */
function jsx(type: unknown, props: Props): Node {
  const node = type === FRAGMENT ? document.createDocumentFragment() : document.createElement(String(type));
  for (const [key, value] of Object.entries(props)) {
    if (
      key === "children" ||
      !(node instanceof Element) ||
      value === undefined ||
      value === null ||
      value === false
    )
      continue;
    node.setAttribute(key, value === true ? "" : Array.isArray(value) ? value.join(" ") : String(value));
  }
  append(node, props.children);
  return node;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function markdown(source: string): Node {
  const result = renderMarkdown(source, { headingOffset: 3 });
  if (!result.ok) return element("pre", "whitespace-pre-wrap font-mono text-[13px]", source);
  const wrapper = element("div", "markdown space-y-3 leading-relaxed break-words");
  append(
    wrapper,
    toJsxRuntime(result.tree, {
      Fragment: FRAGMENT,
      jsx: jsx as never,
      jsxs: jsx as never,
      elementAttributeNameCase: "html",
      stylePropertyNameCase: "css",
    }),
  );
  return wrapper;
}

function sourceText(summary: string, text: string): HTMLElement {
  const details = element("details", "border-border rounded-lg border");
  details.append(element("summary", "cursor-pointer px-3 py-2 text-sm font-medium", summary));
  const pre = element("pre", "overflow-x-auto px-4 py-3 font-mono text-[13px] whitespace-pre-wrap", text);
  const copy = element("button", "border-border ml-3 mb-3 rounded-md border px-2 py-1 text-xs", "Copy");
  copy.type = "button";
  copy.addEventListener("click", () => void navigator.clipboard?.writeText(text));
  details.append(pre, copy);
  return details;
}

function tester(
  kind: "model" | "tool",
  patterns: readonly string[],
  role: string,
  index: number,
): HTMLElement {
  const root = element("div", "border-border rounded-lg border p-3");
  root.hidden = true;
  root.dataset["patternTester"] = kind;
  root.dataset["patterns"] = JSON.stringify(patterns);
  root.dataset["testid"] = `${kind}-tester`;
  const id = `open-${kind}-${index}`;
  const label = element(
    "label",
    "text-sm font-medium",
    kind === "model" ? "Test a model ID" : "Test a tool name",
  );
  label.htmlFor = id;
  const input = element(
    "input",
    "border-border bg-bg mt-2 block w-full rounded-md border px-3 py-1.5 font-mono text-sm",
  );
  input.id = id;
  input.autocomplete = "off";
  const output = element(
    "output",
    "text-fg-muted mt-2 block text-sm",
    `Type a ${kind === "model" ? "model ID" : "tool name"} to test it against ${role}.`,
  );
  output.setAttribute("aria-live", "polite");
  output.dataset["testid"] = `${kind}-tester-result`;
  root.append(label, input, output);
  return root;
}

/** "Compose with this role": the role goes to the composer through this tab's storage, not the network. */
function composeAction(role: DirectoryRole): HTMLElement {
  const wrapper = element("div", "flex flex-wrap items-center gap-3");
  const button = element(
    "button",
    "bg-accent text-accent-fg rounded-md px-3 py-1.5 text-sm font-medium hover:opacity-90",
    "Compose with this role",
  );
  button.type = "button";
  button.dataset["testid"] = "open-compose";
  const problem = element("p", "text-danger text-sm");
  problem.setAttribute("role", "status");
  button.addEventListener("click", () => {
    const failure = storeLocalRole({
      name: role.name,
      description: role.description,
      body: role.systemPrompt ?? "",
      folder: role.directory ?? role.name,
    });
    // The fragment tells a composer opened from this link elsewhere (a new tab, a shared link) that
    // the role lives in this tab only: it can say so instead of "unknown role".
    const target = withBasePath(composeHref({ role: role.name })) + FROM_FOLDER_HASH;
    if (failure === null) window.location.assign(target);
    else problem.textContent = `Cannot open the composer: ${failure}.`;
  });
  wrapper.append(button, problem);
  return wrapper;
}

function roleView(role: DirectoryRole, source: RoleDirectorySource | undefined, index: number): HTMLElement {
  const article = element("article", "border-border bg-bg space-y-4 rounded-xl border p-4 sm:p-6");
  article.dataset["testid"] = "open-role";
  const heading = element("h2", "text-xl font-semibold tracking-tight break-all", role.name);
  heading.id = `open-role-${index}`;
  article.setAttribute("aria-labelledby", heading.id);
  article.append(
    heading,
    element("p", "text-fg-subtle font-mono text-xs", `${role.directory ?? role.name}/`),
    composeAction(role),
  );
  article.append(
    markdown(role.description),
    sourceText("Description source, exactly as written", role.description),
  );
  article.append(element("h3", "font-semibold", "System prompt"));
  if (role.systemPrompt === null) article.append(element("p", "text-fg-muted text-sm", "No system prompt."));
  else
    article.append(
      markdown(role.systemPrompt),
      sourceText("Markdown source, exactly as sent", role.systemPrompt),
    );
  article.append(element("h3", "font-semibold", "Settings"));
  const list = element("dl", "divide-border border-border divide-y rounded-lg border text-sm");
  for (const field of source ? effectiveConfig(source, role) : []) {
    if (field.key === "description" || field.key === "system_prompt") continue;
    const row = element("div", "grid gap-1 px-3 py-2 sm:grid-cols-[14rem_1fr]");
    row.append(element("dt", "font-mono font-medium", `${field.key}${field.isDefault ? " (default)" : ""}`));
    const value = element("dd", "min-w-0 break-all font-mono", JSON.stringify(field.value));
    const from = field.source === "default" ? "the default" : field.source;
    value.append(
      element(
        "span",
        "text-fg-subtle block font-sans text-xs",
        `from ${from}${field.overrode ? `, overriding ${field.overrode}` : ""}`,
      ),
    );
    row.append(value);
    list.append(row);
  }
  article.append(list);
  for (const note of role.notes) article.append(element("p", "text-fg-muted text-sm", `Note: ${note}`));
  const testers = element("div", "grid gap-3 md:grid-cols-2");
  testers.append(
    tester("model", [role.config.model], role.name, index),
    tester("tool", role.config.tool_filter, role.name, index),
  );
  article.append(testers);
  return article;
}

async function show(files: readonly PickedFile[], root: HTMLElement): Promise<void> {
  const status = root.querySelector<HTMLElement>("[data-open-status]");
  const loadedSection = root.querySelector<HTMLElement>("[data-open-loaded]");
  const skippedSection = root.querySelector<HTMLElement>("[data-open-skipped]");
  if (!status || !loadedSection || !skippedSection) return;
  status.textContent = "Reading the folder…";
  const sources = await sourcesFromFiles(files);
  const { loaded, skipped } = collectDirectoryRoles(sources);
  const byDirectory = new Map(sources.map((source) => [source.directory, source]));
  status.textContent =
    sources.length === 0
      ? "No role folders found: pick the folder that contains one folder per role."
      : `${loaded.length} loaded · ${skipped.length} skipped`;
  skippedSection.replaceChildren();
  if (skipped.length > 0) {
    skippedSection.append(element("h2", "text-xl font-semibold tracking-tight", "Skipped folders"));
    const list = element("ul", "space-y-3");
    for (const entry of skipped) {
      const item = element("li", "border-danger/40 bg-danger-soft rounded-lg border px-4 py-3");
      item.dataset["testid"] = "open-skipped";
      item.append(element("p", "font-mono text-sm font-medium", `${entry.directory}/`));
      const reasons = element("ul", "mt-1.5 list-disc space-y-0.5 pl-5 text-sm");
      for (const reason of entry.reasons) reasons.append(element("li", "break-words", reason));
      item.append(reasons);
      list.append(item);
    }
    skippedSection.append(list);
  }
  skippedSection.hidden = skipped.length === 0;
  loadedSection.replaceChildren(
    ...loaded.map((role, index) => roleView(role, byDirectory.get(role.directory ?? ""), index)),
  );
  loadedSection.hidden = loaded.length === 0;
  initPatternTesters();
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

export function initOpenRoles(): void {
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
