// Part of the browser core (@/lib/casts/core): the one offset → line/column conversion.

/** The 1-based line and column (in characters, i.e. code points) of a UTF-16 offset into `text`. */
export function textPosition(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (
    let index = text.indexOf("\n");
    index !== -1 && index < offset;
    index = text.indexOf("\n", index + 1)
  ) {
    line += 1;
    lineStart = index + 1;
  }
  let column = 1;
  for (let index = lineStart; index < offset; index += 1) {
    const code = text.charCodeAt(index);
    // A surrogate pair is one character.
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < offset) index += 1;
    column += 1;
  }
  return { line, column };
}

/** ` at line L, column C` for an offset in the text, as error messages write it. */
export function atLineColumn(text: string, offset: number): string {
  const { line, column } = textPosition(text, offset);
  return ` at line ${line}, column ${column}`;
}
