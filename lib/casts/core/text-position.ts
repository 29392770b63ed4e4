// Part of the browser core (@/lib/casts/core): offset → line/column, delegating to the one
// implementation in ./limits (LineIndex).
import { positionAt } from "./limits";

/** The 1-based line and column (in characters, i.e. code points) of a UTF-16 offset into `text`. */
export function textPosition(text: string, offset: number): { line: number; column: number } {
  return positionAt(text, offset);
}

/** ` at line L, column C` for an offset in the text, as error messages write it. */
export function atLineColumn(text: string, offset: number): string {
  const { line, column } = positionAt(text, offset);
  return ` at line ${line}, column ${column}`;
}
