// The casts catalog as an MCP server (contract §8): tools (./tools), one prompt per role, and the
// catalog and emission schemas as resources. Transport-free, so tests can connect it in memory.
import { completable } from "@modelcontextprotocol/sdk/server/completable.js";
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { GetPromptResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

import { echo } from "../../lib/casts/core/echo";
import { firstOf, moreLine } from "../../lib/casts/core/shown-list";
import { EMISSION_MODELS, emissionJsonSchema, listRoles, projectCatalog, Role } from "../../lib/casts";
import { loadSourcePack } from "../../lib/casts/node";
import { composeProfile } from "../commands/compose";
import { showCommand } from "../commands/show";
import { catalogSource, type CliContext } from "../context";
import { DirectoryRoleSource } from "../project-roles";
import { modesTextArg } from "./arg-limits";
import { completeModes, completeRoles } from "./complete";
import {
  SERVER_CAPABILITIES,
  SERVER_INSTRUCTIONS,
  SERVER_NAME,
  SERVER_TITLE,
  serverVersion,
} from "./early-initialize";
import { InvalidParamsError, invalidParamsOnBadInput, requestRefusals, withoutErrorPrefix } from "./results";
import { modeNames, registerTools } from "./tools";

export interface CastsMcpOptions {
  readonly context: CliContext;
  readonly flags?: { readonly roles?: string | undefined; readonly pack?: string | undefined };
}

export const CATALOG_URI = "casts://catalog";
export const SCHEMA_URI_PREFIX = "casts://schemas/";

/** The --roles/--pack values the server was started with, as `casts show` flags. */
function forwardedFlags(flags: CastsMcpOptions["flags"] = {}): string[] {
  return [
    ...(flags.roles === undefined ? [] : ["--roles", flags.roles]),
    ...(flags.pack === undefined ? [] : ["--pack", flags.pack]),
  ];
}

/** The first line of a description: prompt lists show one line per prompt. */
function firstLine(text: string): string {
  return text.trim().split("\n")[0] ?? "";
}

const promptArgs = {
  modes: completable(
    modesTextArg()
      .optional()
      .describe("Modes to add, comma-separated and in order, e.g. adversarial,evidential"),
    (value) => completeModes(value ?? ""),
  ),
};

/**
 * The prompts' arguments as the SDK checks them: strict, so that an argument a prompt does not have is
 * refused (invalid params, naming it) instead of dropped. The SDK makes a plain object of the shape
 * a prompt is registered with, which strips unknown keys; this replaces it once registered.
 */
const strictPromptArgs = z.strictObject(promptArgs, {
  error: (issue) => {
    if (issue.code !== "unrecognized_keys") return undefined;
    const { shown, more } = firstOf(issue.keys, 5);
    const names = shown.map((key) => `'${echo(key, 60)}'`).join(", ");
    const listed = more > 0 ? `${names} ${moreLine(more)}` : names;
    return `unknown argument${issue.keys.length === 1 ? "" : "s"} ${listed} (the prompt takes only 'modes')`;
  },
});

/**
 * The SDK's server, sending error responses without the prefix the client adds (withoutErrorPrefix),
 * and a request of the wrong shape answered as invalid params (requestRefusals).
 */
class CastsMcpServer extends McpServer {
  override async connect(transport: Transport): Promise<void> {
    const refusals = requestRefusals();
    // The SDK's connect keeps a handler set before it, and calls it first with each message.
    const receive = transport.onmessage;
    transport.onmessage = (message, extra) => {
      refusals.received(message);
      receive?.(message, extra);
    };
    const send = transport.send.bind(transport);
    transport.send = (message, options) => send(withoutErrorPrefix(refusals.sending(message)), options);
    await super.connect(transport);
  }
}

/** A role as a resource (what `casts show <name> --json` prints), with role-name completion. */
export const ROLE_URI_TEMPLATE = "casts://roles/{name}";

/**
 * Builds the server. Directory roles are read once here (their prompts are fixed for the session;
 * the loader refuses a directory role named like a built-in one, so prompt names are unique); a
 * --roles folder or --pack file that is missing or invalid throws, so `casts mcp` fails at start.
 */
export function createCastsMcpServer({ context, flags = {} }: CastsMcpOptions): McpServer {
  const log = (line: string) => context.err(`casts mcp: ${line}\n`);
  const source = catalogSource(context, flags);
  const directoryRoles = new DirectoryRoleSource(source);
  directoryRoles.roles();
  if (source.packFrom !== "default") loadSourcePack(source);

  const server = new CastsMcpServer(
    { name: SERVER_NAME, title: SERVER_TITLE, version: serverVersion(context.projectRoot) },
    // Declared here as well as by each registration: ./early-initialize answers with the same.
    { instructions: SERVER_INSTRUCTIONS, capabilities: SERVER_CAPABILITIES },
  );
  // A line that is not JSON-RPC cannot be answered (it has no id); say so on stderr.
  server.server.onerror = (error) => log(`protocol error: ${error.message}`);
  registerTools(server, { context, flags, directoryRoles, log });

  for (const skipped of directoryRoles.skipped()) {
    log(`skipped directory role '${skipped.name}' (${skipped.directory}): ${skipped.reasons.join("; ")}`);
  }
  const prompts = [
    ...listRoles().map((name) => ({ name, description: Role.load(name).description })),
    ...directoryRoles.roles().map((role) => ({ name: role.name, description: role.description })),
  ];
  for (const prompt of prompts) {
    const registered = server.registerPrompt(
      prompt.name,
      { title: prompt.name, description: firstLine(prompt.description), argsSchema: promptArgs },
      // A conflict or an unknown mode is the client's bad argument: invalid params, not an internal error.
      ({ modes }) =>
        invalidParamsOnBadInput((): GetPromptResult => {
          const names = modeNames(modes);
          const profile = composeProfile(prompt.name, names, undefined, directoryRoles);
          return {
            description: `${profile.name}${names.length > 0 ? ` with ${names.join(", ")}` : ""}`,
            messages: [{ role: "user", content: { type: "text", text: profile.buildSystemMessage() } }],
          };
        }),
    );
    registered.argsSchema = strictPromptArgs;
  }

  server.registerResource(
    "catalog",
    CATALOG_URI,
    {
      title: "Casts catalog",
      description: "Every built-in role and mode with the pack's settings (the site's /catalog.json).",
      mimeType: "application/json",
    },
    (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: "application/json",
          text: `${JSON.stringify(projectCatalog(loadSourcePack(source)), null, 2)}\n`,
        },
      ],
    }),
  );
  for (const model of EMISSION_MODELS) {
    const uri = `${SCHEMA_URI_PREFIX}${model.name}`;
    server.registerResource(
      `schema-${model.name}`,
      uri,
      {
        title: `${model.name} schema`,
        description: `JSON Schema of the ${model.name} emission model (${model.category}).`,
        mimeType: "application/schema+json",
      },
      () => ({
        contents: [
          {
            uri,
            mimeType: "application/schema+json",
            text: `${JSON.stringify(
              { $schema: "https://json-schema.org/draft/2020-12/schema", ...emissionJsonSchema(model) },
              null,
              2,
            )}\n`,
          },
        ],
      }),
    );
  }
  const roleNames = () => [...listRoles(), ...directoryRoles.names()];
  server.registerResource(
    "role",
    new ResourceTemplate(ROLE_URI_TEMPLATE, {
      list: undefined,
      complete: { name: (value) => completeRoles(value, roleNames()) },
    }),
    {
      title: "A role",
      description: "One built-in or directory role as `casts show <name> --json` prints it.",
      mimeType: "application/json",
    },
    (uri, { name }) =>
      invalidParamsOnBadInput(() => {
        const role = Array.isArray(name) ? name[0] : name;
        let text = "";
        showCommand.run(["--json", ...forwardedFlags(flags), "--", decodeName(role ?? "")], {
          ...context,
          out: (chunk) => (text += chunk),
          err: () => undefined,
        });
        return { contents: [{ uri: uri.href, mimeType: "application/json", text }] };
      }),
  );
  return server;
}

/** A role name from a casts://roles/ URI, percent-decoded. */
function decodeName(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw new InvalidParamsError(
      `casts://roles/${echo(encoded)}: the name is not valid percent-encoding (write %25 for a '%')`,
    );
  }
}
