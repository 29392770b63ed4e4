import type { Metadata } from "next";

import { AnchorHeading } from "@/components/catalog/anchor-heading";
import { EmissionCard } from "@/components/catalog/emission-card";
import { PageHeader } from "@/components/catalog/page-header";
import { EMISSION_CATEGORIES, EMISSION_MODELS } from "@/lib/casts";
import { rolesEmitting } from "@/lib/site/build/catalog-data";
import { slugify } from "@/lib/site/slug";

export const metadata: Metadata = {
  title: "Emission models",
  description:
    "The 23 typed outputs a casts role may emit — findings, verdicts, plans, artifacts, escalations — with their fields, JSON Schemas and the roles that declare them.",
};

export default function EmissionsPage() {
  return (
    <>
      <PageHeader
        title="Emission models"
        lead="The typed objects a role may return beside its text. Each role declares a few; every role with emissions can also raise an EscalationRequest. Schemas are strict: unknown keys are rejected and values are never coerced."
      />
      {EMISSION_CATEGORIES.map((category) => {
        const models = EMISSION_MODELS.filter((model) => model.category === category);
        const id = slugify(category);
        return (
          <section key={category} aria-labelledby={id}>
            <AnchorHeading id={id} label={capitalize(category)} />
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {models.map((model) => (
                <EmissionCard
                  key={model.name}
                  model={model}
                  declaredBy={rolesEmitting(model).declared.length}
                  impliedFor={rolesEmitting(model).implied.length}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
