import { emissionJsonSchema, fieldNameFor, type EmissionModel } from "@/lib/casts";
import { describeSchemaFields } from "@/lib/site/schema-fields";

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
    <li className="group border-border bg-bg hover:border-border-strong hover:bg-bg-subtle relative flex flex-col rounded-xl border p-4 transition-colors">
      <h3 className="font-mono text-[15px] font-semibold">
        <a
          href={`/emissions/${model.name}`}
          className="focus-visible:after:ring-accent group-hover:text-accent outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2"
        >
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
