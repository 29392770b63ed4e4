// A file the reader chose in the browser (the pack lab's "Open a file…", the composer's profile
// import), read as text the way the command line reads one (lib/casts/node/files.ts: readTextFile):
// one over the input limit is refused before it is read, and one that is not UTF-8 is refused with the
// line and column of its first bad byte, where File.text() would put U+FFFD in place of each bad byte
// and the pack or profile would go on with text its author never wrote.
import { inputTooLargeMessage, MAX_INPUT_BYTES } from "@/lib/casts/core/input-size";
import { decodeUtf8 } from "@/lib/casts/directory-roles/utf8";

export type ChosenFileText =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly code: "INPUT_TOO_LARGE" | "NOT_UTF8"; readonly message: string };

/** The file's text (a BOM dropped), or why it was refused, naming the file. */
export async function readChosenFile(file: Blob & { readonly name: string }): Promise<ChosenFileText> {
  if (file.size > MAX_INPUT_BYTES)
    return {
      ok: false,
      code: "INPUT_TOO_LARGE",
      message: inputTooLargeMessage(file.name, file.size, "file"),
    };
  const decoded = decodeUtf8(new Uint8Array(await file.arrayBuffer()));
  if (!decoded.ok) return { ok: false, code: "NOT_UTF8", message: `${file.name}: ${decoded.message}` };
  return { ok: true, text: decoded.text };
}
