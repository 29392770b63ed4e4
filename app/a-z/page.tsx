import type { Metadata } from "next";

import { PageHeader } from "@/components/catalog/page-header";
import { A_Z_HREF, SEARCH_KIND_LABEL } from "@/lib/site/browser/search";
import { buildSearchRecords, searchEntriesOf } from "@/lib/site/build/search-records";
import { directoryListPageHref } from "@/lib/site/directory-role-list";

import { indexEntries, indexLetters } from "./index-letters";

export const metadata: Metadata = {
  title: "A–Z index",
  description:
    "Every role, mode, emission model, directory role and tool of the catalog by name, from A to Z: what the search finds, on one page that needs no JavaScript.",
};

const letterId = (letter: string) => (letter === "#" ? "other" : `letter-${letter.toLowerCase()}`);

/**
 * /a-z: every entry the search dialog finds (lib/site/build/search-records.ts), by title. It is where
 * the header's Search leads without JavaScript, where the browser's find in page does the searching.
 * A directory role shows its name only, and past A_Z_DIRECTORY_ROLES of them none is listed: the page
 * says how many there are and links to the paged /directory-roles-list pages, so it does not grow
 * with a team's folder.
 */
export default function AZIndexPage() {
  const { listed: entries, directoryRolesLeftOut } = indexEntries(
    searchEntriesOf(buildSearchRecords()).filter((entry) => entry.href !== A_Z_HREF),
  );
  const letters = indexLetters(entries);
  return (
    <>
      <PageHeader
        title="A–Z index"
        lead="Every role, mode, emission model, directory role and tool of the catalog by name. Your browser's find in page (Ctrl+F or ⌘F) searches the list; with JavaScript on, the header's Search (or the / key) finds them by what they do."
      >
        {directoryRolesLeftOut > 0 && (
          <p className="text-fg-muted mt-3 max-w-3xl" data-testid="a-z-directory-roles">
            The {directoryRolesLeftOut.toLocaleString("en-US")} directory roles are not listed here, to keep
            this page short: find them by name in the{" "}
            <a href={directoryListPageHref(1)} className="text-accent underline">
              list of directory roles
            </a>
            .
          </p>
        )}
        <nav aria-label="Letters" className="mt-4">
          <ul className="flex flex-wrap gap-1 font-mono text-sm">
            {letters.map(([letter]) => (
              <li key={letter}>
                <a
                  href={`#${letterId(letter)}`}
                  className="border-border hover:bg-bg-muted inline-flex min-w-8 justify-center rounded-md border px-2 py-1"
                >
                  {letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {letters.map(([letter, listed]) => (
        <section key={letter} aria-labelledby={letterId(letter)} data-testid="a-z-letter">
          <h2 id={letterId(letter)} className="mt-10 mb-3 scroll-mt-20 text-xl font-semibold">
            {letter}
          </h2>
          <ul className="space-y-2">
            {listed.map((entry) => (
              <li key={entry.href}>
                <a
                  href={entry.href}
                  className="text-accent font-medium hover:underline"
                  data-testid="a-z-entry"
                >
                  {entry.title}
                </a>{" "}
                <span className="text-fg-muted text-xs">{SEARCH_KIND_LABEL[entry.kind]}</span>
                {entry.kind !== "directory-role" && (
                  <span className="text-fg-muted block max-w-3xl text-sm">{entry.summary}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
