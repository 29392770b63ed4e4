import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ArtifactDefaults } from "@/components/catalog/artifact-defaults";
import { OnThisPage } from "@/components/catalog/on-this-page";
import { Pager } from "@/components/catalog/pager";
import { RoleEmissions } from "@/components/catalog/role-emissions";
import { RoleHeader } from "@/components/catalog/role-header";
import { RoleEvals } from "@/components/catalog/role-evals";
import { RoleExports } from "@/components/catalog/role-exports";
import { RolePack } from "@/components/catalog/role-pack";
import { SystemMessage } from "@/components/catalog/system-message";
import { listRoles } from "@/lib/casts";
import { getDefaultPack, getRole, getRoleSummary, neighbours } from "@/lib/site/build/catalog-data";
import { fieldKinds, getRoleEvals } from "@/lib/site/build/evals";
import { roleBodyMarkdown } from "@/lib/site/role-body";
import { roleToc } from "@/lib/site/toc";

type Props = { readonly params: Promise<{ readonly name: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return listRoles().map((name) => ({ name }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params;
  if (!getRole(name)) return {};
  const role = getRoleSummary(name);
  return {
    title: `${role.title} role`,
    description: `${role.summary} The exact system message, emission contract and default-pack policy of the ${name} role.`,
  };
}

export default async function RolePage({ params }: Props) {
  const { name } = await params;
  const role = getRole(name);
  if (!role) notFound();
  const summary = getRoleSummary(name);
  const pack = getDefaultPack();
  const config = pack?.config(name) ?? null;
  const keys = role.emissionOperable()?.keys() ?? [];
  const evals = getRoleEvals(name);
  const pager = neighbours(listRoles(), name, (other) => ({
    href: `/roles/${other}`,
    title: getRoleSummary(other).title,
  }));
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_12rem]">
      <article className="min-w-0">
        <RoleHeader role={summary} defaultModes={config?.defaultModes ?? []} />
        <SystemMessage
          name={name}
          body={role.body}
          markdown={roleBodyMarkdown(role)}
        />
        <RoleEmissions role={role} escalationRule={pack?.policy(name)?.escalations[0]} />
        <RolePack name={name} config={config} policy={pack?.policy(name) ?? null} />
        <RoleExports name={name} pack={pack} />
        {role.artifactDefaults && <ArtifactDefaults name={name} defaults={role.artifactDefaults} />}
        <RoleEvals
          name={name}
          file={evals?.file ?? null}
          fixtures={evals?.fixtures ?? []}
          hasEmissions={keys.length > 0}
          kindOf={fieldKinds(name)}
        />
        <Pager noun="role" {...pager} />
      </article>
      <aside>
        <OnThisPage items={roleToc(keys, role.artifactDefaults !== null, true)} />
      </aside>
    </div>
  );
}
