"use client";

import { Suspense, useState } from "react";

import { withBasePath } from "@/lib/base-path";
import type { PackVerdict } from "@/lib/composer/pack-rules";
import type { IndexRole } from "@/lib/composer/payload";

import { PackRuleList } from "../../load-panels";

/**
 * The Run panel is far down the page (about 2,000 px at 1280 px, 4,000 on a phone): this moves the view and
 * the focus to its title. Without the panel (its code still loading) the link is an ordinary fragment.
 */
function jumpToRun(event: React.MouseEvent<HTMLAnchorElement>) {
  const heading = document.getElementById("run-heading");
  if (!heading) return;
  event.preventDefault();
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  heading.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
  heading.focus({ preventScroll: true });
}

interface RoleCardProps {
  readonly role: IndexRole;
  readonly packName: string;
  readonly verdict: PackVerdict | null;
  readonly defaultsApplied: boolean;
  readonly onDefaultsChange: (on: boolean) => void;
}

/** The picked role: what it is for, and the pack's rules for running it, in words. */
export function RoleCard({ role, packName, verdict, defaultsApplied, onDefaultsChange }: RoleCardProps) {
  const config = role.config;
  // The rules in words load when the list is first opened (or earlier, when the page is idle).
  const [rulesOpened, setRulesOpened] = useState(false);
  return (
    <div className="border-border bg-bg-subtle rounded-md border px-3 py-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="font-semibold">{role.title}</span>
        <span className="flex flex-wrap items-baseline gap-x-3">
          {role.local ? (
            <span className="text-fg-subtle text-xs" data-testid="local-role-note">
              From a local folder, opened in this browser
            </span>
          ) : (
            <a
              href={withBasePath(role.directory ? `/directory-roles/${role.name}` : `/roles/${role.name}`)}
              className="text-accent text-xs underline-offset-2 hover:underline"
            >
              Full role page<span className="sr-only">: {role.name}</span>
            </a>
          )}
          <a
            href="#run-heading"
            onClick={jumpToRun}
            className="text-accent text-xs underline-offset-2 hover:underline"
            data-testid="jump-to-run"
          >
            Jump to Run<span aria-hidden="true"> ↓</span>
          </a>
        </span>
      </p>
      {config && config.default_modes.length > 0 ? (
        // Near the top, in plain words: picking a role adds the pack's default modes, and this undoes it.
        <label
          className="bg-accent-soft mt-2 flex items-start gap-2 rounded-md px-2 py-1.5"
          data-testid="default-modes-control"
        >
          <input
            type="checkbox"
            checked={defaultsApplied}
            onChange={(event) => onDefaultsChange(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-[var(--accent)]"
          />
          <span>
            Apply the pack&apos;s default modes:{" "}
            <span className="font-mono">{config.default_modes.join(", ")}</span>
            <span className="text-fg-muted block text-xs">
              {defaultsApplied
                ? "Added to the modes below when you picked the role; untick to remove them."
                : "Not applied: tick to add them to the modes below."}
            </span>
          </span>
        </label>
      ) : null}
      <p className="text-fg-muted mt-1 line-clamp-3" title={role.description}>
        {role.description}
      </p>
      {verdict ? (
        <details
          className="border-border mt-2 border-t pt-2 text-xs"
          data-testid="pack-verdict"
          onToggle={(event) => event.currentTarget.open && setRulesOpened(true)}
        >
          <summary className="cursor-pointer pointer-coarse:py-2">
            <span className={verdict.deployable ? "text-success font-medium" : "text-danger font-medium"}>
              {verdict.summary}
            </span>{" "}
            <span className="text-fg-subtle">Pack rules</span>
          </summary>
          {rulesOpened ? (
            <Suspense fallback={<p className="text-fg-muted mt-1.5">Loading the rules…</p>}>
              <PackRuleList.Component
                roleName={role.name}
                packName={packName}
                config={config}
                description={role.description}
              />
            </Suspense>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}
