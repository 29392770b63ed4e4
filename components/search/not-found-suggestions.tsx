"use client";

import Link from "next/link";
import { useEffect, useSyncExternalStore } from "react";

import { suggestForPath } from "@/lib/site/suggest";

import { useSearchIndex } from "./use-search-index";

const noop = () => () => {};

/** On the 404 page: catalog entries whose names are close to the missing URL ("Did you mean …?"). */
export function NotFoundSuggestions() {
  const pathname = useSyncExternalStore(
    noop,
    () => window.location.pathname,
    () => "",
  );
  const [index, loadIndex] = useSearchIndex();
  useEffect(() => {
    if (pathname) loadIndex();
  }, [pathname, loadIndex]);
  const suggestions = index.status === "ready" ? suggestForPath(pathname, index.entries) : [];
  if (suggestions.length === 0) return null;
  return (
    <div className="border-border mt-8 rounded-lg border p-4 text-left">
      <p className="text-fg-muted text-sm font-medium">Did you mean</p>
      <ul className="mt-2 space-y-1">
        {suggestions.map((entry) => (
          <li key={entry.href}>
            <Link
              href={entry.href}
              prefetch={false}
              className="text-accent decoration-accent/40 hover:decoration-accent font-medium underline"
            >
              {entry.title}
            </Link>{" "}
            <span className="text-fg-subtle font-mono text-xs">{entry.href}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
