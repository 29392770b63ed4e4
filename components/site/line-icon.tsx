import type { ReactNode } from "react";

/**
 * A 24-unit line icon drawn in the text colour (search, menu, theme, chevrons, the composer's mode
 * controls): decorative, so hidden from assistive technology; the control around it carries the name.
 */
export function LineIcon({
  children,
  size = 16,
  strokeWidth = 2,
  round = false,
  className,
}: {
  readonly children: ReactNode;
  readonly size?: number;
  readonly strokeWidth?: number;
  /** Round line caps (short strokes such as arrows read better). */
  readonly round?: boolean;
  readonly className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? "round" : undefined}
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}
