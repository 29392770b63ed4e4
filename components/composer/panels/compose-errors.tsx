"use client";

import { withBasePath } from "@/lib/base-path";
import type { ComposeQuery } from "@/lib/composer/compose-query";
import { composeHref, type QueryProblem } from "@/lib/composer/url-codec";

interface ComposeErrorsProps {
  readonly problems: readonly QueryProblem[];
  readonly recovered: ComposeQuery;
  readonly onRecover: () => void;
  readonly onReset: () => void;
}

/**
 * A role from a folder opened in the browser lives in the tab that opened it (nothing is uploaded):
 * a new tab or a shared link cannot see it. Say so, definitely when the link was made for such a role.
 */
function LocalFolderNote({ name }: { readonly name: string }) {
  const fromFolder = typeof window !== "undefined" && window.location.hash === "#from-folder";
  return (
    <p className="text-fg mt-1" data-testid="compose-local-note">
      {fromFolder ? (
        <>
          <span className="font-mono">{name}</span> came from a folder opened on this device. Roles from a
          local folder stay in the tab that opened them (nothing is uploaded), so this tab cannot see it.{" "}
        </>
      ) : (
        <>
          If <span className="font-mono">{name}</span> came from a folder you opened on this device, it stays
          in the tab that opened it (nothing is uploaded).{" "}
        </>
      )}
      <a className="text-accent underline underline-offset-2" href={withBasePath("/open-roles")}>
        Open the folder again here
      </a>{" "}
      or go back to that tab.
    </p>
  );
}

/** Why the link cannot be opened as it is, and what can be opened instead. */
export function ComposeErrors({ problems, recovered, onRecover, onReset }: ComposeErrorsProps) {
  const salvage =
    recovered.role === null
      ? null
      : `${recovered.role}${recovered.modes.length > 0 ? ` with ${recovered.modes.join(", ")}` : ""}${recovered.name ? ` (“${recovered.name}”)` : ""}`;
  return (
    <div
      role="alert"
      data-testid="compose-error"
      className="border-danger bg-danger-soft rounded-lg border px-4 py-4 text-sm lg:col-span-2"
    >
      <h2 className="text-danger font-semibold">
        This link does not describe a composition the catalog can build ({problems.length}{" "}
        {problems.length === 1 ? "problem" : "problems"})
      </h2>
      <ul className="mt-2 space-y-1.5">
        {problems.map((problem, index) => (
          <li key={index} className="flex gap-2">
            <span className="bg-bg text-fg-muted mt-0.5 shrink-0 self-start rounded px-1.5 font-mono text-[11px]">
              {problem.param}
            </span>
            <div className="min-w-0">
              <p className="text-fg break-words">{problem.message}</p>
              {problem.code === "UNKNOWN_ROLE" ? (
                <LocalFolderNote name={/'([^']*)'/.exec(problem.message)?.[1] ?? ""} />
              ) : null}
              {problem.suggestions && problem.suggestions.length > 0 ? (
                <p className="mt-1" data-testid="compose-suggestions">
                  Did you mean{" "}
                  {problem.suggestions.map((suggestion, position) => (
                    <span key={suggestion.name}>
                      {position > 0 ? (position === problem.suggestions!.length - 1 ? " or " : ", ") : null}
                      <a
                        className="text-accent font-mono font-medium underline underline-offset-2"
                        href={
                          suggestion.query.role === null
                            ? "/compose"
                            : composeHref({ ...suggestion.query, role: suggestion.query.role })
                        }
                      >
                        {suggestion.name}
                      </a>
                    </span>
                  ))}
                  ?
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <p className="text-fg-muted mt-3">
        The composer reads{" "}
        <span className="font-mono">
          ?role=&lt;name&gt;&amp;modes=&lt;m1&gt;,&lt;m2&gt;&amp;name=&lt;profile name&gt;
        </span>
        . Names are written as the catalog lists them: built-in roles and modes in lowercase with dashes, like{" "}
        <span className="font-mono">postmortem-lead</span>; directory roles as in their files, like{" "}
        <span className="font-mono">DependencyAuditor</span>.
        {salvage ? " Below is what the link could give." : ""}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {salvage ? (
          <button
            type="button"
            onClick={onRecover}
            className="bg-accent text-accent-fg rounded-md px-3 py-1.5 text-xs font-medium"
          >
            Keep <span className="font-mono">{salvage}</span> and dismiss
          </button>
        ) : null}
        <button
          type="button"
          onClick={onReset}
          className="border-border-strong bg-bg hover:bg-bg-muted rounded-md border px-3 py-1.5 text-xs font-medium"
        >
          Start a new composition
        </button>
      </div>
    </div>
  );
}
