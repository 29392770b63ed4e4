// The constraints of LionAGI's AgentSpec YAML (contract section 7): `role` names a catalog role and
// `modes` is a list of mode names; the loader is `AgentSpec.from_yaml` (https://github.com/khive-ai/lionagi).
import type { LintRule } from "../format";
import { rule, yamlData } from "../lint-kit";

const SOURCE = "https://github.com/khive-ai/lionagi";

export const rules: readonly LintRule[] = [
  rule({ id: "lionagi/role-required", source: SOURCE, summary: "`role` names the catalog role." }, (file) => {
    const role = yamlData(file)?.["role"];
    return typeof role === "string" && role !== "" ? [] : ["`role` is missing"];
  }),
  rule({ id: "lionagi/modes-list", source: SOURCE, summary: "`modes` is a list of mode names." }, (file) => {
    const modes = yamlData(file)?.["modes"];
    return modes === undefined || (Array.isArray(modes) && modes.every((mode) => typeof mode === "string"))
      ? []
      : ["`modes` is not a list of names"];
  }),
];
