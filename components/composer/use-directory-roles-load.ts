"use client";

import { useState } from "react";

import type { ComposerIndex } from "@/lib/composer/composer-index";

import { describeError, loadDirectoryRoles } from "./use-composer-data";

/** The directory roles' on-demand load as a control shows it; `load` is undefined once they are in the index. */
export interface DirectoryRolesLoad {
  readonly load: (() => void) | undefined;
  readonly loading: boolean;
  /** Why the last load failed (the next `load` tries again), or null. */
  readonly problem: string | null;
}

/** For a control that lists roles: loads the directory roles when the reader turns to it. */
export function useDirectoryRolesLoad(index: ComposerIndex): DirectoryRolesLoad {
  const [state, setState] = useState<Omit<DirectoryRolesLoad, "load">>({ loading: false, problem: null });
  const load = () => {
    if (state.loading) return;
    setState({ loading: true, problem: null });
    loadDirectoryRoles().then(
      () => setState({ loading: false, problem: null }),
      (error: unknown) => setState({ loading: false, problem: describeError(error) }),
    );
  };
  return { ...state, load: index.directoryPending ? load : undefined };
}
