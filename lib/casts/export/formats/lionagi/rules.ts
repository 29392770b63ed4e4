// The constraints of LionAGI's AgentSpec YAML (contract section 7): `role` names a catalog role and
// `modes` is a list of mode names; the loader is `AgentSpec.from_yaml` (https://github.com/khive-ai/lionagi).
import { parse } from "yaml";

import type { LintRule } from "../format";
import { rule } from "../lint-kit";

const SOURCE = "https://github.com/khive-ai/lionagi";

function spec(content: string): Record<string, unknown> | null {
  try {
    const data: unknown = parse(content);
    return data !== null && typeof data === "object" && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export const rules: readonly LintRule[] = [
  rule({ id: "lionagi/role-required", source: SOURCE, summary: "`role` names the catalog role." }, (file) => {
    const role = spec(file.content)?.["role"];
    return typeof role === "string" && role !== "" ? [] : ["`role` is missing"];
  }),
  rule({ id: "lionagi/modes-list", source: SOURCE, summary: "`modes` is a list of mode names." }, (file) => {
    const modes = spec(file.content)?.["modes"];
    return modes === undefined || (Array.isArray(modes) && modes.every((mode) => typeof mode === "string"))
      ? []
      : ["`modes` is not a list of names"];
  }),
];
