import { plural } from "@/lib/site/plural";
import { conflictPairs, matrixCell, type MatrixCell, type MatrixMode } from "@/lib/site/mode-matrix";

const CELL = 30;
const LEFT = 150;
const TOP = 120;

const DESCRIBE: Record<MatrixCell, string> = {
  self: "the same mode",
  conflict: "conflict: cannot be composed together",
  "pairs-both": "each recommends the other",
  "pairs-row": "the row mode recommends the column mode",
  "pairs-column": "the column mode recommends the row mode",
  none: "compatible, no recommendation",
};

/** The mode-by-mode matrix as a picture; the table beside it carries the same facts for assistive tech. */
export function ModeMatrix({ modes }: { readonly modes: readonly MatrixMode[] }) {
  const size = modes.length * CELL;
  const conflicts = conflictPairs(modes);
  return (
    <svg
      viewBox={`0 0 ${LEFT + size + 72} ${TOP + size + 4}`}
      className="text-fg mx-auto h-auto w-full max-w-[40rem] min-w-[40rem] font-mono"
      role="img"
      aria-labelledby="matrix-title matrix-desc"
    >
      <title id="matrix-title">Mode compatibility matrix</title>
      <desc id="matrix-desc">
        {`${modes.length} modes by ${modes.length}. Conflicting pairs: ${conflicts.map(([a, b]) => `${a} and ${b}`).join("; ")}. Every other pair can be composed. Dots mark pairings the modes recommend; the table below lists them.`}
      </desc>
      {modes.map((mode, index) => (
        <g key={mode.name} className="fill-fg-muted text-[12px]">
          <text x={LEFT - 8} y={TOP + index * CELL + CELL / 2} textAnchor="end" dominantBaseline="central">
            {mode.name}
          </text>
          <text
            transform={`translate(${LEFT + index * CELL + CELL / 2} ${TOP - 8}) rotate(-55)`}
            dominantBaseline="central"
          >
            {mode.name}
          </text>
        </g>
      ))}
      {modes.map((row, rowIndex) =>
        modes.map((column, columnIndex) => {
          const cell = matrixCell(row, column);
          const x = LEFT + columnIndex * CELL;
          const y = TOP + rowIndex * CELL;
          return (
            <g key={`${row.name}-${column.name}`} data-cell={cell}>
              <title>{`${row.name} × ${column.name}: ${DESCRIBE[cell]}`}</title>
              <rect x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} rx="4" className={BOX[cell]} />
              <CellMark cell={cell} cx={x + CELL / 2} cy={y + CELL / 2} />
            </g>
          );
        }),
      )}
    </svg>
  );
}

const BOX: Record<MatrixCell, string> = {
  self: "fill-bg-muted",
  conflict: "fill-danger-soft stroke-danger",
  "pairs-both": "fill-accent-soft",
  "pairs-row": "fill-bg-subtle",
  "pairs-column": "fill-bg-subtle",
  none: "fill-bg-subtle",
};

function CellMark({ cell, cx, cy }: { readonly cell: MatrixCell; readonly cx: number; readonly cy: number }) {
  if (cell === "conflict") {
    return (
      <path
        d={`M${cx - 6} ${cy - 6}l12 12M${cx + 6} ${cy - 6}l-12 12`}
        className="stroke-danger"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    );
  }
  if (cell === "pairs-both") return <circle cx={cx} cy={cy} r="6" className="fill-accent" />;
  // One-way recommendations are triangles pointing at the mode that is recommended: up at the
  // column's name, or left at the row's name. Shape, not only size or fill, tells them apart.
  if (cell === "pairs-row") return <path d={triangleUp(cx, cy, 7)} className="fill-accent" />;
  if (cell === "pairs-column") return <path d={triangleLeft(cx, cy, 7)} className="fill-accent" />;
  return null;
}

function triangleUp(cx: number, cy: number, r: number): string {
  return `M${cx} ${cy - r}L${cx + r} ${cy + r * 0.75}L${cx - r} ${cy + r * 0.75}Z`;
}

function triangleLeft(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}L${cx + r * 0.75} ${cy - r}L${cx + r * 0.75} ${cy + r}Z`;
}

/** The symbols of the matrix, explained. */
export function ModeMatrixLegend() {
  const items = [
    {
      mark: <path d="M4 4l8 8M12 4l-8 8" className="stroke-danger" strokeWidth="2" strokeLinecap="round" />,
      box: "fill-danger-soft stroke-danger",
      label: "Conflict — a profile may not contain both",
    },
    {
      mark: <circle cx="8" cy="8" r="4.5" className="fill-accent" />,
      box: "fill-accent-soft",
      label: "Each mode recommends the other",
    },
    {
      mark: <path d={triangleUp(8, 8, 5)} className="fill-accent" />,
      box: "fill-bg-subtle",
      label: "The row's mode recommends the column's (points up at it)",
    },
    {
      mark: <path d={triangleLeft(8, 8, 5)} className="fill-accent" />,
      box: "fill-bg-subtle",
      label: "The column's mode recommends the row's (points left at it)",
    },
  ];
  return (
    <ul className="text-fg-muted flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <rect x="0.5" y="0.5" width="15" height="15" rx="3" className={item.box} />
            {item.mark}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** The conflicting pairs in words, before the picture: the one fact a reader must not miss. */
export function ConflictList({ modes }: { readonly modes: readonly MatrixMode[] }) {
  const pairs = conflictPairs(modes);
  return (
    <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{plural(pairs.length, "conflicting pair")}:</span>
      {pairs.map(([a, b]) => (
        <span
          key={`${a}-${b}`}
          className="border-danger/40 bg-danger-soft text-danger rounded-full border px-2.5 py-0.5 font-mono text-[13px]"
        >
          {a} ✕ {b}
        </span>
      ))}
    </p>
  );
}
