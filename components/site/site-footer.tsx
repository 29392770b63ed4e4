import { A_Z_HREF } from "@/lib/site/browser/search";

export function SiteFooter() {
  return (
    <footer className="border-border mt-16 border-t">
      <div className="text-fg-subtle mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm">
        <p>Casts Catalog — roles, modes and emission contracts for LionAGI agents.</p>
        <p className="flex gap-4">
          <a href={A_Z_HREF} className="hover:text-fg">
            A–Z index
          </a>
          <a href="/catalog.json" className="hover:text-fg">
            catalog.json
          </a>
          <a href="/llms.txt" className="hover:text-fg">
            llms.txt
          </a>
        </p>
      </div>
    </footer>
  );
}
