import { InlineMarkdown } from "@/components/markdown/markdown-view";
import type { FieldRow } from "@/lib/site/schema-fields";
import { ColumnHeads } from "./column-heads";

const CELL = "md:px-3 md:py-2.5";
// Below md the table reflows: each row becomes a card and each cell shows its column name.
const LABELLED =
  "before:mr-2 before:text-xs before:font-sans before:font-normal before:text-fg-subtle before:content-[attr(data-label)] md:before:content-none";

/** An emission model's fields: name, type, required, default, constraints and description. */
export function FieldTable({
  fields,
  caption,
}: {
  readonly fields: readonly FieldRow[];
  readonly caption: string;
}) {
  return (
    <div className="border-border rounded-lg border md:overflow-hidden">
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads
          labels={["Field", "Type", "Required", "Default", "Constraints", "Description"]}
          className="hidden md:table-header-group"
        />
        <tbody className="divide-border block divide-y align-top md:table-row-group">
          {fields.map((field) => (
            <tr
              key={field.name}
              className="flex flex-wrap items-baseline gap-x-2 gap-y-1 px-3 py-2.5 md:table-row md:p-0"
            >
              <th
                scope="row"
                className={`${CELL} text-fg font-mono text-[13px] font-semibold whitespace-nowrap`}
              >
                {field.name}
              </th>
              <td
                data-label="Type"
                className={`${CELL} text-accent font-mono text-[13px] md:whitespace-nowrap`}
              >
                {field.type}
              </td>
              <td data-label="Required" className={CELL}>
                {field.required ? (
                  <span className="bg-warning-soft text-warning inline-flex rounded-full px-2 py-0.5 text-xs font-medium">
                    required
                  </span>
                ) : (
                  <span className="border-border text-fg-muted inline-flex rounded-full border px-2 py-0.5 text-xs">
                    optional
                  </span>
                )}
              </td>
              <td
                data-label="Default"
                className={`${CELL} ${LABELLED} text-fg-muted w-full font-mono text-[13px] md:w-auto md:whitespace-nowrap ${field.defaultValue === null ? "max-md:hidden" : ""}`}
              >
                {field.defaultValue ?? "—"}
              </td>
              <td
                data-label="Constraints"
                className={`${CELL} ${LABELLED} text-fg-muted w-full text-xs md:w-auto ${field.constraints.length === 0 ? "max-md:hidden" : ""}`}
              >
                {field.constraints.length > 0 ? field.constraints.join("; ") : "—"}
              </td>
              <td className={`${CELL} text-fg-muted w-full md:w-auto [&_code]:text-[13px]`}>
                <InlineMarkdown text={field.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
