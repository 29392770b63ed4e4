/** Longest slug: file names stay far under the 255 bytes file systems allow, extension included. */
export const MAX_SLUG_LENGTH = 128;

// Names Windows reserves for devices, with any extension (learn.microsoft.com/windows/win32/fileio/naming-a-file).
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

/**
 * The one slug of a profile name (contract §7): accents dropped (`Análise` → `analise`, as the site's
 * heading slugs and the import's folder names do), then camelCase boundaries and runs of characters
 * outside `[a-z0-9]` become `-`, lowercased, trimmed of `-`. `SupportTriage` → `support-triage`.
 * A name with no letter or digit at all gives `agent`, so every export still has a file name.
 * So that every slug is a file name on every system: at most `maxLength` characters (cut at a `-`
 * where there is one), and a Windows device name (`con`, `nul`, `com1`, …) gets `-agent`.
 */
export function exportSlug(name: string, maxLength: number = MAX_SLUG_LENGTH): string {
  let slug = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length > maxLength) {
    const cut = slug.slice(0, maxLength);
    const atHyphen = cut.lastIndexOf("-");
    slug = atHyphen > 0 ? cut.slice(0, atHyphen) : cut;
  }
  if (WINDOWS_DEVICE.test(slug)) return `${slug}-agent`;
  return slug === "" ? "agent" : slug;
}
