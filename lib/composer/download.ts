/**
 * How long a download's object URL lives: revoked at once or on the next tick, the URL may be gone
 * before a browser that starts the download late has read the blob, and the file is lost silently.
 */
export const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Saves a blob as a file through a temporary object URL. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

/** Saves text as a file. */
export function downloadText(fileName: string, text: string, type = "application/yaml"): void {
  downloadBlob(fileName, new Blob([text], { type: `${type};charset=utf-8` }));
}
