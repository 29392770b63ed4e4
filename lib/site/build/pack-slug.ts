import { slugify } from "../slug";

/** Slugs the site uses for its own pages under /packs/. */
export const RESERVED_PACK_SLUGS = Object.freeze(["lab"] as const);

/**
 * The pack page's slug: the slug of the pack's name (`default` → `default`, `Team Pack` →
 * `team-pack`). A name that gives no slug becomes `pack`; a reserved slug (`lab`) gets `-pack`.
 */
export function packPageSlug(name: string): string {
  const slug = slugify(name) || "pack";
  return (RESERVED_PACK_SLUGS as readonly string[]).includes(slug) ? `${slug}-pack` : slug;
}
