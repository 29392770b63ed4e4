import { emissionJsonSchema, fieldNameFor, type EmissionModel } from "@/lib/casts";
import { describeSchemaFields } from "@/lib/site/schema-fields";

import { CARD, CARD_LINK } from "./card-classes";

/** An emission model in the index grid: name, key, summary, field counts and how many roles declare it. */
export function EmissionCard({
  model,
  declaredBy,
  impliedFor = 0,
}: {
  readonly model: EmissionModel;
  readonly declaredBy: number;
  /** Roles that may send it without declaring it (EscalationRequest: every role with emissions). */
  readonly impliedFor?: number;
}) {
  const fields = describeSchemaFields(emissionJsonSchema(model));
  const required = fields.filter((field) => field.required).length;
  return (
    <li className={CARD}>
      <h3 className="font-mono text-[15px] font-semibold">
        <a href={`/emissions/${model.name}`} className={CARD_LINK}>
          {model.name}
        </a>
      </h3>
      <p className="text-fg-subtle font-mono text-xs">key: {fieldNameFor(model)}</p>
      <p className="text-fg-muted mt-2 text-sm">{model.summary}</p>
      <p className="text-fg-subtle mt-auto pt-3 text-xs">
        {fields.length} fields, {required} required ·{" "}
        {impliedFor > 0 && declaredBy === 0
          ? `sent by any of ${impliedFor} roles (every role with emissions may escalate)`
          : declaredBy === 0
            ? "declared by no built-in role yet"
            : `declared by ${declaredBy} ${declaredBy === 1 ? "role" : "roles"}${impliedFor > 0 ? `, any of ${impliedFor} more may send it` : ""}`}
      </p>
    </li>
  );
}
