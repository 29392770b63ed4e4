const STYLES = {
  h2: "mt-12 mb-4 text-xl font-semibold tracking-tight sm:text-2xl",
  h3: "mt-8 mb-3 text-lg font-semibold tracking-tight",
  h4: "mt-6 mb-2 text-base font-semibold",
} as const;

interface AnchorHeadingProps {
  readonly as?: keyof typeof STYLES;
  readonly id: string;
  /** Plain-text name of the section, used for the permalink's accessible name. */
  readonly label: string;
  readonly children?: React.ReactNode;
  /** Replaces the default size and margins. */
  readonly className?: string;
}

/** A content heading followed by its permalink ("#"), shown on hover and on keyboard focus. */
export function AnchorHeading({ as: Tag = "h2", id, label, children, className }: AnchorHeadingProps) {
  return (
    <div className={`group flex items-baseline gap-2 ${className ?? STYLES[Tag]}`}>
      <Tag id={id} className="min-w-0 scroll-mt-20 [overflow-wrap:anywhere]">
        {children ?? label}
      </Tag>
      <PermalinkAnchor id={id} label={label} />
    </div>
  );
}

/**
 * The "#" link after a heading; outside the heading so it does not change the heading's name. It takes the
 * size and weight of the line it sits on: a size of its own would be one more font the browser resolves
 * while it lays out the page's first screen (each size and weight of a font is one more lookup).
 */
export function PermalinkAnchor({ id, label }: { readonly id: string; readonly label: string }) {
  return (
    <a
      href={`#${id}`}
      className="text-fg-subtle hover:text-accent shrink-0 no-underline opacity-0 group-hover:opacity-100 focus-visible:opacity-100 pointer-coarse:opacity-60"
    >
      <span aria-hidden="true">#</span>
      <span className="sr-only">Permalink to “{label}”</span>
    </a>
  );
}
