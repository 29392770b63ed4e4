// Input bytes as the readers' text: strict UTF-8 without a BOM, LF line ends.
import { decodeUtf8 } from "../directory-roles/utf8";
import { ImportError } from "./read-kit";
import type { ImportInput } from "./types";

const encoder = new TextEncoder();

/** Strict UTF-8 (a BOM dropped), LF line ends. */
export function decodeText(input: ImportInput): string {
  let text: string;
  if (typeof input.bytes === "string") text = input.bytes.replace(/^\uFEFF/, "");
  else {
    const decoded = decodeUtf8(input.bytes);
    if (!decoded.ok)
      throw new ImportError("NOT_UTF8", `${input.path}: ${decoded.message}`, { path: input.path });
    text = decoded.text;
  }
  return text.replace(/\r\n?/g, "\n");
}

/** The input's size in bytes of UTF-8. */
export function sizeOf(bytes: Uint8Array | string): number {
  return typeof bytes === "string" ? encoder.encode(bytes).length : bytes.length;
}
