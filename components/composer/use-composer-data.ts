"use client";

import { use } from "react";

import {
  COMPOSER_DATA_URL,
  parseComposerData,
  type ComposerDataResult,
} from "@/lib/composer/composer-data-codec";
import { withBasePath } from "@/lib/base-path";
import { createComposerIndex, type ComposerIndex } from "@/lib/composer/composer-index";

export type ComposerDataState =
  { readonly ok: true; readonly index: ComposerIndex } | { readonly ok: false; readonly message: string };

let request: Promise<ComposerDataState> | undefined;

async function fetchData(): Promise<ComposerDataState> {
  let result: ComposerDataResult;
  try {
    const response = await fetch(withBasePath(COMPOSER_DATA_URL));
    result = response.ok
      ? parseComposerData(await response.text())
      : { ok: false, message: `${COMPOSER_DATA_URL} answered HTTP ${response.status}` };
  } catch (error) {
    result = {
      ok: false,
      message: `${COMPOSER_DATA_URL} could not be loaded (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  return result.ok ? { ok: true, index: createComposerIndex(result.data) } : result;
}

/** The catalog data, fetched once per page load; suspends until it arrives. */
export function useComposerData(): ComposerDataState {
  request ??= fetchData();
  return use(request);
}

/** Forgets a failed load so the next render fetches again. */
export function retryComposerData(): void {
  request = undefined;
}
