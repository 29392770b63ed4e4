// Which header link is the section being read: the longest nav path that prefixes the page's path,
// with role pages (/roles/…) under "Roles" (/), the catalog's front page.

/** The nav href for `pathname`, or null when no section holds the page (the 404 page). */
export function currentSection(pathname: string, hrefs: readonly string[]): string | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  const section = path.startsWith("/roles/") ? "/" : path;
  const matches = hrefs.filter(
    (href) => section === href || (href !== "/" && section.startsWith(`${href}/`)),
  );
  return matches.sort((a, b) => b.length - a.length)[0] ?? null;
}
