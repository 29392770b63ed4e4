export type Utf8Result =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly message: string; readonly line: number; readonly column: number };

/** Byte offset of the first byte that breaks UTF-8 (overlongs, surrogates, > U+10FFFF included), or -1. */
export function findInvalidUtf8(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    let length: number;
    let min = 0x80;
    let max = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) min = 0xa0;
      if (lead === 0xed) max = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) min = 0x90;
      if (lead === 0xf4) max = 0x8f;
    } else return index;
    for (let offset = 1; offset < length; offset += 1) {
      const byte = bytes[index + offset];
      const [low, high] = offset === 1 ? [min, max] : [0x80, 0xbf];
      if (byte === undefined || byte < low || byte > high) return index;
    }
    index += length;
  }
  return -1;
}

/** Decodes strict UTF-8 without a leading BOM; errors name the line and column of the bad byte. */
export function decodeUtf8(bytes: Uint8Array): Utf8Result {
  const invalid = findInvalidUtf8(bytes);
  if (invalid >= 0) {
    let line = 1;
    let column = 1;
    for (let index = 0; index < invalid; index += 1) {
      const byte = bytes[index] ?? 0;
      if (byte === 0x0a) {
        line += 1;
        column = 1;
      } else if ((byte & 0xc0) !== 0x80) {
        column += 1;
      }
    }
    const shown = (bytes[invalid] ?? 0).toString(16).padStart(2, "0");
    return {
      ok: false,
      message: `not valid UTF-8 at line ${line}, column ${column} (byte 0x${shown})`,
      line,
      column,
    };
  }
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return { ok: true, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.subarray(start)) };
}
