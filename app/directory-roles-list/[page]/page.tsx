import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { DirectoryListPager } from "@/components/directory-roles/directory-list-pager";
import { DirectoryRoleRow } from "@/components/directory-roles/directory-role-row";
import { loadDirectoryRoles } from "@/lib/site/build/directory-roles";
import { directoryListPage, directoryListPages } from "@/lib/site/directory-role-list";
import { siteRolesLabel } from "@/lib/site/build/site-source";
import { directoryRoleListRow } from "@/lib/site/build/directory-role-rows";

// Every directory role, DIRECTORY_LIST_FIRST a page: /directory-roles shows the first of them and
// filters them all with JavaScript; these pages list them all without it.
export const dynamicParams = false;

export function generateStaticParams() {
  const pages = directoryListPages(loadDirectoryRoles().loaded.length);
  return Array.from({ length: pages }, (_, at) => ({ page: String(at + 1) }));
}

type Props = { params: Promise<{ page: string }> };

// Indexable: without JavaScript (a crawler's view) these pages are the way to every directory role
// beyond the first page's, each page with a title of its own.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = (await params).page;
  return {
    title: `Directory roles, page ${page}`,
    description: `Page ${page} of the directory roles, listed with each role's summary, folder, model and tool policy.`,
  };
}

export default async function DirectoryRoleListPage({ params }: Props) {
  const page = Number((await params).page);
  const { loaded } = loadDirectoryRoles();
  const pages = directoryListPages(loaded.length);
  if (!Number.isInteger(page) || page < 1 || page > pages) notFound();
  const folder = siteRolesLabel();
  const { first, rows: roles } = directoryListPage(loaded, page);
  const rows = roles.map(directoryRoleListRow);
  return (
    <div className="space-y-6">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight">Directory roles, page {page}</h1>
        <p className="text-fg-muted mt-3">
          Roles {loaded.length === 0 ? 0 : first + 1}–{first + rows.length} of {loaded.length}.{" "}
          <a href="/directory-roles" className="text-accent underline">
            Back to the directory roles
          </a>
        </p>
      </header>
      <DirectoryListPager page={page} pages={pages} place="above" />
      {/* The rows' headings are h3, as under /directory-roles' "Loaded roles": this h2 keeps the outline whole. */}
      <section aria-labelledby="list-heading">
        <h2 id="list-heading" className="sr-only">
          Roles on this page
        </h2>
        <ul className="divide-border border-border divide-y border-y">
          {rows.map((row) => (
            <DirectoryRoleRow key={row.name} row={row} folder={folder} />
          ))}
        </ul>
      </section>
      <DirectoryListPager page={page} pages={pages} place="below" />
    </div>
  );
}
