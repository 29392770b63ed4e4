// The `role[:m1,m2,…]` syntax shared by /compare's URL (`a=`, `b=`) and `casts diff <a> <b>`;
// writing it is spec-format.ts (re-exported here).
import { specRole, type CompositionSpec } from "./spec-format";

export { formatCompositionSpec } from "./spec-format";
export type { CompositionSpec } from "./spec-format";

export type CompositionSpecResult =
  { readonly ok: true; readonly spec: CompositionSpec } | { readonly ok: false; readonly message: string };

/** Longest accepted spec and mode count: catalog names are short, so more is a broken or hostile link. */
export const SPEC_LIMITS = Object.freeze({ characters: 2000, modes: 32 });

export interface KnownCompositionNames {
  readonly roles: readonly string[];
  readonly modes: readonly string[];
}

/** Reads `role[:m1,m2]`; `label` (e.g. "a") names the input in messages. Names are checked when `known` is given. */
export function parseCompositionSpec(
  text: string,
  label: string,
  known?: KnownCompositionNames,
): CompositionSpecResult {
  if (text.length > SPEC_LIMITS.characters) {
    return {
      ok: false,
      message: `${label}: ${text.length} characters long; the limit is ${SPEC_LIMITS.characters}`,
    };
  }
  const role = specRole(text);
  const afterColon = text.slice(role.length + 1); // "" without a colon, or with nothing after it
  const modes = afterColon === "" ? [] : afterColon.split(",");
  if (role === "")
    return { ok: false, message: `${label}: no role; write role or role:mode1,mode2 (e.g. critic:slow)` };
  if (modes.length > SPEC_LIMITS.modes) {
    return { ok: false, message: `${label}: ${modes.length} modes; the limit is ${SPEC_LIMITS.modes}` };
  }
  const empty = modes.findIndex((mode) => mode === "");
  if (empty !== -1)
    return { ok: false, message: `${label}: mode ${empty + 1} is empty; remove the extra comma` };
  if (known) {
    if (!known.roles.includes(role)) {
      return {
        ok: false,
        message: `${label}: Unknown role: '${role}'. Available: ${known.roles.join(", ")}`,
      };
    }
    const unknown = modes.find((mode) => !known.modes.includes(mode));
    if (unknown !== undefined) {
      return {
        ok: false,
        message: `${label}: Unknown mode: '${unknown}'. Available: ${known.modes.join(", ")}`,
      };
    }
  }
  return { ok: true, spec: { role, modes } };
}
