import type { EmissionDelta } from "@/lib/casts/compare";

/** The emission contracts as a diff of operable keys (each key is one schema a model may send). */
export function EmissionDiff({ emissions }: { readonly emissions: readonly EmissionDelta[] }) {
  const rows = emissions.flatMap((entry) =>
    entry.status === "changed"
      ? [
          { ...entry, status: "removed" as const, model: entry.modelA },
          { ...entry, status: "added" as const, model: entry.modelB },
        ]
      : [{ ...entry, status: entry.status, model: entry.modelB ?? entry.modelA }],
  );
  if (rows.length === 0) return <p className="text-fg-muted text-sm">Neither role emits anything.</p>;
  return (
    <ul
      data-testid="diff"
      aria-label="Emission keys, A to B"
      className="border-border rounded-lg border font-mono text-[13px]"
    >
      {rows.map((row) => (
        <li
          key={`${row.key}-${row.status}`}
          data-diff={row.status}
          className={`flex gap-2 px-2 py-0.5 ${row.status === "added" ? "bg-success-soft/70" : row.status === "removed" ? "bg-danger-soft/70" : ""}`}
        >
          <span aria-hidden="true" className="w-3">
            {row.status === "added" ? "+" : row.status === "removed" ? "−" : " "}
          </span>
          <span className="sr-only">{row.status === "same" ? "" : `${row.status}: `}</span>
          <span>{row.key}</span>
          <a className="text-accent ml-auto underline" href={`/emissions/${row.model ?? ""}`}>
            {row.model}
          </a>
        </li>
      ))}
    </ul>
  );
}
