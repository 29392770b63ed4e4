import { AnchorHeading } from "@/components/catalog/anchor-heading";
import { HomeHero } from "@/components/catalog/home-hero";
import { ModeCards } from "@/components/catalog/mode-card";
import { RoleCard } from "@/components/catalog/role-card";
import { RoleFilter } from "@/components/catalog/role-filter";
import { EMISSION_MODELS } from "@/lib/casts";
import { emissionModelNames, getModeSummaries, getRoleSummaries } from "@/lib/site/build/catalog-data";
import { loadDirectoryRoles } from "@/lib/site/build/directory-roles";

export default function HomePage() {
  const roles = getRoleSummaries();
  const modes = getModeSummaries();
  const models = emissionModelNames().filter((model) => roles.some((role) => role.emits.includes(model)));
  return (
    <>
      <HomeHero
        roles={roles.length}
        modes={modes.length}
        emissions={EMISSION_MODELS.length}
        directoryRoles={loadDirectoryRoles().loaded.length}
      />
      <section aria-labelledby="roles">
        <AnchorHeading id="roles" label="Roles" className="mt-4 mb-4 text-2xl font-semibold tracking-tight">
          Roles <span className="text-fg-subtle text-base font-normal">{roles.length}</span>
        </AnchorHeading>
        <RoleFilter models={models} total={roles.length}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {roles.map((role) => (
              <RoleCard key={role.name} role={role} />
            ))}
          </ul>
        </RoleFilter>
      </section>
      <section aria-labelledby="modes">
        <AnchorHeading id="modes" label="Modes" className="mt-14 mb-2 text-2xl font-semibold tracking-tight">
          Modes <span className="text-fg-subtle text-base font-normal">{modes.length}</span>
        </AnchorHeading>
        <p className="text-fg-muted mb-4 max-w-3xl">
          Modes append reasoning instructions to a role&apos;s system message. Combine any of them except the
          conflicting pairs, drawn on{" "}
          <a href="/modes" className="text-accent decoration-accent/40 hover:decoration-accent underline">
            the modes page
          </a>
          .
        </p>
        <ModeCards modes={modes} />
      </section>
    </>
  );
}
