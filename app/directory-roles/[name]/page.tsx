import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ComposeLink } from "@/components/catalog/compose-link";
import { Disclosure } from "@/components/catalog/disclosure";
import { CodeBlock } from "@/components/code/code-block";
import { MarkdownView } from "@/components/markdown/markdown-view";
import { PatternTester } from "@/components/directory-roles/pattern-tester";
import { valueSourcesOf } from "@/lib/casts/directory-roles/value-sources";
import { getDirectoryRole, loadDirectoryRoles } from "@/lib/site/build/directory-roles";
import { RoleCliUsage } from "@/components/directory-roles/role-cli-usage";
import { RoleConfigList } from "@/components/directory-roles/role-config-list";
import { RoleNotes } from "@/components/directory-roles/role-notes";
import { RoleEvals } from "@/components/catalog/role-evals";
import { getRoleEvals } from "@/lib/site/build/evals";
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
  const fields = valueSourcesOf(role);
  const texts = fields.filter((field) => field.key === "description" || field.key === "system_prompt");
  const evals = getRoleEvals(role.name);
  return (
    <article className="space-y-10">
      <header className="max-w-3xl">
        <nav aria-label="Breadcrumb" className="text-fg-subtle text-sm">
          <a href="/directory-roles" className="hover:text-fg">
            Directory roles
          </a>{" "}
          / <span className="font-mono">roles/{role.directory}/</span>
        </nav>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight break-all">{role.name}</h1>
        <div className="text-fg-muted mt-3">
          <MarkdownView source={role.description} headingOffset={2} idPrefix="description-" />
        </div>
        <div className="mt-3">
          <Disclosure summary="Description source, exactly as written">
            <CodeBlock
              code={role.description}
              lang="markdown"
              title="description"
              copyLabel={`${role.name} description`}
            />
          </Disclosure>
        </div>
        <RoleNotes notes={role.notes} />
        <div className="mt-5 flex flex-wrap gap-2">
          <ComposeLink role={role.name} />
        </div>
      </header>
      <section aria-labelledby="prompt-heading" className="space-y-3">
        <h2 id="prompt-heading" className="scroll-mt-20 text-xl font-semibold tracking-tight">
          System prompt
        </h2>
        <SystemPrompt name={role.name} prompt={role.systemPrompt} />
      </section>
      <section
        aria-labelledby="config-heading"
        className="lazy-render space-y-3 [contain-intrinsic-size:auto_82rem] md:[contain-intrinsic-size:auto_59rem]"
      >
        <h2 id="config-heading" className="scroll-mt-20 text-xl font-semibold tracking-tight">
          Settings
        </h2>
        <p className="text-fg-muted max-w-3xl text-sm">
          The effective configuration: each value, whether it is the format&apos;s default, and where it came
          from.{" "}
          {texts.map((field) => (
            <span key={field.key}>
              <code className="font-mono">{field.key}</code> from{" "}
              {field.source === "default" ? "nowhere (none)" : field.source}
              {field.overrode ? `, overriding ${field.overrode}` : ""}.{" "}
            </span>
          ))}
        </p>
        <RoleConfigList config={role.config} sources={fields} />
      </section>
      <section
        aria-labelledby="testers-heading"
        className="lazy-render space-y-3 [contain-intrinsic-size:auto_27rem] md:[contain-intrinsic-size:auto_12.5rem]"
      >
        <h2 id="testers-heading" className="scroll-mt-20 text-xl font-semibold tracking-tight">
          Test the patterns
        </h2>
        <p className="text-fg-muted max-w-3xl text-sm">
          <code className="font-mono">model</code> and <code className="font-mono">tool_filter</code> are
          regular expressions matched against the whole ID, as the loader matches them.
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <PatternTester kind="model" patterns={[role.config.model]} roleName={role.name} />
          <PatternTester kind="tool" patterns={role.config.tool_filter} roleName={role.name} />
        </div>
      </section>
      <RoleEvals
        name={role.name}
        file={evals?.file ?? (role.directory ? `roles/${role.directory}/evals.yaml` : null)}
        fixtures={evals?.fixtures ?? []}
        hasEmissions={false}
        headingClassName="mb-3 text-xl font-semibold tracking-tight"
      />
      <section
        aria-labelledby="cli-heading"
        className="lazy-render space-y-3 [contain-intrinsic-size:auto_19rem] md:[contain-intrinsic-size:auto_13rem]"
      >
        <h2 id="cli-heading" className="scroll-mt-20 text-xl font-semibold tracking-tight">
          From the command line
        </h2>
        <RoleCliUsage name={role.name} />
      </section>
    </article>
  );
}
