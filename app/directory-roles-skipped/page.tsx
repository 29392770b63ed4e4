import type { Metadata } from "next";

import { SkippedRoles } from "@/components/directory-roles/skipped-roles";
import { loadDirectoryRoles } from "@/lib/site/build/directory-roles";
import { siteRolesLabel } from "@/lib/site/build/site-source";

// Every skipped folder: /directory-roles shows the first DIRECTORY_SKIPPED_FIRST of them and links here.
export const metadata: Metadata = {
  title: "Skipped folders · Directory roles",
  description: "Every folder of the roles folder that did not load as a role, with each reason found.",
};

export default function SkippedFoldersPage() {
  const { loaded, skipped } = loadDirectoryRoles();
  const folder = siteRolesLabel();
  return (
    <div className="space-y-6">
      <header className="max-w-3xl">
        <nav aria-label="Breadcrumb" className="text-fg-subtle text-sm">
          <a href="/directory-roles" className="hover:text-fg">
            Directory roles
          </a>{" "}
          / skipped folders
        </nav>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight">Skipped folders</h1>
        <p className="text-fg-muted mt-3">
          {skipped.length} of the {loaded.length + skipped.length} folders in{" "}
          <code className="text-fg font-mono">{folder}</code> did not load as roles. Each is listed with every
          reason found; fix them and build again.
        </p>
      </header>
      <section aria-label="Skipped folders">
        <SkippedRoles skipped={skipped} folder={folder} />
      </section>
    </div>
  );
}
