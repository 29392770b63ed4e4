"use client";

import { useEffect, useMemo } from "react";

import { roleBodies, useComposerData } from "@/components/composer/use-composer-data";
import { useDirectoryRolesLoad } from "@/components/composer/use-directory-roles-load";
import { useFetched } from "@/components/composer/use-fetched";
import { buildComparison } from "@/lib/compare-page/build-comparison";
import { isPendingSide, type CompareQuery } from "@/lib/compare-page/compare-query";
import type { ComposerIndex } from "@/lib/composer/composer-index";

import { CompareView } from "./compare-view";
import { useCompareUrl } from "./use-compare-url";
import { useLabPack } from "./use-lab-pack";

/**
 * /compare: two compositions side by side, the line diff with sources, and what each part costs.
 * `onReady` is called once both sides' role bodies are in and the comparison is drawn (or the data
 * failed to load, which it then says).
 */
export function Compare({ onReady }: { readonly onReady?: () => void } = {}) {
  const data = useComposerData();
  const failed = !data.ok;
  useEffect(() => {
    if (failed) onReady?.();
  }, [failed, onReady]);
  if (!data.ok)
    return (
      <p role="alert" className="text-danger">
        The catalog data could not be loaded: {data.message}
      </p>
    );
  return <CompareLoaded index={data.index} onReady={onReady} />;
}

function CompareLoaded({
  index,
  onReady,
}: {
  readonly index: ComposerIndex;
  readonly onReady: (() => void) | undefined;
}) {
  // The directory roles join the role lists when the reader turns to one, or when the link names a
  // role the index does not have yet: that side waits for them (isPendingSide), then is read again.
  const directory = useDirectoryRolesLoad(index);
  const known = useMemo(
    () => ({
      roles: index.roles,
      modes: index.modes,
      modeByName: index.modeByName,
      directoryPending: index.directoryPending,
      directoryProblem: directory.problem,
    }),
    [index, directory.problem],
  );
  const [{ query, problems }, setQuery] = useCompareUrl(known);
  // A pending side's role is listed while it loads, so its list shows the name the link gave.
  const pendingRoles = [query.a, query.b]
    .filter((side) => isPendingSide(side, known))
    .map((side) => side.role);
  const pending = pendingRoles.length > 0;
  const { load: loadDirectory, loading: directoryLoading } = directory;
  useEffect(() => {
    if (pending && !directoryLoading) loadDirectory?.();
  }, [pending, directoryLoading, loadDirectory]);
  const wantsLab = query.view === "runtime" && (query.packA === "lab" || query.packB === "lab");
  const lab = useLabPack(wantsLab);
  // Bodies are fetched per role; each side shows "loading" until its body arrives (a pending side's
  // role is not in the index yet: it is fetched once the directory roles have joined).
  const bodyA = useFetched(roleBodies, index.roleByName.has(query.a.role) ? query.a.role : null);
  const bodyB = useFetched(roleBodies, index.roleByName.has(query.b.role) ? query.b.role : null);
  const textA = bodyA.status === "ready" ? bodyA.value : undefined;
  const textB = bodyB.status === "ready" ? bodyB.value : undefined;
  const loading =
    (query.a.role !== "" && textA === undefined) || (query.b.role !== "" && textB === undefined);
  const comparison = useMemo(
    () =>
      buildComparison(index, query, lab.policies, (role) =>
        role === query.a.role ? textA : role === query.b.role ? textB : undefined,
      ),
    [index, query, lab.policies, textA, textB],
  );
  const edit = (change: Partial<CompareQuery>) => setQuery({ ...query, ...change });
  useEffect(() => {
    if (!loading) onReady?.();
  }, [loading, onReady]);
  return (
    <CompareView
      roles={pending ? [...new Set([...index.roles, ...pendingRoles])] : index.roles}
      modes={index.data.modes}
      query={query}
      problems={problems}
      comparison={comparison}
      loading={loading}
      labProblem={lab.problem}
      directoryProblem={directory.problem}
      actions={{ edit, onNeedRoles: directory.load }}
    />
  );
}
