"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from "react";

import type { ComposerIndex } from "@/lib/composer/composer-index";
import { initialComposerState, reduceComposer, type ComposerAction, type ComposerState } from "@/lib/composer/composer-state";
import { formatComposeQuery, parseComposeQuery } from "@/lib/composer/url-codec";

/** The name of the User Timing measure of one edit: dispatch → committed DOM (scripts/bench/composer.ts). */
export const EDIT_MEASURE = "composer:edit";
const EDIT_START = "composer:edit-start";

const canonical = (search: string) => new URLSearchParams(search).toString();

/**
 * Composer state with the URL as its source: the state is read from the URL on load and on
 * outside navigation (links, back/forward); every edit rewrites the URL in place.
 */
export function useComposer(index: ComposerIndex): [ComposerState, (action: ComposerAction) => void] {
  const params = useSearchParams();
  const [state, dispatch] = useReducer(
    (current: ComposerState, action: ComposerAction) => reduceComposer(current, action, index),
    params,
    (initial) => initialComposerState(parseComposeQuery(new URLSearchParams(initial.toString()), index)),
  );
  // The canonical search string the current state corresponds to.
  const synced = useRef(params.toString());
  const measuring = useRef(false);
  const measured = useRef(0);

  useEffect(() => {
    const search = params.toString();
    // A stale update from one of our own rapid rewrites: the newest one follows.
    if (search !== canonical(window.location.search) || search === synced.current) return;
    synced.current = search;
    dispatch({ type: "load", parsed: parseComposeQuery(new URLSearchParams(search), index) });
  }, [params, index]);

  useEffect(() => {
    if (state.problems.length > 0) return; // keep the broken link visible while its problems are shown
    const target = formatComposeQuery(state.query);
    if (canonical(target) === synced.current) return;
    synced.current = canonical(target);
    window.history.replaceState(null, "", `${window.location.pathname}${target}`);
  }, [state.query, state.problems]);

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
