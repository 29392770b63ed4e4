import { DIRECTORY_ROLE_CONFIG_DEFAULTS, type DirectoryRoleConfig } from "@/lib/casts/directory-roles";

/** One config.json field as the pages show it. */
export interface ConfigFieldView {
  readonly key: keyof DirectoryRoleConfig;
  /** What the field does, in one sentence. */
  readonly help: string;
  /** Values to show; an empty list shows `empty`. */
  readonly values: readonly string[];
  readonly code: boolean;
  readonly empty: string;
  readonly isDefault: boolean;
}

const POLICY_HELP = {
  responsive: "Yields back after it produces output.",
  continuous: "Keeps working until it calls yield_back.",
} as const;

const FIELDS: readonly { key: keyof DirectoryRoleConfig; help: string; code: boolean; empty?: string }[] = [
  {
    key: "model",
    help: "Regular expression matched against the whole model ID; only matching models may run the role.",
    code: true,
  },
  { key: "required_tools", help: "Tools the role needs available.", code: true, empty: "None" },
  {
    key: "auto_approve_tools",
    help: "Tools it may call without asking the user first.",
    code: true,
    empty: "None",
  },
  {
    key: "tool_filter",
    help: "Regular expressions matched against whole tool names; only matching tools are visible to the role.",
    code: true,
    empty: "No filter: every tool is visible",
  },
  { key: "execution_environment", help: "Where the role's tool calls run.", code: true },
  { key: "behavior_policy", help: "", code: false },
  { key: "max_truncation_retries", help: "Retries when the token window cuts an output short.", code: false },
  { key: "max_output_turns", help: "Output-producing turns per invoke_agent call.", code: false },
  { key: "max_output_attempts", help: "produce_output attempts per output turn.", code: false },
];

/** The model pattern that lets every model run the role (the seed's default). */
const ANY_MODEL = ".*";

function valuesOf(value: DirectoryRoleConfig[keyof DirectoryRoleConfig]): readonly string[] {
  return typeof value === "object" ? value : [String(value)];
}

/** Every config field in the seed's order, with its value and whether it is the default. */
export function describeConfig(config: DirectoryRoleConfig): ConfigFieldView[] {
  return FIELDS.map(({ key, help, code, empty }) => {
    const values = valuesOf(config[key]);
    const defaults = valuesOf(DIRECTORY_ROLE_CONFIG_DEFAULTS[key]);
    const anyModel = key === "model" && config.model === ANY_MODEL;
    return {
      key,
      help: key === "behavior_policy" ? POLICY_HELP[config.behavior_policy] : help,
      values: anyModel ? ["Any model"] : values,
      code: code && !anyModel,
      empty: empty ?? "",
      isDefault:
        values.length === defaults.length && values.every((value, index) => value === defaults[index]),
    };
  });
}
