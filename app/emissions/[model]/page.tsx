import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { AnchorHeading } from "@/components/catalog/anchor-heading";
import { EmissionContract } from "@/components/catalog/emission-contract";
import { EmissionUsage } from "@/components/catalog/emission-usage";
import { PageHeader } from "@/components/catalog/page-header";
import { Pager } from "@/components/catalog/pager";
import { EMISSION_MODELS, fieldNameFor } from "@/lib/casts";
import { emissionModelNames, getEmission, neighbours, rolesEmitting } from "@/lib/site/build/catalog-data";

type Props = { readonly params: Promise<{ readonly model: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return EMISSION_MODELS.map((model) => ({ model: model.name }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const model = getEmission((await params).model);
  if (!model) return {};
  return {
    title: `${model.name} emission`,
    description: `${model.summary} Fields, JSON Schema, a validated example and the roles that emit ${model.name}.`,
  };
}

export default async function EmissionPage({ params }: Props) {
  const model = getEmission((await params).model);
  if (!model) notFound();
  const key = fieldNameFor(model);
  const names = emissionModelNames();
  return (
    <article className="max-w-5xl">
      <PageHeader
        crumbs={[{ href: "/emissions", label: "Emission models" }]}
        current={model.name}
        title={<span className="font-mono">{model.name}</span>}
        aside={
          <span className="bg-accent-soft text-accent rounded-full px-2.5 py-1 text-sm font-medium">
            {model.category}
          </span>
        }
        lead={model.summary}
      >
        <p className="text-fg-subtle mt-4 text-sm">
          Sent under the key{" "}
          <code className="bg-bg-muted text-fg rounded px-1.5 py-0.5 font-mono">{key}</code> in a role&apos;s
          response.
        </p>
      </PageHeader>
      <AnchorHeading id="fields" label="Fields" />
      <EmissionContract model={model} open />
      <EmissionUsage {...rolesEmitting(model)} />
      <Pager
        noun="model"
        {...neighbours(names, model.name, (other) => ({ href: `/emissions/${other}`, title: other }))}
      />
    </article>
  );
}
