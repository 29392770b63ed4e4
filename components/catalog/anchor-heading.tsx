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
  readonly className?: string;
}

/** A content heading with a permalink ("#") that appears on hover and keyboard focus. */
export function AnchorHeading({ as: Tag = "h2", id, label, children, className }: AnchorHeadingProps) {
  return (
    <Tag id={id} className={`group scroll-mt-20 ${className ?? STYLES[Tag]}`}>
      {children ?? label}
      <a href={`#${id}`} className="heading-anchor" aria-label={`Link to section: ${label}`}>
        #
      </a>
    </Tag>
  );
}
