// The pairwise relations drawn in the modes matrix.

export interface MatrixMode {
  readonly name: string;
  readonly conflictsWith: readonly string[];
  readonly pairsWith: readonly string[];
}

export type MatrixCell = "self" | "conflict" | "pairs-both" | "pairs-row" | "pairs-column" | "none";

/** How the row mode relates to the column mode; a conflict declared by either side counts (ADR D2). */
export function matrixCell(row: MatrixMode, column: MatrixMode): MatrixCell {
  if (row.name === column.name) return "self";
  if (row.conflictsWith.includes(column.name) || column.conflictsWith.includes(row.name)) return "conflict";
  const forward = row.pairsWith.includes(column.name);
  const backward = column.pairsWith.includes(row.name);
  if (forward && backward) return "pairs-both";
  if (forward) return "pairs-row";
  if (backward) return "pairs-column";
  return "none";
}

/** Each unordered conflicting pair once, in catalog order. */
export function conflictPairs(modes: readonly MatrixMode[]): [string, string][] {
  const pairs: [string, string][] = [];
  modes.forEach((row, index) => {
    for (const column of modes.slice(index + 1)) {
      if (matrixCell(row, column) === "conflict") pairs.push([row.name, column.name]);
    }
  });
  return pairs;
}
