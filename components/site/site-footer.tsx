import Link from "next/link";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-fg-subtle">
        <p>Casts Catalog — roles, modes and emission contracts for LionAGI agents.</p>
        <p className="flex gap-4">
          <Link href="/catalog.json" prefetch={false} className="hover:text-fg">
            catalog.json
          </Link>
          <Link href="/llms.txt" prefetch={false} className="hover:text-fg">
            llms.txt
          </Link>
        </p>
      </div>
    </footer>
  );
}
