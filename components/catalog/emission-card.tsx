import Link from "next/link";

import { emissionJsonSchema, fieldNameFor, type EmissionModel } from "@/lib/casts";
import { describeSchemaFields } from "@/lib/site/schema-fields";

/** An emission model in the index grid: name, key, summary, field counts and how many roles declare it. */
export function EmissionCard({ model, declaredBy }: { readonly model: EmissionModel; readonly declaredBy: number }) {
  const fields = describeSchemaFields(emissionJsonSchema(model));
  const required = fields.filter((field) => field.required).length;
  return (
    <li className="group relative flex flex-col rounded-xl border border-border bg-bg p-4 transition-colors hover:border-border-strong hover:bg-bg-subtle">
      <h3 className="font-mono text-[15px] font-semibold">
        <Link href={`/emissions/${model.name}`} prefetch={false} className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-accent group-hover:text-accent">
          {model.name}
        </Link>
      </h3>
      <p className="font-mono text-xs text-fg-subtle">key: {fieldNameFor(model)}</p>
      <p className="mt-2 text-sm text-fg-muted">{model.summary}</p>
      <p className="mt-auto pt-3 text-xs text-fg-subtle">
        {fields.length} fields, {required} required · {declaredBy === 0 ? "declared by no role" : `declared by ${declaredBy} ${declaredBy === 1 ? "role" : "roles"}`}
      </p>
    </li>
  );
}
