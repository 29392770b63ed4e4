// The pack lab's whole report for one text, as plain data (it crosses from the lint worker to the page).
import { effectiveConfigs, type EffectiveRoleConfig } from "@/lib/casts/pack-settings";
import { Pack } from "@/lib/casts/pack";
import { lintPackText } from "@/lib/casts/pack-lint";
import { listRoles } from "@/lib/casts/pattern";

import { labFindings, type LabFinding } from "./pack-findings";

export interface PackLabReport {
  /** Every finding (every format error at once), with what the author probably meant. */
  readonly findings: readonly LabFinding[];
  readonly errors: number;
  readonly warnings: number;
  /** The pack's name, or null when the text is not a valid pack. */
  readonly packName: string | null;
  /** Every catalog role (then any the pack adds) under the pack; [] when the text is not a valid pack. */
  readonly effective: readonly EffectiveRoleConfig[];
}

let defaultPackCache: { readonly text: string; readonly pack: Pack | null } | undefined;

function defaultPack(text: string | null): Pack | null {
  if (text === null) return null;
  if (defaultPackCache?.text !== text) {
    let pack: Pack | null = null;
    try {
      pack = Pack.fromYaml(text, { name: "default" });
    } catch {
      pack = null;
    }
    defaultPackCache = { text, pack };
  }
  return defaultPackCache.pack;
}

/** Findings and the effective configuration of `text`, compared with the default pack's text. */
export function analysePack(text: string, defaultPackText: string | null): PackLabReport {
  const lint = lintPackText(text, { name: "pack" });
  const { pack, data } = lint;
  const findings = labFindings(text, lint);
  const errors = findings.filter((finding) => finding.severity === "error").length;
  const effective = pack
    ? effectiveConfigs(pack, { roles: listRoles(), defaultPack: defaultPack(defaultPackText), data })
    : [];
  return { findings, errors, warnings: findings.length - errors, packName: pack?.name ?? null, effective };
}
