import { withBasePath } from "@/lib/base-path";
import type { ComposeQuery } from "@/lib/composer/compose-query";
import { formatComposeQuery } from "@/lib/composer/compose-href";

const EXAMPLES: readonly { readonly query: ComposeQuery; readonly what: string }[] = [
  {
    query: { role: "critic", modes: ["adversarial", "evidential"], name: "adv-critic" },
    what: "stress-test a finished document, citing evidence",
  },
  {
    query: { role: "analyst", modes: ["evidential", "probabilistic"], name: "" },
    what: "numbers with sources and stated uncertainty",
  },
  {
    query: { role: "architect", modes: ["systematic", "premortem"], name: "" },
    what: "a design that anticipates how it fails",
  },
  {
    query: { role: "researcher", modes: ["fast", "slow"], name: "" },
    what: "see what a mode conflict looks like",
  },
];

const describe = (query: ComposeQuery) => `${query.role} + ${query.modes.join(", ")}`;

/**
 * What a profile is, with example compositions, as the prerendered skeleton shows it. The island
 * shows the same markup, taken from the page (components/composer/empty-state.tsx), and opens the
 * examples in place: the examples and this markup are not in its code.
 */
export function EmptyStateIntro() {
  return (
    <div data-composer-intro="">
      <h2 className="text-base font-semibold">Start with a role</h2>
      <p className="text-fg-muted mt-1 text-sm">
        A profile is one role plus reasoning modes applied in order. Pick a role to see its system message,
        emission contract and profile YAML, or open an example:
      </p>
      <ul className="mt-3 space-y-1.5 text-sm">
        {EXAMPLES.map(({ query, what }) => (
          <li key={describe(query)}>
            <a
              href={withBasePath(`/compose${formatComposeQuery(query)}`)}
              className="text-accent font-mono underline-offset-2 hover:underline"
            >
              {describe(query)}
            </a>
            <span className="text-fg-muted"> — {what}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
