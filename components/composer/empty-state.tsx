import type { ComposeQuery } from "@/lib/composer/types";
import { formatComposeQuery } from "@/lib/composer/url-codec";

import { YamlImport } from "./yaml-import";

const EXAMPLES: readonly { readonly query: ComposeQuery; readonly what: string }[] = [
  { query: { role: "critic", modes: ["adversarial", "evidential"], name: "adv-critic" }, what: "stress-test a finished document, citing evidence" },
  { query: { role: "analyst", modes: ["evidential", "probabilistic"], name: "" }, what: "numbers with sources and stated uncertainty" },
  { query: { role: "architect", modes: ["systematic", "premortem"], name: "" }, what: "a design that anticipates how it fails" },
  { query: { role: "researcher", modes: ["fast", "slow"], name: "" }, what: "see what a mode conflict looks like" },
];

const describe = (query: ComposeQuery) => `${query.role} + ${query.modes.join(", ")}`;

/** Shown until a role is picked: what a profile is, example compositions and import. */
export function EmptyState({ onOpen }: { readonly onOpen: (query: ComposeQuery, status: string) => void }) {
  return (
    <div className="rounded-lg border border-dashed border-border-strong px-5 py-6" data-testid="compose-empty">
      <h2 className="text-base font-semibold">Start with a role</h2>
      <p className="mt-1 text-sm text-fg-muted">
        A profile is one role plus reasoning modes applied in order. Pick a role to see its system message, emission contract and profile
        YAML, or open an example:
      </p>
      <ul className="mt-3 space-y-1.5 text-sm">
        {EXAMPLES.map(({ query, what }) => (
          <li key={describe(query)}>
            <a
              href={`/compose${formatComposeQuery(query)}`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onOpen(query, `Opened the example ${describe(query)}.`);
              }}
              className="font-mono text-accent underline-offset-2 hover:underline"
            >
              {describe(query)}
            </a>
            <span className="text-fg-muted"> — {what}</span>
          </li>
        ))}
      </ul>
      <YamlImport onImport={onOpen} />
    </div>
  );
}
