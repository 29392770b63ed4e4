import type { PagerLink } from "@/lib/site/build/catalog-data";

/** Previous and next item in catalog order, e.g. roles or modes. */
export function Pager({
  noun,
  previous,
  next,
}: {
  readonly noun: string;
  readonly previous: PagerLink | null;
  readonly next: PagerLink | null;
}) {
  return (
    <nav
      aria-label={`Previous and next ${noun}`}
      className="border-border mt-16 grid gap-3 border-t pt-6 sm:grid-cols-2"
    >
      {previous ? (
        <a
          href={previous.href}
          className="group border-border hover:border-border-strong hover:bg-bg-subtle rounded-lg border p-4"
        >
          <span className="text-fg-subtle text-xs">
            <span aria-hidden="true">← </span>Previous {noun}
          </span>
          <span className="group-hover:text-accent mt-1 block font-medium">{previous.title}</span>
        </a>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next && (
        <a
          href={next.href}
          className="group border-border hover:border-border-strong hover:bg-bg-subtle rounded-lg border p-4 text-right"
        >
          <span className="text-fg-subtle text-xs">
            Next {noun}
            <span aria-hidden="true"> →</span>
          </span>
          <span className="group-hover:text-accent mt-1 block font-medium">{next.title}</span>
        </a>
      )}
    </nav>
  );
}
