import type { Metadata } from "next";

import { AddRoleGuide } from "@/components/directory-roles/add-role-guide";
import { DirectoryRoleRow } from "@/components/directory-roles/directory-role-row";
import { loadDirectoryRoles } from "@/lib/site/build/directory-roles";
import { SkippedRoles } from "@/components/directory-roles/skipped-roles";
import {
  DIRECTORY_SKIPPED_FIRST,
  DIRECTORY_SKIPPED_URL,
  directoryListPage,
  directoryListPageHref,
  listCountText,
} from "@/lib/site/directory-role-list";
import { siteRolesLabel } from "@/lib/site/build/site-source";
import { directoryRoleListRow } from "@/lib/site/build/directory-role-rows";

export const metadata: Metadata = {
  title: "Directory roles",
  description:
    "Roles defined by files in a roles folder: description, system prompt and config.json settings, plus the folders that were skipped and why.",
};

export default function DirectoryRolesPage() {
  const { loaded, skipped } = loadDirectoryRoles();
  const folder = siteRolesLabel();
  // The first roles only: the page keeps its size at thousands of roles (lib/site/directory-role-list.ts).
  const rows = directoryListPage(loaded, 1).rows.map(directoryRoleListRow);
  return (
    <div className="space-y-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight">Directory roles</h1>
        <p className="text-fg-muted mt-3">
          Roles written as files instead of code: every folder in{" "}
          <code className="text-fg font-mono">{folder}</code> becomes a role when the site is built. They
          compose with the built-in modes like any other role and declare no emissions, so a profile built on
          one has no typed output contract. Each role&apos;s page shows its prompt, its effective settings and
          testers for its model and tool patterns.
        </p>
        <p className="text-fg-subtle mt-3 text-sm">
          {loaded.length} loaded · {skipped.length} skipped ·{" "}
          <a href="/open-roles" className="text-accent underline">
            Open a roles folder from your computer
          </a>
        </p>
      </header>
      <section
        aria-labelledby="loaded-heading"
        className="space-y-4"
        data-island="directory-role-list"
        data-directory-role-list
        data-role-count={loaded.length}
      >
        <h2 id="loaded-heading" className="text-xl font-semibold tracking-tight">
          Loaded roles
        </h2>
        {loaded.length === 0 ? (
          <p className="text-fg-muted">No folder in {folder} loaded as a role.</p>
        ) : null}
        {/* Drawn by the build, as the filter island shows them, so nothing moves when it starts. */}
        <div data-js-only data-list-controls className="flex flex-wrap items-center gap-3">
          <label className="text-sm font-medium" htmlFor="role-list-filter">
            Filter roles
          </label>
          <input
            id="role-list-filter"
            type="search"
            data-list-filter
            placeholder="Name or description"
            className="border-border bg-bg min-w-0 flex-1 rounded-md border px-3 py-1.5 text-sm"
          />
          <p className="text-fg-subtle text-sm" data-list-count aria-live="polite">
            {listCountText(rows.length, loaded.length, loaded.length)}
          </p>
        </div>
        <ul data-role-rows className="divide-border border-border divide-y border-y">
          {rows.map((row) => (
            <DirectoryRoleRow key={row.name} row={row} folder={folder} />
          ))}
        </ul>
        <button
          type="button"
          hidden={rows.length >= loaded.length}
          data-js-only
          data-list-more
          className="border-border hover:bg-bg-subtle rounded-md border px-3 py-1.5 text-sm font-medium"
        >
          Show more
        </button>
        {loaded.length > rows.length ? (
          <p className="text-fg-muted text-sm">
            The first {rows.length} of {loaded.length} roles: the filter finds any of them, and{" "}
            <a href={directoryListPageHref(1)} className="text-accent underline">
              the whole list
            </a>{" "}
            pages through them all.
          </p>
        ) : null}
      </section>
      <section aria-labelledby="skipped-heading" className="space-y-4">
        <h2 id="skipped-heading" className="text-xl font-semibold tracking-tight">
          Skipped folders
        </h2>
        <SkippedRoles
          skipped={skipped}
          folder={folder}
          first={{ count: DIRECTORY_SKIPPED_FIRST, allHref: DIRECTORY_SKIPPED_URL }}
        />
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
