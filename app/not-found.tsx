export const metadata = { title: "Not found" };

export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="text-fg-subtle font-mono text-sm">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">This page is not in the catalog</h1>
      <p className="text-fg-muted mt-3">
        The page you asked for does not exist. Names are case-sensitive: roles and modes are lowercase with
        dashes (<code className="font-mono [overflow-wrap:anywhere]">/roles/postmortem-lead</code>), emission
        models and directory roles are capitalised (
        <code className="font-mono [overflow-wrap:anywhere]">/emissions/Finding</code>,{" "}
        <code className="font-mono [overflow-wrap:anywhere]">/directory-roles/DependencyAuditor</code>).
        <span data-js-only>
          {" "}
          Press <kbd className="border-border rounded border px-1 font-mono text-sm">/</kbd> to search.
        </span>
      </p>
      {/* "Did you mean …?" links from not-found.island.ts, which reads the missing URL. */}
      <div data-island="not-found" data-not-found-suggestions aria-live="polite" />
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <a href="/" className="bg-accent text-accent-fg rounded-md px-4 py-2 font-medium">
          Browse roles
        </a>
        <a href="/modes" className="border-border rounded-md border px-4 py-2 font-medium">
          Browse modes
        </a>
      </p>
    </div>
  );
}
