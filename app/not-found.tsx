import Link from "next/link";

import { NotFoundHint } from "@/components/search/not-found-hint";

export const metadata = { title: "Not found" };

export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="font-mono text-sm text-fg-subtle">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">This page is not in the catalog</h1>
      <p className="mt-3 text-fg-muted">
        The role, mode or page you asked for does not exist. Names are lowercase with dashes, like{" "}
        <code className="font-mono">postmortem-lead</code>.
        <span data-js-only>
          {" "}
          Press <kbd className="rounded border border-border px-1 font-mono text-sm">/</kbd> to search.
        </span>
      </p>
      <NotFoundHint />
      <p className="mt-6 flex justify-center gap-3">
        <Link href="/" prefetch={false} className="rounded-md bg-accent px-4 py-2 font-medium text-accent-fg">
          Browse roles
        </Link>
        <Link href="/modes" prefetch={false} className="rounded-md border border-border px-4 py-2 font-medium">
          Browse modes
        </Link>
      </p>
    </div>
  );
}
