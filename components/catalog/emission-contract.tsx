import { CodeBlock } from "@/components/code/code-block";
import { emissionJsonSchema, type EmissionModel } from "@/lib/casts";
import { getExamplePayload } from "@/lib/site/examples";
import { prettyJson } from "@/lib/site/json";
import { describeSchemaFields } from "@/lib/site/schema-fields";

import { Disclosure } from "./disclosure";
import { FieldTable } from "./field-table";

interface EmissionContractProps {
  readonly model: EmissionModel;
  /** The key the model is sent under (role pages); names the code blocks. */
  readonly emissionKey?: string;
  readonly open?: boolean;
  /** Show the model's own example (role pages show one whole response instead). */
  readonly example?: boolean;
}

/** Fields, JSON Schema and a build-time-validated example for one emission model. */
export function EmissionContract({
  model,
  emissionKey,
  open = false,
  example: withExample = true,
}: EmissionContractProps) {
  const schema = emissionJsonSchema(model);
  const schemaText = prettyJson(schema);
  const example = withExample ? prettyJson(getExamplePayload(model)) : null;
  const stem = emissionKey ?? model.name;
  return (
    <div className="space-y-3">
      <FieldTable fields={describeSchemaFields(schema)} caption={`Fields of ${model.name}`} />
      <Disclosure summary="JSON Schema" meta={`draft 2020-12 · ${lineCount(schemaText)} lines`} open={open}>
        <CodeBlock
          code={schemaText}
          lang="json"
          title={`${stem}.schema.json`}
          copyLabel={`${model.name} JSON Schema`}
        />
        <p className="text-fg-subtle mt-2 text-xs">
          <a
            href={`/schemas/${model.name}.json`}
            download
            className="text-accent decoration-accent/40 hover:decoration-accent font-medium underline"
          >
            Download {model.name}.json
          </a>{" "}
          — the same schema as a standalone file with its <code className="font-mono">$schema</code> URI.
        </p>
      </Disclosure>
      {example && (
        <Disclosure summary="Example payload" meta={<ValidMark />} open={open}>
          <CodeBlock
            code={example}
            lang="json"
            title={`${stem}.example.json`}
            copyLabel={`${model.name} example payload`}
          />
        </Disclosure>
      )}
    </div>
  );
}

/** States that an example passed its schema when the site was built (the build fails otherwise). */
export function ValidMark() {
  return (
    <span className="text-success inline-flex items-center gap-1">
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
        <path
          d="M2.5 6.5 5 9l4.5-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      valid against the schema, checked at build time
    </span>
  );
}

export function lineCount(text: string): number {
  return text.trimEnd().split("\n").length;
}
