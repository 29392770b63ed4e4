// Everything /compare shows for a query, from the composer's plain catalog data: both messages with
// their sources, the line diff, and the emission contracts.
import {
  buildSourcedMessage,
  diffEmissions,
  diffSourcedMessages,
  type CompositionSpec,
  type EmissionDelta,
  type MessageDiff,
  type SourcedMessage,
} from "@/lib/casts/compare";
import type { PolicyLines } from "@/lib/casts/core/runtime-message";
import type { ComposerIndex } from "@/lib/composer/composer-index";
import { estimateTokens } from "@/lib/casts/core/characters";

import type { CompareQuery, PackChoice } from "./compare-query";

export interface ComparisonSide {
  /** Exactly buildSystemMessage() of the side's composition. */
  readonly systemMessage: string;
  /** What the diff compares: the system message, or the runtime message in the runtime view. */
  readonly message: SourcedMessage;
}

export interface Comparison {
  readonly a: ComparisonSide;
  readonly b: ComparisonSide;
  readonly diff: MessageDiff;
  readonly emissions: readonly EmissionDelta[];
}

/** Role bodies fetched so far, by role name (the index ships roles without their bodies). */
export type RoleBodies = (role: string) => string | undefined;

/** The lab's pack as the page has it: a policy lookup, or null when the browser holds none. */
export type LabPolicies = ((role: string) => PolicyLines | null) | null;

function side(
  index: ComposerIndex,
  bodies: RoleBodies,
  spec: CompositionSpec,
  runtime: boolean,
  pack: PackChoice,
  lab: LabPolicies,
): ComparisonSide {
  const known = index.roleByName.get(spec.role);
  const role = { name: spec.role, body: bodies(spec.role) ?? "", config: known?.config ?? null };
  const modes = spec.modes.map((name) => index.modeByName.get(name) ?? { name, behaviors: "" });
  const plain = buildSourcedMessage({ role, modes });
  if (!runtime) return { systemMessage: plain.text, message: plain };
  const policy = pack === "lab" && lab ? lab(role.name) : role.config;
  return { systemMessage: plain.text, message: buildSourcedMessage({ role, modes, policy }) };
}

export function buildComparison(
  index: ComposerIndex,
  query: CompareQuery,
  lab: LabPolicies,
  bodies: RoleBodies,
): Comparison {
  const runtime = query.view === "runtime";
  const a = side(index, bodies, query.a, runtime, query.packA, lab);
  const b = side(index, bodies, query.b, runtime, query.packB, lab);
  const emissionsOf = (spec: CompositionSpec) => index.roleByName.get(spec.role)?.emits ?? [];
  return {
    a,
    b,
    diff: diffSourcedMessages(a.message, b.message, { countTokens: estimateTokens }),
    emissions: diffEmissions(emissionsOf(query.a), emissionsOf(query.b)),
  };
}
