"use client";

import Link from "next/link";
import { useEffect, useSyncExternalStore } from "react";

import { suggestForPath } from "@/lib/site/suggest";

import { useSearchIndex } from "./use-search-index";

const noop = () => () => {};

/** On the 404 page: catalog entries whose names are close to the missing URL ("Did you mean …?"). */
export function NotFoundSuggestions() {
  const pathname = useSyncExternalStore(noop, () => window.location.pathname, () => "");
  const [index, loadIndex] = useSearchIndex();
  useEffect(() => {
    if (pathname) loadIndex();
  }, [pathname, loadIndex]);
  const suggestions = index.status === "ready" ? suggestForPath(pathname, index.entries) : [];
  if (suggestions.length === 0) return null;
  return (
    <div className="mt-8 rounded-lg border border-border p-4 text-left">
      <p className="text-sm font-medium text-fg-muted">Did you mean</p>
      <ul className="mt-2 space-y-1">
        {suggestions.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} prefetch={false} className="font-medium text-accent underline decoration-accent/40 hover:decoration-accent">
              {entry.title}
            </Link>{" "}
            <span className="font-mono text-xs text-fg-subtle">{entry.href}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
