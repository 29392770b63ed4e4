import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Open a roles folder",
  description:
    "Check a folder of directory roles in your browser: the same parser as the build, the same report of what loaded and what was skipped; nothing is uploaded.",
};

export default function OpenRolesPage() {
  return (
    <div className="space-y-8" data-island="open-roles" data-open-roles>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight">Open a roles folder</h1>
        <p className="text-fg-muted mt-3">
          Pick or drop a folder whose subfolders are roles (<code className="font-mono">description.md</code>,{" "}
          <code className="font-mono">system_prompt.md</code>, <code className="font-mono">config.json</code>
          ). It is read by this page with the parser the build uses: you see each role as its page would show
          it, and every folder that would be skipped, with the reason; &ldquo;Compose with this role&rdquo;
          opens a role in the composer. Nothing leaves your browser.
        </p>
      </header>
      <noscript>
        <p className="text-fg-muted">
          This page reads the folder with JavaScript; it is off in this browser.
        </p>
      </noscript>
      <div
        data-open-drop
        className="border-border-strong bg-bg-subtle/60 flex flex-col items-start gap-3 rounded-xl border border-dashed p-6"
      >
        <label htmlFor="roles-folder" className="font-medium">
          Roles folder
        </label>
        <input
          id="roles-folder"
          type="file"
          data-testid="roles-folder-input"
          // React drops unknown boolean attributes; the island sets webkitdirectory too.
          {...{ webkitdirectory: "", directory: "" }}
          multiple
          className="text-sm"
        />
        <p className="text-fg-subtle text-sm">…or drop the folder here.</p>
      </div>
      <p data-open-status aria-live="polite" className="text-fg-muted text-sm" data-testid="open-status" />
      <section aria-label="Skipped folders" data-open-skipped hidden className="space-y-3" />
      <section aria-label="Loaded roles" data-open-loaded hidden className="space-y-6" />
    </div>
  );
}
