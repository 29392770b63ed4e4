import type { RoleConfig, RolePolicy } from "@/lib/casts";

import { AnchorHeading } from "./anchor-heading";
import { ModeChip } from "./badges";
import { sitePackHref } from "@/lib/site/build/site-source";

interface RolePackProps {
  readonly name: string;
  readonly config: RoleConfig | null;
  readonly policy: RolePolicy | null;
}

/** How the default pack deploys the role: its config and the policy lines added at run time. */
export function RolePack({ name, config, policy }: RolePackProps) {
  return (
    <section
      aria-labelledby="default-pack"
      className="lazy-render [contain-intrinsic-size:auto_75rem] md:[contain-intrinsic-size:auto_37rem]"
    >
      <AnchorHeading id="default-pack" label="Default pack" />
      {!config && !policy ? (
        <p className="text-fg-muted">
          The default pack has no entry for this role, so the runtime&apos;s defaults apply and no policy is
          added.
        </p>
      ) : (
        <>
          <p className="text-fg-muted mb-4 max-w-3xl">
            How{" "}
            <a
              href={sitePackHref()}
              className="text-accent decoration-accent/40 hover:decoration-accent underline"
            >
              the default pack
            </a>{" "}
            runs <span className="text-fg font-mono">{name}</span>. Its policy lines are appended to the
            system message at run time.
          </p>
          {config && <ConfigList config={config} />}
          {policy && <PolicyLists policy={policy} />}
        </>
      )}
    </section>
  );
}

function ConfigList({ config }: { readonly config: RoleConfig }) {
  const rows: [string, React.ReactNode][] = [
    ["Active", config.active ? "Yes, on the roster" : "No, kept out of the roster"],
    ["Model", config.model ?? <Quiet>runtime default</Quiet>],
    ["Effort", config.effort ?? <Quiet>runtime default</Quiet>],
    [
      "Default modes",
      config.defaultModes.length > 0 ? (
        <Chips names={config.defaultModes} tone="default" />
      ) : (
        <Quiet>none</Quiet>
      ),
    ],
    [
      "Allowed modes",
      config.modesAllow.length > 0 ? (
        <Chips names={config.modesAllow} />
      ) : (
        <Quiet>any mode (no allow list)</Quiet>
      ),
    ],
  ];
  return (
    <dl className="border-border grid gap-x-6 gap-y-2 rounded-lg border p-4 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-fg-subtle font-medium">{label}</dt>
          <dd className="mb-2 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const POLICY = [
  { key: "authority", title: "Authority", hint: "What the role may decide on its own." },
  { key: "boundaries", title: "Boundaries", hint: "What it must not do." },
  { key: "escalations", title: "Escalations", hint: "When it must hand the decision up." },
] as const;

function PolicyLists({ policy }: { readonly policy: RolePolicy }) {
  return (
    <div className="mt-4 grid gap-3 lg:grid-cols-3">
      {POLICY.map((part) => (
        <div key={part.key} className="border-border rounded-lg border p-4">
          <AnchorHeading
            as="h3"
            id={`policy-${part.key}`}
            label={part.title}
            className="text-base font-semibold"
          />
          <p className="text-fg-subtle mt-0.5 mb-2 text-xs">{part.hint}</p>
          {policy[part.key].length > 0 ? (
            <ul className="marker:text-fg-subtle list-disc space-y-1.5 pl-4 text-sm">
              {policy[part.key].map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="text-fg-subtle text-sm">None set.</p>
          )}
        </div>
      ))}
    </div>
  );
}

function Chips({ names, tone }: { readonly names: readonly string[]; readonly tone?: "default" }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {names.map((mode) => (
        <ModeChip key={mode} name={mode} {...(tone ? { tone } : {})} />
      ))}
    </span>
  );
}

function Quiet({ children }: { readonly children: React.ReactNode }) {
  return <span className="text-fg-subtle">{children}</span>;
}
