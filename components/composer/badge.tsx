const TONES = {
  neutral: "border-border bg-bg-muted text-fg-muted",
  accent: "border-transparent bg-accent-soft text-accent",
  danger: "border-transparent bg-danger-soft text-danger",
  warning: "border-transparent bg-warning-soft text-warning",
  success: "border-transparent bg-success-soft text-success",
} as const;

export function Badge({
  tone,
  children,
}: {
  readonly tone: keyof typeof TONES;
  readonly children: React.ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded border px-1.5 py-px text-[11px] leading-4 font-medium ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
