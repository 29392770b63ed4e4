interface DisclosureProps {
  readonly summary: React.ReactNode;
  /** Quiet text after the summary, e.g. a line count. */
  readonly meta?: React.ReactNode;
  readonly open?: boolean;
  readonly children: React.ReactNode;
}

/** A native <details> with the site's look: works without JavaScript, keyboard-operable. */
export function Disclosure({ summary, meta, open = false, children }: DisclosureProps) {
  return (
    <details open={open} className="group/disclosure rounded-lg border border-border bg-bg open:bg-bg">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium select-none hover:bg-bg-subtle [&::-webkit-details-marker]:hidden">
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className="shrink-0 text-fg-subtle transition-transform group-open/disclosure:rotate-90">
          <path d="M4 2.5 7.5 6 4 9.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>{summary}</span>
        {meta && <span className="ml-auto text-xs font-normal text-fg-subtle">{meta}</span>}
      </summary>
      <div className="border-t border-border p-3">{children}</div>
    </details>
  );
}
