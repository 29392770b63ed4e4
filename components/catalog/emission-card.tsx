import { emissionJsonSchema, fieldNameFor, type EmissionModel } from "@/lib/casts";
import { describeSchemaFields } from "@/lib/site/schema-fields";

/** An emission model in the index grid: name, key, summary, field counts and how many roles declare it. */
export function EmissionCard({
  model,
  declaredBy,
}: {
  readonly model: EmissionModel;
  readonly declaredBy: number;
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
        {declaredBy === 0
          ? "declared by no role"
          : `declared by ${declaredBy} ${declaredBy === 1 ? "role" : "roles"}`}
      </p>
    </li>
  );
}
