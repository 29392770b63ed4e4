import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ExactDescription } from "@/components/catalog/exact-description";
import { ModeBehaviors, ModeFacts, ModeUsage } from "@/components/catalog/mode-details";
import { PageHeader } from "@/components/catalog/page-header";
import { Pager } from "@/components/catalog/pager";
import { listModes, listRoles } from "@/lib/casts";
import {
  getDefaultPack,
  getMode,
  getModeSummary,
  neighbours,
  rolesUsingMode,
} from "@/lib/site/build/catalog-data";

type Props = { readonly params: Promise<{ readonly name: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return listModes().map((name) => ({ name }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params;
  if (!getMode(name)) return {};
  const mode = getModeSummary(name);
  return {
    title: `${name} mode`,
    description: `${mode.summary} The exact behaviours the ${name} mode appends, its phase, pairings, conflicts and the roles that use it.`,
  };
}

export default async function ModePage({ params }: Props) {
  const { name } = await params;
  const mode = getMode(name);
  if (!mode) notFound();
  const summary = getModeSummary(name);
  const { defaults, allows } = rolesUsingMode(name);
  const openRoles = listRoles().filter(
    (role) => (getDefaultPack()?.config(role)?.modesAllow.length ?? 0) === 0,
  ).length;
  return (
    <article className="max-w-4xl">
      <PageHeader
        crumbs={[{ href: "/modes", label: "Modes" }]}
        current={name}
        title={<span className="font-mono">{name}</span>}
        aside={
          summary.phase && (
            <span className="bg-accent-soft text-accent rounded-full px-2.5 py-1 text-sm font-medium">
              {summary.phase}
            </span>
          )
        }
        lead={summary.summary}
      >
        <ModeFacts mode={summary} />
        <ExactDescription text={mode.description} kind="mode" />
      </PageHeader>
      <ModeBehaviors name={name} behaviors={mode.behaviors} />
      <ModeUsage name={name} defaults={defaults} allows={allows} openRoles={openRoles} />
      <Pager
        noun="mode"
        {...neighbours(listModes(), name, (other) => ({ href: `/modes/${other}`, title: other }))}
      />
    </article>
  );
}
