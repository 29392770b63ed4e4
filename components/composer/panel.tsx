/** A titled card for one output of the composer. */
export function Panel({
  id,
  title,
  actions,
  children,
  testId,
  focusable = false,
}: {
  readonly id: string;
  readonly title: React.ReactNode;
  readonly actions?: React.ReactNode;
  readonly children: React.ReactNode;
  readonly testId?: string;
  /** A link may move the focus to the title (clear of the sticky header). */
  readonly focusable?: boolean;
}) {
  return (
    <section
      aria-labelledby={id}
      className="border-border bg-bg min-w-0 rounded-lg border"
      data-testid={testId}
    >
      <header className="border-border flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b px-3 py-1.5 sm:px-4">
        <h2 id={id} className="scroll-mt-20 text-sm font-semibold" tabIndex={focusable ? -1 : undefined}>
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap items-center gap-1">{actions}</div> : null}
      </header>
      <div className="p-3 sm:p-4">{children}</div>
    </section>
  );
}
