import { CastAnatomy } from "./cast-anatomy";
import { sitePackHref } from "@/lib/site/build/site-source";

interface HomeHeroProps {
  readonly roles: number;
  readonly modes: number;
  readonly emissions: number;
  /** The site's own roles, from its roles folder: listed apart from the built-in ones. */
  readonly directoryRoles: number;
}

/** What casts are, in two sentences, and how big the catalog is. */
export function HomeHero({ roles, modes, emissions, directoryRoles }: HomeHeroProps) {
  const stats = [
    { href: "#roles", value: roles, label: "roles" },
    ...(directoryRoles > 0
      ? [
          {
            href: "/directory-roles",
            value: directoryRoles,
            label: directoryRoles === 1 ? "directory role" : "directory roles",
          },
        ]
      : []),
    { href: "#modes", value: modes, label: "modes" },
    { href: "/emissions", value: emissions, label: "emission models" },
  ];
  return (
    <header className="grid gap-8 pb-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-end">
      <div>
        <p className="text-accent text-sm font-medium">LionAGI casts, ported to TypeScript</p>
        <h1 className="mt-2 max-w-3xl text-3xl font-semibold tracking-tight text-balance sm:text-5xl">
          Find the role your agent should play
        </h1>
        <p className="text-fg-muted mt-4 max-w-3xl text-base text-pretty sm:text-lg">
          A cast gives a language model a <strong className="text-fg font-medium">role</strong> — a system
          message plus the typed outputs it may emit — and optional{" "}
          <strong className="text-fg font-medium">modes</strong> that append reasoning habits such as slow or
          adversarial. Pick a role here, read word for word what the model will be told and what it may
          return, then compose a profile with the modes you need.
        </p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {stats.map((stat) => (
            <li key={stat.label}>
              <a
                href={stat.href}
                className="border-border hover:border-accent hover:text-accent inline-flex items-baseline gap-1.5 rounded-full border px-3 py-1 text-sm"
              >
                <span className="font-semibold tabular-nums">{stat.value}</span>
                <span className="text-fg-muted">{stat.label}</span>
              </a>
            </li>
          ))}
          <li>
            <a
              href={sitePackHref()}
              className="border-border text-fg-muted hover:border-accent hover:text-accent inline-flex items-baseline rounded-full border px-3 py-1 text-sm"
            >
              the default pack
            </a>
          </li>
        </ul>
      </div>
      <CastAnatomy />
    </header>
  );
}
