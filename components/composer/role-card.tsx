"use client";

import { withBasePath } from "@/lib/base-path";
import type { IndexRole } from "@/lib/composer/payload";

interface RoleCardProps {
  readonly role: IndexRole;
  readonly packName: string;
  readonly defaultsApplied: boolean;
  readonly onDefaultsChange: (on: boolean) => void;
}

const orDefault = (value: string | null) => value ?? "runtime default";

/** The picked role: what it is for and what the pack says about running it. */
export function RoleCard({ role, packName, defaultsApplied, onDefaultsChange }: RoleCardProps) {
  const config = role.config;
  return (
    <div className="border-border bg-bg-subtle rounded-md border px-3 py-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="font-semibold">{role.title}</span>
        <a
          href={withBasePath(role.directory ? `/directory-roles/${role.name}` : `/roles/${role.name}`)}
          className="text-accent text-xs underline-offset-2 hover:underline"
        >
          Full role page<span className="sr-only">: {role.name}</span>
        </a>
      </p>
      <p className="text-fg-muted mt-1">{role.description}</p>
      {config ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
          <dt className="text-fg-subtle">Pack</dt>
          <dd className="font-mono">{packName}</dd>
          <dt className="text-fg-subtle">Model · effort</dt>
          <dd>
            {orDefault(config.model)} · {orDefault(config.effort)}
          </dd>
          <dt className="text-fg-subtle">modes_allow</dt>
          <dd className="font-mono">
            {config.modes_allow.length > 0 ? (
              config.modes_allow.join(", ")
            ) : (
              <span className="font-sans">any mode</span>
            )}
          </dd>
          {config.active ? null : (
            <>
              <dt className="text-fg-subtle">Roster</dt>
              <dd className="text-warning">inactive: the pack does not deploy this role</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="text-fg-subtle mt-3 text-xs">
          The {packName} pack has no entry for {role.name}: no policy, defaults or limits apply.
        </p>
      )}
      {config && config.default_modes.length > 0 ? (
        <label className="border-border mt-3 flex items-start gap-2 border-t pt-3">
          <input
            type="checkbox"
            checked={defaultsApplied}
            onChange={(event) => onDefaultsChange(event.target.checked)}
            className="mt-0.5 size-4 accent-[var(--accent)]"
          />
          <span>
            Apply the pack&apos;s default modes:{" "}
            <span className="font-mono">{config.default_modes.join(", ")}</span>
          </span>
        </label>
      ) : null}
    </div>
  );
}
