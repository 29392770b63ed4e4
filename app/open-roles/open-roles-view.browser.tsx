// /open-roles' markup: a role read in the browser, drawn with the components its build page uses
// (components/directory-roles/*), compiled against the DOM JSX runtime (islands/dom-jsx) so they
// build DOM nodes here. Markdown goes through the build's pipeline without highlighting. The text is
// the reader's files: its control and direction characters are shown escaped (contract §5), each
// where it becomes display text (cardText here: the name, folder, description, prompt, notes and
// settings; the report's rows in ImportReport; the testers' answers in pattern-tester.island.ts);
// what the copy buttons copy, what the testers match and what goes to the composer stay as written.
import { toJsxRuntime } from "hast-util-to-jsx-runtime";

import { Disclosure } from "@/components/catalog/disclosure";
import { StaticCopyButton } from "@/components/code/static-copy-button";
import { ImportReport, ImportReportRows } from "@/components/directory-roles/import-report";
import { PatternTester } from "@/components/directory-roles/pattern-tester";
import { RoleConfigList } from "@/components/directory-roles/role-config-list";
import { RoleNotes } from "@/components/directory-roles/role-notes";
import { SkippedRoles } from "@/components/directory-roles/skipped-roles";
import { SystemPromptLayout } from "@/components/directory-roles/system-prompt-layout";
import { domNode, Fragment, jsx, jsxs } from "@/islands/dom-jsx/jsx-runtime";
import { escapeControl } from "@/lib/casts/core/echo";
import type { DirectoryRole, DirectoryRoleConfig, SkippedDirectoryRole } from "@/lib/casts/directory-roles";
import type { FileReport } from "@/lib/casts/import";
import type { EffectiveField } from "@/lib/casts/directory-roles/value-sources";
import { skippedCountText } from "@/lib/site/browser/open-roles-list";
import { renderMarkdown } from "@/lib/site/markdown-pipeline";

/** A role's settings with each text escaped (the patterns the testers match stay as written). */
function shownConfig(config: DirectoryRoleConfig): DirectoryRoleConfig {
  const shown = (value: unknown) =>
    typeof value === "string"
      ? escapeControl(value)
      : Array.isArray(value)
        ? value.map((item) => (typeof item === "string" ? escapeControl(item) : item))
        : value;
  return Object.fromEntries(
    Object.entries(config).map(([key, value]) => [key, shown(value)]),
  ) as unknown as DirectoryRoleConfig;
}

/**
 * A role's texts as its card shows them: control and direction characters escaped (`\u001B`), the
 * newlines and tabs kept: its name (the headings, the testers' lines, the copy buttons' labels), folder,
 * description and prompt (the markdown is rendered from this text), the loader's notes (which quote
 * file names) and its settings (patterns, tool names, the environment).
 */
export function cardText(role: DirectoryRole): {
  readonly name: string;
  readonly folder: string;
  readonly description: string;
  readonly systemPrompt: string | null;
  readonly notes: readonly string[];
  readonly config: DirectoryRoleConfig;
} {
  return {
    name: escapeControl(role.name),
    folder: `${escapeControl(role.directory ?? role.name)}/`,
    description: escapeControl(role.description),
    systemPrompt: role.systemPrompt === null ? null : escapeControl(role.systemPrompt),
    notes: role.notes.map(escapeControl),
    config: shownConfig(role.config),
  };
}

function Markdown({ source }: { source: string }) {
  const result = renderMarkdown(source, { headingOffset: 3, headingsFromTop: true });
  if (!result.ok) return <pre className="font-mono text-[13px] whitespace-pre-wrap">{source}</pre>;
  const tree = toJsxRuntime(result.tree, {
    Fragment,
    jsx: jsx as never,
    jsxs: jsxs as never,
    elementAttributeNameCase: "react",
    stylePropertyNameCase: "css",
  });
  return <div className="markdown space-y-3 leading-relaxed break-words">{tree}</div>;
}

/**
 * The text (`shown`, escaped) with a copy button for the exact text (the build page's CodeBlock, without
 * highlighting).
 */
function SourceText({
  text,
  shown,
  title,
  label,
}: {
  text: string;
  shown: string;
  title: string;
  label: string;
}) {
  return (
    <figure className="border-border bg-bg-subtle overflow-hidden rounded-lg border">
      <figcaption className="border-border text-fg-subtle flex items-center justify-between gap-2 border-b px-3 py-1.5 text-xs">
        <span className="font-mono">{title}</span>
        <StaticCopyButton text={text} label={label} />
      </figcaption>
      <pre className="overflow-auto px-4 py-3 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap">
        {shown}
      </pre>
    </figure>
  );
}

export interface OpenRole {
  readonly role: DirectoryRole;
  readonly fields: readonly EffectiveField[];
  /** "Compose with this role": returns why it cannot, or null once the composer opens. */
  readonly compose: () => string | null;
}

function OpenRoleView({ role, fields, compose }: OpenRole, index: number) {
  const text = cardText(role);
  const headingId = `open-role-${index}`;
  // Built once and kept: the click handler writes into this very node.
  const problemElement = <p role="status" className="text-danger text-sm" />;
  const problem = domNode(problemElement);
  const onClick = () => {
    const failure = compose();
    if (failure !== null) problem.textContent = `Cannot open the composer: ${failure}.`;
  };
  return (
    <article
      data-testid="open-role"
      aria-labelledby={headingId}
      className="border-border bg-bg space-y-4 rounded-xl border p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold tracking-tight break-all">
        {text.name}
      </h2>
      <p className="text-fg-subtle font-mono text-xs">{text.folder}</p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          data-testid="open-compose"
          onClick={onClick}
          className="bg-accent text-accent-fg rounded-md px-3 py-1.5 text-sm font-medium hover:opacity-90"
        >
          Compose with this role
        </button>
        {problemElement}
      </div>
      <Markdown source={text.description} />
      <Disclosure summary="Description source, exactly as written">
        <SourceText
          text={role.description}
          shown={text.description}
          title="description"
          label={`${text.name} description`}
        />
      </Disclosure>
      <RoleNotes notes={text.notes} />
      <h3 className="font-semibold">System prompt</h3>
      <SystemPromptLayout
        prompt={role.systemPrompt}
        reading={text.systemPrompt === null ? null : <Markdown source={text.systemPrompt} />}
        source={
          role.systemPrompt === null || text.systemPrompt === null ? null : (
            <SourceText
              text={role.systemPrompt}
              shown={text.systemPrompt}
              title="system_prompt"
              label={`${text.name} system prompt`}
            />
          )
        }
      />
      <h3 className="font-semibold">Settings</h3>
      <RoleConfigList config={text.config} sources={fields} />
      <div className="grid gap-3 md:grid-cols-2">
        <PatternTester
          kind="model"
          patterns={[role.config.model]}
          roleName={text.name}
          idPrefix={`open-${index}-`}
        />
        <PatternTester
          kind="tool"
          patterns={role.config.tool_filter}
          roleName={text.name}
          idPrefix={`open-${index}-`}
        />
      </div>
    </article>
  );
}

/** The roles' views; `firstIndex` numbers their ids when the roles are drawn a batch at a time. */
export function openRoleNodes(roles: readonly OpenRole[], firstIndex = 0): Node[] {
  return roles.map((role, index) => domNode(OpenRoleView(role, firstIndex + index)));
}

function skippedList(skipped: readonly SkippedDirectoryRole[]): Node {
  return domNode(
    <SkippedRoles
      skipped={skipped.map((entry) => ({
        ...entry,
        directory: escapeControl(entry.directory),
        name: entry.name === null ? null : escapeControl(entry.name),
        reasons: entry.reasons.map(escapeControl),
      }))}
      folder=""
      itemTestId="open-skipped"
    />,
  );
}

/**
 * The heading and the first of the skipped folders (`shown`, of `total`); past them, a count line and
 * "Show more" (open-skipped-count, open-skipped-more), which open-roles-read.browser.ts answers.
 */
export function skippedNodes(shown: readonly SkippedDirectoryRole[], total: number): Node[] {
  if (total === 0) return [];
  const paged = total > shown.length;
  return [
    domNode(<h2 className="text-xl font-semibold tracking-tight">Skipped folders</h2>),
    ...(paged
      ? [
          domNode(
            <p className="text-fg-subtle text-sm" data-testid="open-skipped-count" aria-live="polite">
              {skippedCountText(shown.length, total)}
            </p>,
          ),
        ]
      : []),
    skippedList(shown),
    ...(paged
      ? [
          domNode(
            <button
              type="button"
              data-testid="open-skipped-more"
              className="border-border hover:bg-bg-subtle rounded-md border px-3 py-1.5 text-sm font-medium pointer-coarse:min-h-11"
            >
              Show more skipped folders
            </button>,
          ),
        ]
      : []),
  ];
}

/** A rendered list's items, to append to the list drawn before. */
function listItems(rendered: Node): HTMLElement[] {
  const list = rendered instanceof HTMLUListElement ? rendered : (rendered as ParentNode).firstElementChild;
  return [...(list?.children ?? [])].filter((node): node is HTMLElement => node instanceof HTMLElement);
}

/** More skipped folders, as items to append to the list skippedNodes drew (SkippedRoles' <ul>). */
export function skippedItemNodes(skipped: readonly SkippedDirectoryRole[]): HTMLElement[] {
  return listItems(skippedList(skipped));
}

/** More rows of the import report, as items to append to the list importReportNode drew. */
export function importReportItemNodes(rows: readonly FileReport[]): HTMLElement[] {
  return listItems(domNode(<ImportReportRows rows={rows} />));
}

export function importReportNode(report: readonly FileReport[]): Node {
  return domNode(<ImportReport report={report} />);
}
