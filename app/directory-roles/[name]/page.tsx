import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ComposeLink } from "@/components/directory-roles/compose-link";
import { getDirectoryRole, loadDirectoryRoles } from "@/lib/site/build/directory-roles";
import { RoleCliUsage } from "@/components/directory-roles/role-cli-usage";
import { RoleConfigList } from "@/components/directory-roles/role-config-list";
import { RoleNotes } from "@/components/directory-roles/role-notes";
import { SystemPrompt } from "@/components/directory-roles/system-prompt";

export const dynamicParams = false;

// A static export needs at least one path: with no roles, one placeholder renders the 404 page.
export function generateStaticParams() {
  const names = loadDirectoryRoles().loaded.map((role) => ({ name: role.name }));
  return names.length > 0 ? names : [{ name: "_none" }];
}

type Props = { params: Promise<{ name: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const role = getDirectoryRole((await params).name);
  return role ? { title: `${role.name} · Directory roles`, description: role.description } : {};
}

export default async function DirectoryRolePage({ params }: Props) {
  const role = getDirectoryRole((await params).name);
  if (!role) notFound();
  return (
    <article className="space-y-10">
      <header className="max-w-3xl">
        <nav aria-label="Breadcrumb" className="text-fg-subtle text-sm">
          <a href="/directory-roles" className="hover:text-fg">
            Directory roles
          </a>{" "}
          / <span className="font-mono">roles/{role.directory}/</span>
        </nav>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-semibold tracking-tight break-all">{role.name}</h1>
          <ComposeLink name={role.name} />
        </div>
        <p className="text-fg-muted mt-3">{role.description}</p>
        <RoleNotes notes={role.notes} />
      </header>
      <section aria-labelledby="prompt-heading" className="space-y-3">
        <h2 id="prompt-heading" className="text-xl font-semibold tracking-tight">
          System prompt
        </h2>
        <SystemPrompt name={role.name} prompt={role.systemPrompt} />
      </section>
      <section aria-labelledby="config-heading" className="space-y-3">
        <h2 id="config-heading" className="text-xl font-semibold tracking-tight">
          Settings
        </h2>
        <RoleConfigList config={role.config} />
      </section>
      <section aria-labelledby="cli-heading" className="space-y-3">
        <h2 id="cli-heading" className="text-xl font-semibold tracking-tight">
          From the command line
        </h2>
        <RoleCliUsage name={role.name} />
      </section>
    </article>
  );
}
