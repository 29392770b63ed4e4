"use client";

import { useCallback, useMemo } from "react";

import { composeProfile } from "@/lib/composer/compose";
import { createComposerIndex } from "@/lib/composer/composer-index";
import type { ComposeQuery, ComposerData } from "@/lib/composer/types";

import { ComposeErrors } from "./compose-errors";
import { CompositionForm } from "./composition-form";
import { ConflictAlert } from "./conflict-alert";
import { EmissionsPanel } from "./emissions-panel";
import { EmptyState } from "./empty-state";
import { MessagePanel } from "./message-panel";
import { useComposer } from "./use-composer";
import { YamlPanel } from "./yaml-panel";

/** The profile composer island: state from the URL, everything else derived from plain data. */
export function Composer({ data }: { readonly data: ComposerData }) {
  const index = useMemo(() => createComposerIndex(data), [data]);
  const [state, edit] = useComposer(index);
  const composition = useMemo(() => composeProfile(index, state.query), [index, state.query]);
  const open = useCallback(
    (query: ComposeQuery, status: string) => edit({ type: "load", parsed: { query, problems: [], ignored: [] }, status }),
    [edit],
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,23rem)_minmax(0,1fr)] lg:gap-8" data-testid="composer">
      <p className="sr-only" aria-live="polite" data-testid="composer-status">
        {state.status}
      </p>
      {state.problems.length > 0 ? (
        <ComposeErrors
          problems={state.problems}
          recovered={state.query}
          onRecover={() => edit({ type: "recover" })}
          onReset={() => edit({ type: "reset" })}
        />
      ) : (
        <>
          <CompositionForm index={index} state={state} composition={composition} edit={edit} />
          <div className="min-w-0 space-y-6">
            {composition === null ? (
              <EmptyState onOpen={open} />
            ) : (
              <>
                {composition.conflict ? <ConflictAlert conflict={composition.conflict} /> : null}
                <MessagePanel composition={composition} packName={data.packName} />
                <EmissionsPanel roleName={composition.role.name} emissions={composition.emissions} models={data.models} />
                <YamlPanel composition={composition} onImport={open} />
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
