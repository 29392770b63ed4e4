/** A catalog table's header row: one column heading per label, in the site's table style. */
export function ColumnHeads({
  labels,
  className = "",
  nowrap = false,
}: {
  readonly labels: readonly string[];
  /** Extra classes on the <thead> (e.g. to hide it where the rows stack on phones). */
  readonly className?: string;
  readonly nowrap?: boolean;
}) {
  return (
    <thead className={`bg-bg-subtle text-fg-subtle text-xs ${className}`}>
      <tr>
        {labels.map((label) => (
          <th
            key={label}
            scope="col"
            className={nowrap ? "px-3 py-2 font-medium whitespace-nowrap" : "px-3 py-2 font-medium"}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
