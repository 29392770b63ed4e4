import { CodeBlock } from "@/components/code/code-block";
import { EscalationRequest, type Role } from "@/lib/casts";
import { getRoleExamplePayload } from "@/lib/site/examples";
import { prettyJson } from "@/lib/site/json";
import { emissionAnchor } from "@/lib/site/role-body";

import { AnchorHeading } from "./anchor-heading";
import { Disclosure } from "./disclosure";
import { EmissionContract, ValidMark } from "./emission-contract";
import { ColumnHeads } from "./column-heads";

/** What a model playing the role may return: each key and model, its contract, and the whole payload. */
export function RoleEmissions({
  role,
  escalationRule,
}: {
  readonly role: Role;
  readonly escalationRule?: string | undefined;
}) {
  const operable = role.emissionOperable();
  if (!operable) {
    return (
      <section aria-labelledby="emissions">
        <AnchorHeading id="emissions" label="Emissions" />
        <p className="text-fg-muted">
          This role declares no emission models: its output is free text with no typed contract.
        </p>
      </section>
    );
  }
  const payload = getRoleExamplePayload(role, escalationRule);
  return (
    <section
      aria-labelledby="emissions"
      className="lazy-render [contain-intrinsic-size:auto_220rem] md:[contain-intrinsic-size:auto_160rem]"
    >
      <AnchorHeading id="emissions" label="Emissions" />
      <p className="text-fg-muted mb-4 max-w-3xl">
        Alongside its text, a model running <span className="text-fg font-mono">{role.name}</span> may return
        one object whose keys are any subset of these. Each value must match its model exactly: unknown keys
        are rejected and nothing is coerced.
      </p>
      <div className="border-border rounded-lg border md:overflow-hidden">
        <table className="block w-full text-left text-sm md:table">
          <ColumnHeads
            labels={["Key", "Model", "What it carries"]}
            className="hidden md:table-header-group"
          />
          <tbody className="divide-border block divide-y align-top md:table-row-group">
            {operable.specs.map((spec) => (
              <tr
                key={spec.key}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2.5 md:table-row md:p-0"
              >
                <th scope="row" className="font-normal md:px-3 md:py-2.5">
                  <a
                    href={`#${emissionAnchor(spec.key)}`}
                    className="text-accent font-mono text-[13px] font-semibold hover:underline"
                    data-testid="role-emission-key"
                  >
                    {spec.key}
                  </a>
                </th>
                <td className="md:px-3 md:py-2.5">
                  <a
                    href={`/emissions/${spec.model.name}`}
                    className="hover:text-accent font-mono text-[13px] hover:underline"
                  >
                    {spec.model.name}
                  </a>
                </td>
                <td className="text-fg-muted w-full md:w-auto md:px-3 md:py-2.5">
                  {spec.model.summary}
                  {spec.model === EscalationRequest && !role.emits.includes(EscalationRequest) && (
                    <span className="text-fg-subtle mt-1 block text-xs">
                      Added to every role that has emissions.
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {operable.specs.map((spec) => (
        <div key={spec.key}>
          <AnchorHeading as="h3" id={emissionAnchor(spec.key)} label={`${spec.key} (${spec.model.name})`}>
            {/* A space, not only a margin, between the key and the model: the line may break there (the
                heading breaks words anywhere, and "escalation_requestEscalationRequest" was one word that
                broke inside the model's name at 375 px), and the heading's name reads as two words. */}
            <span className="font-mono">{spec.key}</span>{" "}
            <span className="text-fg-subtle ml-1 text-base font-normal">
              <a
                href={`/emissions/${spec.model.name}`}
                className="hover:text-accent font-mono hover:underline"
              >
                {spec.model.name}
              </a>
            </span>
          </AnchorHeading>
          <p className="text-fg-muted mb-3">{spec.model.summary}</p>
          <EmissionContract model={spec.model} emissionKey={spec.key} example={false} />
        </div>
      ))}
      <AnchorHeading as="h3" id="example-response" label="Example response" />
      <p className="text-fg-muted mb-3 max-w-3xl">
        A complete response using every key, as one object. The whole-response schema (
        <span className="text-fg font-mono">{operable.name}</span>) is{" "}
        <a
          href={`/schemas/roles/${role.name}.json`}
          download
          className="text-accent decoration-accent/40 hover:decoration-accent font-medium underline"
        >
          {role.name}.json
        </a>
        , ready for a structured-output API.
      </p>
      {payload && (
        <Disclosure summary="Example response" meta={<ValidMark />} open>
          <CodeBlock
            code={prettyJson(payload)}
            lang="json"
            title={`${operable.name}.example.json`}
            copyLabel={`${role.name} example response`}
          />
        </Disclosure>
      )}
    </section>
  );
}
