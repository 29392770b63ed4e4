import { describeExpectations, type FieldKind } from "@/lib/casts/evals/describe";
import type { EvalFixture } from "@/lib/casts/evals/fixture-schema";
import { fillInput } from "@/lib/casts/evals/parse";

import { AnchorHeading } from "./anchor-heading";
import { ModeChip } from "./badges";
import { Disclosure } from "./disclosure";

export const ROLE_EVALS_ID = "how-tested";

const SHORT_TASK = 200;

/** The task's first line, clipped to a sentence-sized summary; `whole` says nothing was cut. */
function shortTask(input: string): { text: string; whole: boolean } {
  const trimmed = input.trim();
  const firstLine = (trimmed.split("\n")[0] ?? "").trimEnd();
  if (firstLine === trimmed && firstLine.length <= SHORT_TASK) return { text: firstLine, whole: true };
  const clipped = firstLine.length > SHORT_TASK ? firstLine.slice(0, SHORT_TASK).trimEnd() : firstLine;
  // A line that ends mid-sentence gets an ellipsis, so the cut is visible.
  return { text: /[.!?:"”)]$/.test(clipped) ? clipped : `${clipped}…`, whole: false };
}

interface RoleEvalsProps {
  readonly name: string;
  /** The fixture file, as a path in the project (`evals/reviewer.yaml`); null when there is none. */
  readonly file: string | null;
  readonly fixtures: readonly EvalFixture[];
  /** Whether the role has emission keys (directory roles do not: text checks only). */
  readonly hasEmissions: boolean;
  /** A field path's kind, for wording bounds ("lists at least 3 items"). */
  readonly kindOf?: (path: string) => FieldKind | undefined;
  /** Replaces the heading's default size and margins. */
  readonly headingClassName?: string;
}

/** "How this role is tested": the role's eval fixtures, each task with its checks in plain words. */
export function RoleEvals({ name, file, fixtures, hasEmissions, kindOf, headingClassName }: RoleEvalsProps) {
  const jsonHref = `/evals/${name}.json`;
  return (
    <section
      aria-labelledby={ROLE_EVALS_ID}
      data-testid="role-evals"
      className="lazy-render [contain-intrinsic-size:auto_80rem] md:[contain-intrinsic-size:auto_58rem]"
    >
      <AnchorHeading
        id={ROLE_EVALS_ID}
        label="How this role is tested"
        {...(headingClassName ? { className: headingClassName } : {})}
      />
      {fixtures.length === 0 ? (
        <p className="text-fg-muted max-w-3xl">
          No eval fixtures yet. Add them to{" "}
          <code className="font-mono text-sm break-all">
            {file ?? (hasEmissions ? `evals/${name}.yaml` : "evals.yaml")}
          </code>{" "}
          (a list of tasks, each with what a reply must do) and{" "}
          <code className="font-mono text-sm">casts eval</code> runs them.
        </p>
      ) : (
        <>
          <p className="text-fg-muted mb-4 max-w-3xl">
            {fixtures.length} {fixtures.length === 1 ? "task" : "tasks"} from{" "}
            <code className="font-mono text-sm break-all">{file}</code>, each sent as the user message after
            this role&apos;s system message. A reply passes when every check listed under it holds
            {hasEmissions ? "" : "; a directory role sends free text, so the checks read the text"}.{" "}
            <code className="font-mono text-sm">casts eval {name}</code> runs them against a model; the same
            fixtures as{" "}
            <a href={jsonHref} className="text-accent decoration-accent/40 hover:decoration-accent underline">
              JSON
            </a>
            .
          </p>
          <ol className="space-y-3">
            {fixtures.map((fixture) => (
              <FixtureItem key={fixture.name} fixture={fixture} {...(kindOf ? { kindOf } : {})} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function FixtureItem({
  fixture,
  kindOf,
}: {
  readonly fixture: EvalFixture;
  readonly kindOf?: (path: string) => FieldKind | undefined;
}) {
  const input = fillInput(fixture.input, fixture.vars);
  const task = shortTask(input);
  const checks = describeExpectations(fixture.expect, kindOf);
  return (
    <li
      id={`eval-${fixture.name}`}
      className="border-border scroll-mt-20 rounded-lg border p-4"
      data-testid="role-eval"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-mono text-sm font-semibold [overflow-wrap:anywhere]">{fixture.name}</h3>
        {fixture.modes?.map((mode) => (
          <ModeChip key={mode} name={mode} />
        ))}
      </div>
      {fixture.description && <p className="mt-1.5 text-sm">{fixture.description}</p>}
      <p className="text-fg-muted mt-2 text-sm">
        <span className="text-fg-subtle font-medium">Task: </span>
        {task.text}
      </p>
      {!task.whole && (
        <div className="mt-2">
          <Disclosure summary="The whole task">
            <pre className="text-fg-muted overflow-x-auto px-3 pt-1 pb-3 font-mono text-xs leading-relaxed whitespace-pre-wrap">
              {input.trim()}
            </pre>
          </Disclosure>
        </div>
      )}
      <p className="text-fg-subtle mt-3 text-xs font-medium tracking-wide uppercase">
        Passes when ({checks.length} {checks.length === 1 ? "check" : "checks"})
      </p>
      <ul className="marker:text-fg-subtle mt-1 list-disc space-y-1 pl-4 text-sm [overflow-wrap:anywhere]">
        {checks.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </li>
  );
}
