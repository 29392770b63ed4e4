// Copying an exported file for a copy-then-open link: in the composer its text is at hand; on a role
// page the static file is fetched, inside a pending ClipboardItem so the click's permission holds.

/** What a copy-then-open link copies: the file's text, or the URL of the static file. */
export type CopySource = { readonly text: string } | { readonly url: string };

async function fileText(source: CopySource): Promise<string> {
  if ("text" in source) return source.text;
  const response = await fetch(source.url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/** Copies the file to the clipboard; rejects when it cannot be read or copied. */
export function copyFile(source: CopySource): Promise<void> {
  const text = fileText(source);
  if ("url" in source && typeof ClipboardItem !== "undefined" && navigator.clipboard?.write)
    return navigator.clipboard.write([
      new ClipboardItem({ "text/plain": text.then((value) => new Blob([value], { type: "text/plain" })) }),
    ]);
  return text.then((value) => navigator.clipboard.writeText(value));
}

/** The words a link's status line shows after a copy. */
export const COPY_STATUS = Object.freeze({
  copied: "File copied.",
  failed: "The file could not be copied: use the file link.",
});
