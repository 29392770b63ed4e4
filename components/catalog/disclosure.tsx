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
    <details open={open} className="group/disclosure border-border bg-bg open:bg-bg rounded-lg border">
      <summary className="hover:bg-bg-subtle flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium select-none [&::-webkit-details-marker]:hidden">
        <svg
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
          className="text-fg-subtle shrink-0 transition-transform group-open/disclosure:rotate-90"
        >
          <path
            d="M4 2.5 7.5 6 4 9.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>{summary}</span>
        {meta && <span className="text-fg-subtle ml-auto text-xs font-normal">{meta}</span>}
      </summary>
      <div className="border-border border-t p-3">{children}</div>
    </details>
  );
}
