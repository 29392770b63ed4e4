// The MCP `export` tool (contract §7a): a composition as the file(s) an agent tool reads, with the
// same library call, policy switch, tool limits and lint as `casts export`.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

import { EXPORT_TARGETS, exportProfile } from "../../lib/casts/export";
import { loadSourcePack } from "../../lib/casts/node";
import { composeProfile } from "../commands/compose";
import { projectExportData } from "../commands/export";
import { catalogSource } from "../context";
import { modesArg, nameArg } from "./arg-limits";
import { guarded, okResult } from "./results";
import type { ToolDeps } from "./tools";

export function registerExportTool(
  server: McpServer,
  deps: ToolDeps,
  modeNames: (modes: readonly string[] | string | undefined) => string[],
): void {
  const { context, flags, directoryRoles, log } = deps;
  server.registerTool(
    "export",
    {
      title: "Export a composition",
      description: `Export a role with modes as the file an agent tool reads (${EXPORT_TARGETS.join(", ")}). The instructions carry the pack's policy for the role unless policy is false; a directory role's tools and model go into the target's fields. The text is the file; the structured result adds its path, notes and lint findings.`,
      inputSchema: z.strictObject({
        role: nameArg().describe("A built-in or directory role, e.g. critic"),
        modes: modesArg()
          .optional()
          .describe('Mode names in order, e.g. ["adversarial"] or "adversarial,evidential"'),
        target: z.enum(EXPORT_TARGETS).describe("Where the export goes, e.g. claude-code"),
        policy: z
          .boolean()
          .optional()
          .describe(
            "false: the system message alone, without the pack's authority, boundaries and escalations",
          ),
        name: nameArg().optional().describe("The profile name (default: the role's name); it names the file"),
        model: nameArg()
          .optional()
          .describe("The model ID to write (default: the pack's, then the directory role's)"),
      }),
      outputSchema: {
        target: z.string(),
        files: z.array(z.object({ path: z.string(), content: z.string() })),
        notes: z.array(z.string()),
        findings: z.array(
          z.object({
            rule: z.string(),
            severity: z.enum(["error", "warning"]),
            file: z.string(),
            message: z.string(),
          }),
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ role, modes, target, policy, name, model }) =>
      guarded(log, () => {
        const profile = composeProfile(role, modeNames(modes), name, directoryRoles);
        const result = exportProfile(profile, {
          target,
          model: model ?? null,
          pack: loadSourcePack(catalogSource(context, flags)),
          policy: policy !== false,
          ...projectExportData(context.projectRoot, profile.role.name, target, directoryRoles),
        });
        const structured = {
          target: result.target,
          files: result.files.map((file) => ({ path: file.path, content: file.content })),
          notes: [...result.notes],
          findings: result.findings.map((finding) => ({ ...finding })),
        };
        return okResult(structured, result.files.map((file) => file.content).join("\n"));
      }),
  );
}
