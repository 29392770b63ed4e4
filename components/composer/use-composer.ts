"use client";

import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from "react";

import type { ComposerIndex } from "@/lib/composer/composer-index";
import {
  initialComposerState,
  reduceComposer,
  type ComposerAction,
  type ComposerState,
} from "@/lib/composer/composer-state";
import { formatComposeQuery } from "@/lib/composer/compose-href";
import { EMPTY_QUERY } from "@/lib/composer/compose-query";
import { readExportTarget, withExportTarget } from "@/lib/composer/export-target-param";
import { readPlainComposeQuery } from "@/lib/composer/plain-query";
import { carryRunVars } from "@/lib/composer/run-vars-param";
import type { ParsedComposeQuery } from "@/lib/composer/url-codec";

import { loadedParts, loadParts } from "./load-panels";
import { useLocationSearch } from "./use-location-search";

/** The name of the User Timing measure of one edit: dispatch → committed DOM (scripts/bench/composer.ts). */
export const EDIT_MEASURE = "composer:edit";
const EDIT_START = "composer:edit-start";
/** URL rewrites are spaced this far apart: browsers throttle floods of them. */
const URL_WRITE_INTERVAL_MS = 300;

const canonical = (search: string) => new URLSearchParams(search).toString();
// The composition's rewrite keeps the Export panel's `to` parameter and the Run panel's `var.*` ones.
const keepPanelParams = (search: string) =>
  carryRunVars(
    withExportTarget(search, readExportTarget(new URLSearchParams(window.location.search)).target),
    window.location.search,
  );

/**
 * The composition a search string holds: a link without problems is read at once; one with problems
 * needs the full reader, which comes with the composer's lazily loaded parts (null until they have).
 */
function readQuery(search: string, index: ComposerIndex): ParsedComposeQuery | null {
  const params = new URLSearchParams(search);
  return readPlainComposeQuery(params, index) ?? loadedParts()?.parseComposeQuery(params, index) ?? null;
}

/** What the composer opens when a link's problems cannot be read (the parts failed to load). */
const UNREAD: ParsedComposeQuery = { query: EMPTY_QUERY, problems: [], ignored: [] };

/**
 * Composer state with the URL as its source: the state is read from the URL on load and on
 * outside navigation (links, back/forward); edits rewrite the URL in place (at once, then at most
 * every 300 ms while edits keep coming).
 */
export function useComposer(index: ComposerIndex): [ComposerState, (action: ComposerAction) => void] {
  const params = useLocationSearch();
  const [state, dispatch] = useReducer(
    (current: ComposerState, action: ComposerAction) => reduceComposer(current, action, index),
    params,
    // The first render waits for the parts when the page has a query (components/composer/composer.tsx).
    (initial) => initialComposerState(readQuery(initial.toString(), index) ?? UNREAD),
  );
  const synced = useRef(params.toString()); // the search string the state corresponds to
  const written = useRef(params.toString()); // the last search string put in the address bar
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastWrite = useRef(0);
  const pendingTarget = useRef("");
  const measuring = useRef(false);
  const measured = useRef(0);

  // Puts a composition's query string in the address bar, with the panels' parameters.
  const replaceSearch = (target: string) => {
    const full = keepPanelParams(target);
    written.current = canonical(full);
    window.history.replaceState(null, "", `${window.location.pathname}${full}`);
  };
  const cancelWrite = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  useEffect(() => {
    const search = params.toString();
    // Echoes of our own rewrites, and stale updates overtaken by a newer one, are not navigation.
    if (
      search === written.current ||
      search === synced.current ||
      search !== canonical(window.location.search)
    )
      return;
    cancelWrite();
    synced.current = search;
    written.current = search;
    const parsed = readQuery(search, index);
    if (parsed) {
      dispatch({ type: "load", parsed });
      return;
    }
    // A link with problems before the parts have arrived: read it once they have, unless the
    // page has navigated again meanwhile.
    let current = true;
    loadParts().then(
      () => current && dispatch({ type: "load", parsed: readQuery(search, index) ?? UNREAD }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [params, index]);

  useEffect(() => {
    if (state.problems.length > 0) return; // keep the broken link visible while its problems are shown
    const target = formatComposeQuery(state.query);
    if (canonical(target) === synced.current) return;
    synced.current = canonical(target);
    pendingTarget.current = target;
    const write = () => {
      timer.current = null;
      lastWrite.current = performance.now();
      replaceSearch(target);
    };
    cancelWrite();
    const wait = lastWrite.current + URL_WRITE_INTERVAL_MS - performance.now();
    if (wait <= 0) write();
    else timer.current = setTimeout(write, wait);
  }, [state.query, state.problems]);

  // A pending rewrite must land before the page goes away, and never after the composer unmounts.
  useEffect(() => {
    const flush = () => {
      if (timer.current === null) return;
      cancelWrite();
      replaceSearch(pendingTarget.current);
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      cancelWrite();
    };
  }, []);

  useLayoutEffect(() => {
    if (!measuring.current) return;
    measuring.current = false;
    performance.measure(EDIT_MEASURE, EDIT_START);
    performance.clearMarks(EDIT_START);
    measured.current += 1;
    if (measured.current % 1000 === 0) performance.clearMeasures(EDIT_MEASURE); // bound the timeline buffer
  }, [state]);

  const edit = useCallback((action: ComposerAction) => {
    measuring.current = true;
    performance.mark(EDIT_START);
    dispatch(action);
  }, []);

  return [state, edit];
}
