// The composition's profile YAML, for the YAML panel: the PyYAML emitter loads with the panel,
// not with the composer's first load.
import { profileYaml } from "@/lib/casts/core/profile-yaml";

import type { Composition } from "../composition";

/** `Profile.toYaml()` of the composition; null while a conflict stops a Profile from being built. */
export function compositionYaml(
  composition: Pick<Composition, "conflict" | "profileName" | "role" | "modes">,
): string | null {
  if (composition.conflict) return null;
  return profileYaml({
    name: composition.profileName,
    role: composition.role.name,
    modes: composition.modes.map((note) => note.mode.name),
  });
}
