import Link from "next/link";

interface PagerLink {
  readonly href: string;
  readonly title: string;
}

/** Previous and next item in catalog order, e.g. roles or modes. */
export function Pager({ noun, previous, next }: { readonly noun: string; readonly previous: PagerLink | null; readonly next: PagerLink | null }) {
  return (
    <nav aria-label={`Previous and next ${noun}`} className="mt-16 grid gap-3 border-t border-border pt-6 sm:grid-cols-2">
      {previous ? (
        <Link href={previous.href} prefetch={false} className="group rounded-lg border border-border p-4 hover:border-border-strong hover:bg-bg-subtle">
          <span className="text-xs text-fg-subtle">
            <span aria-hidden="true">← </span>Previous {noun}
          </span>
          <span className="mt-1 block font-medium group-hover:text-accent">{previous.title}</span>
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next && (
        <Link href={next.href} prefetch={false} className="group rounded-lg border border-border p-4 text-right hover:border-border-strong hover:bg-bg-subtle">
          <span className="text-xs text-fg-subtle">
            Next {noun}
            <span aria-hidden="true"> →</span>
          </span>
          <span className="mt-1 block font-medium group-hover:text-accent">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
