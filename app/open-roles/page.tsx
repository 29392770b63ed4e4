import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Open a roles folder or import agents",
  description:
    "Check a folder of directory roles in your browser, or import agent files from Claude Code, Copilot, Cursor, Codex, Gemini, OpenCode, Agent Skills, CrewAI or Roo as directory roles; nothing is uploaded.",
};

const PICKER =
  "text-sm file:border-border-strong file:bg-bg file:text-fg hover:file:bg-bg-muted file:mr-3 file:rounded-md file:border file:px-3 file:py-1.5 file:text-sm file:font-medium max-w-full";

export default function OpenRolesPage() {
  return (
    <div className="space-y-8" data-island="open-roles" data-open-roles>
      <header className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-semibold tracking-tight">Open a roles folder or import agents</h1>
        <p className="text-fg-muted">
          Pick or drop a folder whose subfolders are roles (<code className="font-mono">description.md</code>,{" "}
          <code className="font-mono">system_prompt.md</code>, <code className="font-mono">config.json</code>
          ). It is read by this page with the parser the build uses: you see each role as its page would show
          it, and every folder that would be skipped, with the reason; &ldquo;Compose with this role&rdquo;
          opens a role in the composer. Nothing leaves your browser.
        </p>
        <p className="text-fg-muted">
          Agents written for other tools are imported as directory roles, as{" "}
          <code className="font-mono">casts import</code> does: Claude Code, Copilot, Cursor, Codex, Gemini
          and OpenCode agents, Cursor rules, Agent Skills, <code className="font-mono">AGENTS.md</code>,
          CrewAI <code className="font-mono">agents.yaml</code> and Roo{" "}
          <code className="font-mono">.roomodes</code>, as files, a folder or a zip. You get a report per file
          and can download the roles as a folder.
        </p>
      </header>
      <noscript>
        <p className="border-border-strong rounded-lg border border-dashed px-5 py-6 text-sm">
          This page reads files with JavaScript, which is off in this browser. The command line does the same:{" "}
          <code className="font-mono">casts roles-dir FOLDER</code> reports what loads and what is skipped,
          and <code className="font-mono">casts import</code> turns agent files into directory roles.
        </p>
      </noscript>
      {/* The pickers and the drop zone do nothing without JavaScript: the note above stands in for them. */}
      <div
        data-open-drop
        data-js-only
        className="border-border-strong bg-bg-subtle/60 flex flex-col gap-4 rounded-xl border border-dashed p-4 sm:p-6"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="roles-folder" className="font-medium">
            A folder
          </label>
          <input
            id="roles-folder"
            type="file"
            data-testid="roles-folder-input"
            // React drops unknown boolean attributes; the island sets webkitdirectory too.
            {...{ webkitdirectory: "", directory: "" }}
            multiple
            className={PICKER}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="agent-files" className="font-medium">
            Agent files or a zip
          </label>
          <input id="agent-files" type="file" data-testid="agent-files-input" multiple className={PICKER} />
        </div>
        <p className="text-fg-subtle text-sm">…or drop a folder, files or a zip here.</p>
      </div>
      <p data-open-status aria-live="polite" className="text-fg-muted text-sm" data-testid="open-status" />
      <div data-import-actions hidden className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          data-testid="import-download"
          className="bg-accent text-accent-fg rounded-md px-3 py-1.5 text-sm font-medium hover:opacity-90"
        >
          Download as roles folder
        </button>
        <p data-import-note role="status" className="text-fg-muted text-sm" />
      </div>
      <section aria-label="Import report" data-import-report hidden className="space-y-3" />
      <section aria-label="Skipped folders" data-open-skipped hidden className="space-y-3" />
      <section aria-label="Loaded roles" data-open-loaded hidden className="space-y-6">
        {/* A folder of more than a page of roles: the first page is drawn, the filter finds any role
            (lib/site/browser/open-roles-list.ts), as on /directory-roles. */}
        <div data-open-controls hidden className="flex flex-wrap items-center gap-3">
          <label className="text-sm font-medium" htmlFor="open-role-filter">
            Filter roles
          </label>
          <input
            id="open-role-filter"
            type="search"
            data-testid="open-filter"
            placeholder="Name or description"
            className="border-border bg-bg min-w-48 flex-1 rounded-md border px-3 py-1.5 text-sm pointer-coarse:min-h-11"
          />
          <p className="text-fg-subtle text-sm" data-testid="open-count" aria-live="polite" />
        </div>
        <div data-open-cards className="space-y-6" />
        <button
          type="button"
          hidden
          data-testid="open-more"
          className="border-border hover:bg-bg-subtle rounded-md border px-3 py-1.5 text-sm font-medium pointer-coarse:min-h-11"
        >
          Show more
        </button>
      </section>
    </div>
  );
}
