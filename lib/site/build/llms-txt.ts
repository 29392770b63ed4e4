// Free of "server-only": the post-build step writes /llms.txt from here outside Next
// (postbuild/data-files.ts), as `npx tsx postbuild/main.ts` and `npm run dev` run it.
import { EMISSION_MODELS } from "@/lib/casts";

import { getModeSummaries, getRoleSummaries } from "./catalog-data";

export interface LlmsTxtExtras {
  /** The pack page's address (`/packs/<slug>`) and the pack's name. */
  readonly pack?: { readonly href: string; readonly name: string };
  /** The build's directory roles (name and description). */
  readonly directoryRoles?: readonly { readonly name: string; readonly description: string }[];
}

/** The plain-text index of the catalog served as /llms.txt (llmstxt.org layout). */
export function buildLlmsTxt(extras: LlmsTxtExtras = {}): string {
  const pack = extras.pack ?? { href: "/packs/default", name: "default" };
  const directoryRoles = extras.directoryRoles ?? [];
  const roles = getRoleSummaries();
  const modes = getModeSummaries();
  const lines = [
    "# Casts Catalog",
    "",
    `> ${roles.length} agent roles, ${modes.length} reasoning modes and ${EMISSION_MODELS.length} emission models from LionAGI's casts (ADR-0042). A role's body is the system message a model receives; modes append behaviours to it; emission models are the typed outputs a role may return.`,
    "",
    "Every page below is static HTML. The whole catalog, bodies included, is one JSON file: /catalog.json. Each emission model's JSON Schema is at /schemas/<Model>.json.",
    "",
    "## Roles",
    "",
    ...roles.map((role) => {
      const effort = role.effort ? ` ${capitalize(role.effort)} effort.` : "";
      const emits = role.emits.length > 0 ? ` Emits ${role.emits.join(", ")}.` : "";
      return `- [${role.title}](/roles/${role.name}): ${role.summary}${effort}${emits}`;
    }),
    "",
    "## Modes",
    "",
    ...modes.map((mode) => {
      const conflicts =
        mode.conflictsWith.length > 0 ? ` Conflicts with ${mode.conflictsWith.join(", ")}.` : "";
      return `- [${mode.name}](/modes/${mode.name}): ${mode.summary}${mode.phase ? ` ${mode.phase}.` : ""}${conflicts}`;
    }),
    "",
    "## Emission models",
    "",
    ...EMISSION_MODELS.map(
      (model) =>
        `- [${model.name}](/emissions/${model.name}): ${model.summary} Schema: /schemas/${model.name}.json`,
    ),
    "",
    ...(directoryRoles.length > 0
      ? [
          "## Directory roles",
          "",
          ...directoryRoles.map(
            (role) => `- [${role.name}](/directory-roles/${role.name}): ${firstLine(role.description)}`,
          ),
          "",
        ]
      : []),
    "## MCP server",
    "",
    "The same catalog is an MCP server for agent tools (Claude Code, Cursor, VS Code): `casts mcp`, over stdio, from a checkout of this project (`node bin/casts.mjs mcp`; `--roles <dir>` and `--pack <file>` for your own roles and pack).",
    "",
    // Each tool with its arguments as `casts mcp --help` writes them; llms-txt.test.ts checks this list
    // against the tools the server registers (cli/mcp/tools.ts), so a new tool cannot be left out.
    "- Tools: `list_roles`, `list_modes`, `show {name}`, `compose {role, modes?, name?}` (returns the system message), `export {role, modes?, target, policy?, name?, model?}` (returns the file an agent tool reads), `validate_emission {role, output}`, `check_pack {yaml, name?}`.",
    "- Prompts: one per role, with an optional comma-separated `modes` argument; the message is the composed system message.",
    "- Resources: `casts://catalog` (this catalog's JSON), `casts://schemas/<Model>` (each emission model's JSON Schema) and `casts://roles/<name>` (one role as `casts show <name> --json` prints it).",
    "",
    "## Optional",
    "",
    `- [${pack.name === "default" ? "Default pack" : `Pack ${pack.name}`}](${pack.href}): model, effort, default and allowed modes, authority, boundaries and escalations for every role.`,
    ...(directoryRoles.length > 0
      ? ["- [directory-roles.json](/directory-roles.json): directory roles with their texts and settings."]
      : []),
    "- [catalog.json](/catalog.json): roles (with bodies, emissions and pack config) and modes (with behaviours and conflicts).",
    "",
  ];
  return lines.join("\n");
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function firstLine(text: string): string {
  const line = text.trim().split("\n")[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
