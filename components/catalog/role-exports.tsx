import type { Pack } from "@/lib/casts";
import {
  EXPORT_TARGET_INFO,
  exportSlug,
  installLinks,
  STATIC_EXPORT_TARGETS,
  staticExport,
  staticExportUrl,
} from "@/lib/casts/export";
import { StaticInstallLinks } from "@/components/export/static-install-links";
import { withBasePath } from "@/lib/base-path";

import { AnchorHeading } from "./anchor-heading";

const LINK = "text-accent decoration-accent/40 hover:decoration-accent underline";

/** The role's default export for each agent tool: the static file, the path it is meant for, and how to install it. */
export function RoleExports({ name, pack }: { readonly name: string; readonly pack: Pack | null }) {
  return (
    <section
      aria-labelledby="exports"
      className="lazy-render [contain-intrinsic-size:auto_43.5rem] md:[contain-intrinsic-size:auto_24rem]"
    >
      <AnchorHeading id="exports" label="Export" />
      <p className="text-fg-muted mb-3 max-w-3xl text-sm">
        The role with its default modes and the default pack&apos;s policy, as each tool reads it. Save the
        file at the path shown, or open the composer to change modes, model or policy.
      </p>
      <ul className="space-y-1.5 text-sm" data-testid="role-exports">
        {STATIC_EXPORT_TARGETS.map((target) => {
          const entry = staticExport(name, target, pack);
          const fileUrl = withBasePath(staticExportUrl(target, entry.file));
          return (
            <li
              key={target}
              className="flex flex-wrap items-baseline gap-x-2"
              data-testid="role-export"
              data-target={target}
            >
              <span className="font-medium">{EXPORT_TARGET_INFO[target].label}</span>
              <code className="text-fg-muted text-xs">{entry.path}</code>
              <a href={fileUrl} className={LINK} data-testid="role-export-file">
                file
              </a>
              <StaticInstallLinks
                links={installLinks(target, exportSlug(name), { path: entry.path, content: entry.content })}
                fileUrl={fileUrl}
                linkClassName={LINK}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
