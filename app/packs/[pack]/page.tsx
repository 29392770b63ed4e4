import type { Metadata } from "next";

import { AnchorHeading } from "@/components/catalog/anchor-heading";
import { PackHealth } from "@/components/catalog/pack-health";
import { PackDifferences, PackTable } from "@/components/catalog/pack-table";
import { PageHeader } from "@/components/catalog/page-header";
import { listRoles, validatePack } from "@/lib/casts";
import { getDefaultPack } from "@/lib/site/build/catalog-data";
import { getSitePackError, getSitePackSlug, siteSource, SITE_PACK_YAML_HREF } from "@/lib/site/build/site-source";

export const dynamicParams = false;

// One pack per build (CASTS_PACK, default packs/default.yaml), at the slug of its name.
export function generateStaticParams() {
  return [{ pack: getSitePackSlug() }];
}

export function generateMetadata(): Metadata {
  const pack = getDefaultPack();
  const title = pack && pack.name !== "default" ? `Pack ${pack.name}` : "Default pack";
  return {
    title,
    description: `${title}: model, effort, default and allowed modes, authority, boundaries and escalations for every role, with validatePack's health check.`,
  };
}

export default function PackPage() {
  const pack = getDefaultPack();
  const packError = getSitePackError();
  const file =
    siteSource().packFrom === "default"
      ? "packs/default.yaml"
      : (siteSource().packPath.split(/[\\/]/).at(-1) ?? "pack");
  const title = pack && pack.name !== "default" ? `Pack ${pack.name}` : "Default pack";
  const roles = pack ? [...listRoles(), ...pack.roles().filter((role) => !listRoles().includes(role))] : [];
  return (
    <>
      <PageHeader
        title={title}
        lead="A pack deploys roles: which model and effort each runs with, the modes it starts with and may use, and the policy lines — authority, boundaries, escalations — added to its system message at run time."
      >
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a
            href={SITE_PACK_YAML_HREF}
            // Saved under the pack's own file name (the address's is the same for every pack).
            download={file.split("/").at(-1)}
            className="text-accent decoration-accent/40 hover:decoration-accent font-medium underline"
          >
            Download the pack YAML
          </a>
          <span className="text-fg-subtle">
            {file} · {pack ? `${pack.roles().length} entries` : "not loaded"}
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
          {file} could not be loaded when the site was built, so no role has a config.
          {packError ? <span className="mt-2 block font-mono text-[13px] break-words">{packError.message}</span> : null}
        </p>
      )}
    </>
  );
}
