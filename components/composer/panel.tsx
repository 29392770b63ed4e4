/** A titled card for one output of the composer. */
export function Panel({
  id,
  title,
  actions,
  children,
  testId,
}: {
  readonly id: string;
  readonly title: React.ReactNode;
  readonly actions?: React.ReactNode;
  readonly children: React.ReactNode;
  readonly testId?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="border-border bg-bg min-w-0 rounded-lg border"
      data-testid={testId}
    >
      <header className="border-border flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b px-3 py-1.5 sm:px-4">
        <h2 id={id} className="text-sm font-semibold">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap items-center gap-1">{actions}</div> : null}
      </header>
      <div className="p-3 sm:p-4">{children}</div>
    </section>
  );
}
