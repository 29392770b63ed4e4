/** `<name>.profile.yaml`, with characters that file systems reject or misread replaced by `-`. */
export function profileFileName(profileName: string): string {
  const safe = profileName
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}._-]+/gu, "-")
    .replace(/^[.-]+|-+$/g, "")
    .slice(0, 120);
  return `${safe === "" ? "profile" : safe}.profile.yaml`;
}
