import type { Metadata } from "next";

import { AddRoleGuide } from "@/components/directory-roles/add-role-guide";
import { DirectoryRoleSummary } from "@/components/directory-roles/directory-role-summary";
import { loadDirectoryRoles } from "@/lib/site/build/directory-roles";
import { SkippedRoles } from "@/components/directory-roles/skipped-roles";

export const metadata: Metadata = {
  title: "Directory roles",
  description:
    "Roles defined by files in the roles/ folder: description, system prompt and config.json settings, plus the folders that were skipped and why.",
};

export default function DirectoryRolesPage() {
  const { loaded, skipped } = loadDirectoryRoles();
  return (
    <div className="space-y-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight">Directory roles</h1>
        <p className="text-fg-muted mt-3">
          Roles written as files instead of code: every folder in{" "}
          <code className="text-fg font-mono">roles/</code> becomes a role when the site is built. They
          compose with the built-in modes like any other role and declare no emissions, so a profile built on
          one has no typed output contract.
        </p>
        <p className="text-fg-subtle mt-3 text-sm">
          {loaded.length} loaded · {skipped.length} skipped
        </p>
      </header>
      <section aria-labelledby="loaded-heading" className="space-y-4">
        <h2 id="loaded-heading" className="text-xl font-semibold tracking-tight">
          Loaded roles
        </h2>
        {loaded.length === 0 ? <p className="text-fg-muted">No folder in roles/ loaded as a role.</p> : null}
        {loaded.map((role) => (
          <DirectoryRoleSummary key={role.name} role={role} />
        ))}
      </section>
      <section aria-labelledby="skipped-heading" className="space-y-4">
        <h2 id="skipped-heading" className="text-xl font-semibold tracking-tight">
          Skipped folders
        </h2>
        <SkippedRoles skipped={skipped} />
      </section>
      <section aria-labelledby="add-heading" className="space-y-4">
        <h2 id="add-heading" className="text-xl font-semibold tracking-tight">
          Add a role
        </h2>
        <AddRoleGuide />
      </section>
    </div>
  );
}
