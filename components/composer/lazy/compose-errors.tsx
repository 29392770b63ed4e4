"use client";

import type { ComposeQuery } from "@/lib/composer/compose-query";
import { composeHref, type QueryProblem } from "@/lib/composer/url-codec";

interface ComposeErrorsProps {
  readonly problems: readonly QueryProblem[];
  readonly recovered: ComposeQuery;
  readonly onRecover: () => void;
  readonly onReset: () => void;
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
