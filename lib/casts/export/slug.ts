/**
 * The one slug of a profile name (contract §7): camelCase boundaries and runs of characters outside
 * `[a-z0-9]` become `-`, lowercased, trimmed of `-`. `SupportTriage` → `support-triage`.
 * A name with no letter or digit at all gives `agent`, so every export still has a file name.
 */
export function exportSlug(name: string): string {
  const slug = name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "agent" : slug;
}
