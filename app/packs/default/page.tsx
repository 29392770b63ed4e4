import type { Metadata } from "next";

import { AnchorHeading } from "@/components/catalog/anchor-heading";
import { PackHealth } from "@/components/catalog/pack-health";
import { PackDifferences, PackTable } from "@/components/catalog/pack-table";
import { PageHeader } from "@/components/catalog/page-header";
import { listRoles, validatePack } from "@/lib/casts";
import { getDefaultPack } from "@/lib/site/catalog-data";

export const metadata: Metadata = {
  title: "Default pack",
  description:
    "The packaged default pack: model, effort, default and allowed modes, authority, boundaries and escalations for all 40 roles, with validatePack's health check.",
};

export default function DefaultPackPage() {
  const pack = getDefaultPack();
  const roles = pack ? [...listRoles(), ...pack.roles().filter((role) => !listRoles().includes(role))] : [];
  return (
    <>
      <PageHeader
        title="Default pack"
        lead="A pack deploys roles: which model and effort each runs with, the modes it starts with and may use, and the policy lines — authority, boundaries, escalations — added to its system message at run time."
      >
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a
            href="/packs/default.yaml"
            download
            className="text-accent decoration-accent/40 hover:decoration-accent font-medium underline"
          >
            Download default.yaml
          </a>
          <span className="text-fg-subtle">
            packs/default.yaml · {pack ? `${pack.roles().length} entries` : "not loaded"}
          </span>
        </p>
      </PageHeader>
      {pack ? (
        <>
          <section aria-labelledby="differences">
            <AnchorHeading id="differences" label="What differs from the defaults" />
            <PackDifferences pack={pack} roles={roles} />
          </section>
          <PackHealth findings={validatePack(pack)} roles={roles.length} />
          <section aria-labelledby="roles-table">
            <AnchorHeading id="roles-table" label="Every role" />
            <p className="text-fg-muted mb-4 max-w-3xl">
              &ldquo;Default&rdquo; model and effort mean the runtime&apos;s own defaults apply;
              &ldquo;any&rdquo; means the role has no allow list. Highlighted rows change a setting. Open a
              row&apos;s policy to read its lines.
            </p>
            <PackTable pack={pack} roles={roles} />
          </section>
        </>
      ) : (
        <p role="alert" className="border-danger/40 bg-danger-soft text-danger mt-8 rounded-lg border p-4">
          packs/default.yaml could not be loaded when the site was built, so no role has a config. The build
          log names the reason.
        </p>
      )}
    </>
  );
}
