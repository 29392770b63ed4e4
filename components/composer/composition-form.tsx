"use client";

import { Suspense, type ReactNode } from "react";

import type { ComposerIndex } from "@/lib/composer/composer-index";
import type { ComposerAction, ComposerState } from "@/lib/composer/composer-state";

import { HistoryBar } from "./load-panels";
import { RolePicker } from "./role-picker";
import { useDirectoryRolesLoad } from "./use-directory-roles-load";

interface CompositionFormProps {
  readonly index: ComposerIndex;
  readonly state: ComposerState;
  readonly edit: (action: ComposerAction) => void;
  /** The rest of the form once a role is picked (panels/composed/role-section.tsx). */
  readonly children?: ReactNode;
}

/** The inputs: the role picker, which the empty composer shows too, then the picked role's section. */
export function CompositionForm({ index, state, edit, children }: CompositionFormProps) {
  const directory = useDirectoryRolesLoad(index);
  return (
    <section aria-labelledby="composition-heading" className="min-w-0 space-y-5">
      <h2 id="composition-heading" className="sr-only">
        Composition
      </h2>
      {state.ignoredParams.length > 0 ? (
        // Each key the composer does not read, by name (the list ends "and N more" past five): the contract's
        // compose-error when it is the link's only fault; with other problems the box above is that hook.
        <p
          className="bg-warning-soft text-warning rounded-md px-3 py-2 text-xs"
          data-testid={state.problems.length > 0 ? "ignored-params" : "compose-error"}
        >
          {state.ignoredParams
            .map((key) =>
              /^and \d/.test(key)
                ? `(${key})`
                : `The URL's '${key}' is not ${key === "mode" ? "read: did you mean 'modes'?" : "a composer setting."}`,
            )
            .join(" ")}
        </p>
      ) : null}
      <div className="relative">
        {state.past.length > 0 || state.future.length > 0 ? (
          // Undo and redo, laid over the picker's label line (panels/history-bar.tsx). Until its code
          // arrives (it is usually preloaded) nothing shows.
          <Suspense fallback={null}>
            <HistoryBar.Component state={state} edit={edit} />
          </Suspense>
        ) : null}
        <RolePicker
          roles={index.data.roles}
          notLoaded={index.directoryPending ? index.data.directoryRoles : 0}
          directory={directory}
          current={state.query.role}
          onPick={(name) => edit({ type: "pick-role", role: name })}
        />
      </div>
      {children}
    </section>
  );
}
