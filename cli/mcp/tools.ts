// The tools of `casts mcp` (contract §8). Each computes through the library or the CLI's own
// command code (`show` runs `casts show <name> --json`), so the server and the CLI cannot drift.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

import { CastsError, lintPackText, listModes, listRoles, MAX_INPUT_BYTES, Mode, Role } from "../../lib/casts";
import { echo } from "../../lib/casts/core/echo";
import { sizeOverLimit } from "../../lib/casts/core/limits";
import { firstOf, moreLine } from "../../lib/casts/core/shown-list";
import { emptyReplyMessage, findReplyJson } from "../../lib/casts/run/check-reply";
import type { CliContext } from "../context";
import { composeProfile, profileJson } from "../commands/compose";
import { showCommand } from "../commands/show";
import { InputError } from "../errors";
import type { DirectoryRoleSource } from "../project-roles";
import { modesArg, nameArg, textArg } from "./arg-limits";
import { registerExportTool } from "./export-tool";
import { errorResult, guarded, okResult } from "./results";

export interface ToolDeps {
  readonly context: CliContext;
  /** The --roles/--pack values `casts mcp` was started with, passed on to `casts show`. */
  readonly flags: { readonly roles?: string | undefined; readonly pack?: string | undefined };
  readonly directoryRoles: DirectoryRoleSource;
  readonly log: (line: string) => void;
}

const nameList = z.array(z.string());

const findingSchema = z.looseObject({
  code: z.string(),
  role: z.string(),
  mode: z.string().optional(),
  message: z.string(),
});

// A tool sends the first SHOWN_AT_MOST issues or findings and how many more there were; the library
// still returns every one, and a client (and the model reading it) gets a bounded answer.
const andMore = (more: number) => (more > 0 ? `\n${moreLine(more)}` : "");

/**
 * Modes as a list (passed on as given: the library names an empty one), or as one comma-separated
 * string (what people type), where a blank string is no mode and an empty entry
 * ("adversarial,,evidential") is refused, as `casts compose --mode` refuses it, not dropped.
 */
export function modeNames(modes: readonly string[] | string | undefined): string[] {
  if (modes === undefined) return [];
  if (typeof modes !== "string") return [...modes];
  if (modes.trim() === "") return [];
  const names = modes.split(",").map((mode) => mode.trim());
  const empty = names.indexOf("");
  if (empty !== -1) {
    throw new InputError(`modes: mode ${empty + 1} of ${names.length} is empty; remove the extra comma`);
  }
  return names;
}

/**
 * `output` of validate_emission: an object as is; a string (1 MiB at most) read as `casts run` reads a
 * reply (findReplyJson: strict JSON, alone, fenced, or in a fenced block after prose).
 */
function emissionPayload(output: unknown): unknown {
  if (typeof output !== "string") return output;
  // Decided without reading the string through (a 32 MiB one is refused as fast as a short one).
  const over = sizeOverLimit(output, MAX_INPUT_BYTES);
  if (over) {
    throw new CastsError(
      "INPUT_TOO_LARGE",
      `output: ${over.exact ? "" : "at least "}${over.bytes.toLocaleString("en-US")} bytes of JSON, over the 1 MiB (1,048,576 bytes) limit`,
      { details: { path: "output" } },
    );
  }
  const found = findReplyJson(output);
  if ("error" in found) throw new InputError(`output: ${found.error}`);
  return found.value;
}

/** An output that is `{}` holds no key, so it is not valid: the verdict `casts run` gives the reply `{}`. */
function isEmptyObject(payload: unknown): boolean {
  return (
    typeof payload === "object" &&
    payload !== null &&
    !Array.isArray(payload) &&
    Object.keys(payload).length === 0
  );
}

export function registerTools(server: McpServer, deps: ToolDeps): void {
  const { directoryRoles, log } = deps;

  server.registerTool(
    "list_roles",
    {
      title: "List roles",
      description:
        "Every role you can compose: the built-in casts roles (with the emission models each may return) and the directory roles of this project.",
      inputSchema: z.strictObject({}),
      outputSchema: {
        roles: z.array(z.object({ name: z.string(), description: z.string(), emits: nameList })),
        directory_roles: z.array(z.object({ name: z.string(), description: z.string() })),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () =>
      guarded(log, () =>
        okResult({
          roles: listRoles().map((name) => {
            const role = Role.load(name);
            return { name, description: role.description, emits: role.emits.map((model) => model.name) };
          }),
          directory_roles: directoryRoles
            .roles()
            .map((role) => ({ name: role.name, description: role.description })),
        }),
      ),
  );

  server.registerTool(
    "list_modes",
    {
      title: "List modes",
      description:
        "Every reasoning mode a composition may add to a role, with the modes each one conflicts with.",
      inputSchema: z.strictObject({}),
      outputSchema: {
        modes: z.array(z.object({ name: z.string(), description: z.string(), conflicts_with: nameList })),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () =>
      guarded(log, () =>
        okResult({
          modes: listModes().map((name) => {
            const mode = Mode.load(name);
            return { name, description: mode.description, conflicts_with: [...mode.conflictsWith] };
          }),
        }),
      ),
  );

  server.registerTool(
    "show",
    {
      title: "Show a role or mode",
      description:
        "One role, mode or directory role in full, as `casts show <name> --json` prints it: a role's description, body, emissions and pack settings; a mode's behaviors and conflicts.",
      inputSchema: z.strictObject({
        name: nameArg().describe("A role, mode or directory-role name, e.g. critic"),
      }),
      outputSchema: z.looseObject({ name: z.string(), description: z.string() }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ name }) =>
      guarded(log, () => {
        let printed = "";
        const forwarded = [
          ...(deps.flags.roles === undefined ? [] : ["--roles", deps.flags.roles]),
          ...(deps.flags.pack === undefined ? [] : ["--pack", deps.flags.pack]),
        ];
        showCommand.run(["--json", ...forwarded, "--", name], {
          ...deps.context,
          out: (text) => (printed += text),
          err: (text) => log(text.trimEnd()),
        });
        return okResult(JSON.parse(printed) as Record<string, unknown>, printed.trimEnd());
      }),
  );

  server.registerTool(
    "compose",
    {
      title: "Compose a profile",
      description:
        "Compose a role with modes (applied in order; conflicting modes are an error). The text is the system message to give the agent; the structured result adds the profile YAML and the emission keys.",
      inputSchema: z.strictObject({
        role: nameArg().describe("A built-in or directory role, e.g. critic"),
        modes: modesArg()
          .optional()
          .describe('Mode names in order, e.g. ["adversarial", "evidential"] or "adversarial,evidential"'),
        name: nameArg().optional().describe("The profile name (default: the role's name)"),
      }),
      outputSchema: {
        name: z.string(),
        role: z.string(),
        modes: nameList,
        system_message: z.string(),
        profile_yaml: z.string(),
        emissions: nameList,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ role, modes, name }) =>
      guarded(log, () => {
        const profile = composeProfile(role, modeNames(modes), name, directoryRoles);
        const json = profileJson(profile);
        const structured = {
          name: json.name,
          role: json.role,
          modes: json.modes,
          system_message: json.system_message,
          profile_yaml: profile.toYaml(),
          emissions: json.emissions,
        };
        return okResult(structured, json.system_message);
      }),
  );

  registerExportTool(server, deps, modeNames);

  server.registerTool(
    "validate_emission",
    {
      title: "Validate an emission",
      description:
        "Check an agent's structured output against the emission contract of its role, as casts run checks a reply: at least one key, each one of the role's emission keys and each value valid for its model. A string is read as casts run reads a reply: the JSON alone, in one fenced block, or in the first fenced JSON block after prose.",
      inputSchema: z.strictObject({
        role: nameArg().describe("The role whose emission contract applies, e.g. critic"),
        output: z
          .union([z.record(z.string(), z.unknown()), textArg()])
          .describe("The output: a JSON object, or a reply's text holding one (alone or fenced)"),
      }),
      outputSchema: {
        role: z.string(),
        valid: z.boolean(),
        keys: nameList,
        issues: z.array(z.object({ path: z.string(), message: z.string() })),
        /** Issues past the first 100, not listed. */
        more_issues: z.number(),
        output: z.record(z.string(), z.unknown()).nullable(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ role, output }) =>
      guarded(log, () => {
        const profile = composeProfile(role, [], undefined, directoryRoles);
        const operable = profile.emissionOperable();
        if (!operable) {
          return errorResult(
            `Role '${profile.role.name}' declares no emissions: there is nothing to validate`,
          );
        }
        const payload = emissionPayload(output);
        const parsed = operable.safeParse(payload);
        const result: typeof parsed = isEmptyObject(payload)
          ? { success: false, issues: [{ path: [], message: emptyReplyMessage(operable.keys()) }] }
          : parsed;
        const { shown, more } = firstOf(result.success ? [] : result.issues);
        const issues = shown.map((issue) => ({
          path: issue.path.length > 0 ? echo(issue.path.join("."), 200) : "(root)",
          message: echo(issue.message, 400),
        }));
        const structured = {
          role: profile.role.name,
          valid: result.success,
          keys: operable.keys(),
          issues,
          more_issues: more,
          output: result.success ? result.data : null,
        };
        const text = result.success
          ? `valid ${profile.role.name} output (keys: ${Object.keys(result.data).join(", ") || "none"})`
          : `invalid ${profile.role.name} output:\n${issues.map((issue) => `${issue.path}: ${issue.message}`).join("\n")}${andMore(more)}`;
        return okResult(structured, text);
      }),
  );

  server.registerTool(
    "check_pack",
    {
      title: "Check a pack",
      description:
        "Validate a pack's YAML (roles' model, effort, default and allowed modes, policy) against the catalog: unknown roles or modes, defaults outside modes_allow, conflicting defaults, roles without an entry.",
      inputSchema: z.strictObject({
        yaml: textArg().describe("The pack's YAML text"),
        name: nameArg().optional().describe("The pack's name when the YAML has none (default: pack)"),
      }),
      outputSchema: {
        pack: z.string(),
        roles: z.number(),
        findings: z.array(findingSchema),
        /** Findings past the first 100, not listed. */
        more_findings: z.number(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ yaml, name }) =>
      guarded(log, () => {
        // What `casts check-pack` reads (lintPackText): the findings of validatePack with their line and
        // column in the YAML, and every format error of YAML that is not a pack (an error result).
        const { pack, findings } = lintPackText(yaml, {
          name: name ?? "pack",
          nameFrom: "the name argument",
        });
        if (pack === null) return errorResult(findings.map((finding) => finding.message).join("\n"));
        const { shown, more } = firstOf(findings);
        const structured = {
          pack: pack.name,
          roles: pack.roles().length,
          findings: shown,
          more_findings: more,
        };
        const text =
          findings.length === 0
            ? `pack '${pack.name}': ${pack.roles().length} roles, no findings`
            : `${shown.map((finding) => `${finding.code}: ${echo(finding.message, 400)}`).join("\n")}${andMore(more)}`;
        return okResult(structured, text);
      }),
  );
}
