/** The prerendered stand-in while the comparison loads; without JavaScript it says what is needed. */
export function CompareSkeleton() {
  return (
    <div aria-busy="true" className="border-border-strong rounded-lg border border-dashed px-5 py-6 text-sm">
      <noscript>
        <p>
          Comparing runs in your browser and needs JavaScript. The same diff is on the command line:{" "}
          <code>casts diff critic critic:slow</code>.
        </p>
      </noscript>
      <p className="text-fg-muted" data-js-only>
        Loading the comparison…
      </p>
    </div>
  );
}
