// Part of the browser core (@/lib/casts/core): a profile's YAML, apart from the rest of
// composition.ts so that code needing only the system message does not bundle the PyYAML emitter.
import { dumpPyYamlMapping } from "./pyyaml-dump";

/** A profile as its serialized fields (snake_case keys, mode names in order). */
export interface ProfileFields {
  readonly name: string;
  readonly role: string;
  readonly modes: readonly string[];
}

/** The reference implementation's profile YAML, byte for byte (PyYAML dump, sorted keys, block lists). */
export function profileYaml(profile: ProfileFields): string {
  return dumpPyYamlMapping({ modes: [...profile.modes], name: profile.name, role: profile.role });
}
