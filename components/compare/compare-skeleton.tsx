/** The stand-in while the comparison loads (a link with a query, app/globals.css; or React's first draw). */
export function CompareSkeleton() {
  return (
    <div aria-busy="true" className="border-border-strong rounded-lg border border-dashed px-5 py-6 text-sm">
      <p className="text-fg-muted" data-js-only>
        Loading the comparison…
      </p>
    </div>
  );
}
