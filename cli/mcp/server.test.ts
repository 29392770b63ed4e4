// `casts mcp` through the SDK's own Client over a real stdio pipe: one spawned server for the file.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { EmptyResultSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  EMISSION_MODELS,
  emissionJsonSchema,
  listRoles,
  Profile,
  projectCatalog,
  Role,
} from "../../lib/casts";
import { buildRuntimeMessage } from "../../lib/casts/core/runtime-message";
import { toRole } from "../../lib/casts/directory-roles";
import { loadDefaultPack, loadFromDir } from "../../lib/casts/node";
import { checkReply } from "../../lib/casts/run";
import { EXAMPLE_PAYLOADS } from "../../lib/site/example-payloads";
import { spawnCastsMcp, type SpawnedMcp } from "../../test-support/mcp-client";
import {
  connectInProcess,
  QUIET_CONTEXT,
  toolSignature,
  type ToolResult,
} from "../../test-support/mcp-in-process";
import { stdioSession } from "../../test-support/mcp-stdio-session";
import { captureCli } from "../../test-support/run-cli";
import { thrownMessage } from "../../test-support/thrown";
import { PROJECT_ROOT } from "../context";
import { runCli } from "../run";
import { createCastsMcpServer } from "./server";

const FIXTURE_ROLES = path.join(PROJECT_ROOT, "lib/casts/directory-roles/__fixtures__/roles");
const fixtureRoles = loadFromDir(FIXTURE_ROLES).loaded;
const resolveRole = (name: string) => {
  const found = fixtureRoles.find((role) => role.name === name);
  return found ? toRole(found) : undefined;
};

let mcp: SpawnedMcp;

beforeAll(async () => {
  mcp = await spawnCastsMcp(["--roles", FIXTURE_ROLES]);
}, 60_000);

afterAll(async () => {
  await mcp.close();
  // Nothing but JSON-RPC came on stdout.
  expect(mcp.transportErrors).toEqual([]);
});

async function call(name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await mcp.client.callTool({ name, arguments: args })) as ToolResult;
}

function text(result: ToolResult): string {
  return result.content.map((part) => part.text ?? "").join("");
}

function resourceText(result: { contents: readonly unknown[] }): string {
  return (result.contents[0] as { text: string }).text;
}

describe("createCastsMcpServer", () => {
  const context = QUIET_CONTEXT;

  it("fails at start when --roles or --pack names something that cannot be read", () => {
    const missing = path.join(PROJECT_ROOT, "no-such-folder");
    expect(() => createCastsMcpServer({ context, flags: { roles: missing } })).toThrow(
      `${missing}: cannot read the roles directory`,
    );
    expect(() =>
      createCastsMcpServer({ context: { ...context, env: { CASTS_PACK: `${missing}.yaml` } } }),
    ).toThrow(`${missing}.yaml: no such file`);
  });

  it("honours CASTS_PACK and --roles like every other command", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "casts-mcp-"));
    const pack = path.join(dir, "team.yaml");
    writeFileSync(pack, "roles:\n  analyst:\n    effort: low\n");
    const client = await connectInProcess({
      context: { env: { CASTS_PACK: pack } },
      flags: { roles: FIXTURE_ROLES },
    });
    const shown = (await client.callTool({ name: "show", arguments: { name: "analyst" } })) as ToolResult;
    expect(shown.structuredContent).toMatchObject({ config: { effort: "low" } });
    const catalog = JSON.parse(resourceText(await client.readResource({ uri: "casts://catalog" }))) as {
      roles: { name: string; config: unknown }[];
    };
    expect(catalog.roles.find((role) => role.name === "critic")?.config).toBeNull();
    const full = (await client.callTool({ name: "show", arguments: { name: "Full" } })) as ToolResult;
    expect(full.structuredContent).toMatchObject({ name: "Full", directory: "Full" });
    await client.close();
  });
});

describe("casts mcp argument bounds", () => {
  it("refuses a string argument past its bound by its length, without running the tool or echoing it", async () => {
    const client = await connectInProcess();
    const big = "x".repeat(2_000_000);
    const calls: [string, Record<string, unknown>, string][] = [
      ["show", { name: big }, "name"],
      ["compose", { role: big }, "role"],
      ["compose", { role: "critic", name: big }, "name"],
      ["compose", { role: "critic", modes: big }, "modes"],
      ["compose", { role: "critic", modes: [big] }, "modes"],
      ["check_pack", { yaml: big }, "yaml"],
      ["validate_emission", { role: "critic", output: big }, "output"],
      ["export", { role: big, target: "claude-code" }, "role"],
      ["export", { role: "critic", target: "claude-code", model: big }, "model"],
    ];
    for (const [name, args, field] of calls) {
      const result = (await client.callTool({ name, arguments: args })) as ToolResult;
      expect(result.isError, `${name} ${field}`).toBe(true);
      expect(text(result)).toContain(field);
      expect(text(result)).toContain("refused unread");
      expect(text(result).length).toBeLessThan(1_000);
    }
    // Within the bound, the library's own check still answers precisely.
    const long = (await client.callTool({
      name: "compose",
      arguments: { role: "critic", name: "n".repeat(300) },
    })) as ToolResult;
    expect(text(long)).toContain("the limit is 256");
    await client.close();
  });
});

describe("casts mcp listings", () => {
  it("lists the seven tools, each with an input and an output schema", async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      "list_roles",
      "list_modes",
      "show",
      "compose",
      "export",
      "validate_emission",
      "check_pack",
    ]);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type).toBe("object");
    }
    const compose = tools.find((tool) => tool.name === "compose");
    expect(compose?.inputSchema.required).toEqual(["role"]);
  });

  it("names every tool in `casts mcp --help`, in the server's instructions and in docs/cli.md", async () => {
    const { tools } = await mcp.client.listTools();
    const help = (await captureCli(["mcp", "--help"])).out;
    const helpTools = /\nTools: ([^]*?)\.\n/.exec(help)?.[1] ?? "";
    const instructions = mcp.client.getInstructions() ?? "";
    const docs = readFileSync(path.join(PROJECT_ROOT, "docs/cli.md"), "utf8");
    const docsTable = [...docs.matchAll(/^\| `([a-z_]+)` +\|/gm)].map((match) => match[1]);
    for (const tool of tools) {
      expect(helpTools).toContain(toolSignature(tool));
      expect(instructions).toContain(tool.name);
    }
    expect(docsTable).toEqual(tools.map((tool) => tool.name));
  });

  it("lists a prompt per built-in and directory role, each with an optional modes argument", async () => {
    const { prompts } = await mcp.client.listPrompts();
    const names = prompts.map((prompt) => prompt.name);
    expect(names).toEqual([...listRoles(), ...fixtureRoles.map((role) => role.name)]);
    for (const prompt of prompts)
      expect(prompt.arguments).toEqual([expect.objectContaining({ name: "modes", required: false })]);
    expect(mcp.stderr()).toContain(
      "casts mcp: skipped directory role 'analyst' (analyst): the name 'analyst' is taken by a built-in role",
    );
  });

  it("lists the catalog and one schema resource per emission model", async () => {
    const { resources } = await mcp.client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual([
      "casts://catalog",
      ...EMISSION_MODELS.map((model) => `casts://schemas/${model.name}`),
    ]);
  });
});

describe("casts mcp prompts and resources", () => {
  it("gives the composed system message as the prompt's text", async () => {
    const prompt = await mcp.client.getPrompt({
      name: "critic",
      arguments: { modes: "adversarial, evidential" },
    });
    expect(prompt.messages).toEqual([
      {
        role: "user",
        content: {
          type: "text",
          text: Profile.compose("critic", { modes: ["adversarial", "evidential"] }).buildSystemMessage(),
        },
      },
    ]);
    const directory = await mcp.client.getPrompt({ name: "Full" });
    expect(directory.messages[0]?.content).toEqual({
      type: "text",
      text: Profile.compose("Full", { resolveRole }).buildSystemMessage(),
    });
  });

  it("rejects a prompt whose modes conflict, with the conflict message", async () => {
    const expected = thrownMessage(() => Profile.compose("critic", { modes: ["fast", "slow"] }));
    await expect(mcp.client.getPrompt({ name: "critic", arguments: { modes: "fast,slow" } })).rejects.toThrow(
      expected,
    );
  });

  it("answers a bad prompt or resource argument with invalid params (-32602) naming it", async () => {
    const refusal = async (request: Promise<unknown>) => {
      const error = await request.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(McpError);
      const { code, message } = error as McpError;
      // The client adds "MCP error <code>: " once; the server's message is the problem's own.
      return { code, message: message.replace(/^MCP error -?\d+: /, "") };
    };
    const prompt = (modes: string) => mcp.client.getPrompt({ name: "critic", arguments: { modes } });
    const conflict = thrownMessage(() => Profile.compose("critic", { modes: ["fast", "slow"] }));
    expect(await refusal(prompt("fast,slow"))).toEqual({ code: -32602, message: conflict });
    expect(await refusal(prompt("fast,nope"))).toEqual({
      code: -32602,
      message: expect.stringMatching(/^Unknown mode: 'nope'\. Available: adversarial, /),
    });
    expect(await refusal(prompt(Array.from({ length: 40 }, () => "fast").join(",")))).toEqual({
      code: -32602,
      message: expect.stringContaining("40 modes, over the limit of 32"),
    });
    expect((await refusal(prompt("x".repeat(20_000)))).code).toBe(-32602);
    expect(await refusal(mcp.client.getPrompt({ name: "Full", arguments: { modes: "slow,fast" } }))).toEqual({
      code: -32602,
      message: "Mode conflict: 'fast' vs 'slow'",
    });
    expect(await refusal(mcp.client.readResource({ uri: "casts://roles/ghost" }))).toEqual({
      code: -32602,
      message: expect.stringMatching(/^Unknown role or mode: 'ghost'\./),
    });
    expect(await refusal(mcp.client.readResource({ uri: "casts://roles/%E0%A4%A" }))).toEqual({
      code: -32602,
      message: "casts://roles/%E0%A4%A: the name is not valid percent-encoding (write %25 for a '%')",
    });
  });

  it("answers a prompt argument of the wrong type with invalid params naming it, not an internal error", async () => {
    const refusal = (args: unknown) =>
      mcp.client.getPrompt({ name: "critic", arguments: args as Record<string, string> }).then(
        () => undefined,
        (caught: unknown) => caught,
      );
    const invalid = (message: string) => ({ code: -32602, message: `MCP error -32602: ${message}` });
    expect(await refusal({ modes: 5 })).toMatchObject(
      invalid("Invalid arguments for prompt critic: argument 'modes' must be a string, not a number"),
    );
    expect(await refusal({ modes: ["fast"], extra: null })).toMatchObject(
      invalid(
        "Invalid arguments for prompt critic: argument 'modes' must be a string, not a list; argument 'extra' must be a string, not null",
      ),
    );
    expect(await refusal(5)).toMatchObject(
      invalid(
        "Invalid arguments for prompt critic: the arguments must be an object of strings, not a number",
      ),
    );
    const prompt = await mcp.client.getPrompt({ name: "critic", arguments: { modes: "fast" } });
    expect(prompt.description).toBe("critic with fast");
  });

  it("refuses an argument a prompt does not have, naming it; the SDK's refusals say their code once", async () => {
    const refusal = (request: Promise<unknown>) =>
      request.then(
        () => undefined,
        (caught: unknown) => caught,
      );
    const only = "(the prompt takes only 'modes')";
    for (const [name, args, message] of [
      ["critic", { mode: "fast" }, `unknown argument 'mode' ${only}`],
      ["critic", { modes: "slow", Modes: "fast", role: "x" }, `unknown arguments 'Modes', 'role' ${only}`],
      ["Full", { name: "n" }, `unknown argument 'name' ${only}`],
    ] as const) {
      const error = await refusal(mcp.client.getPrompt({ name, arguments: args }));
      expect(error).toBeInstanceOf(McpError);
      expect(error).toMatchObject({
        code: -32602,
        message: `MCP error -32602: Invalid arguments for prompt ${name}: ${message}`,
      });
    }
    expect(await refusal(mcp.client.getPrompt({ name: "nobody" }))).toMatchObject({
      code: -32602,
      message: "MCP error -32602: Prompt nobody not found",
    });
    expect(await refusal(mcp.client.readResource({ uri: "casts://nothing" }))).toMatchObject({
      code: -32602,
      message: "MCP error -32602: Resource casts://nothing not found",
    });
  });

  it("serves the catalog JSON and each emission model's schema", async () => {
    const catalog = await mcp.client.readResource({ uri: "casts://catalog" });
    const expected = projectCatalog(loadDefaultPack(path.join(PROJECT_ROOT, "packs/default.yaml")));
    expect(JSON.parse(resourceText(catalog))).toEqual(expected);
    for (const model of EMISSION_MODELS.slice(0, 3)) {
      const schema = await mcp.client.readResource({ uri: `casts://schemas/${model.name}` });
      expect(JSON.parse(resourceText(schema))).toEqual({
        $schema: "https://json-schema.org/draft/2020-12/schema",
        ...JSON.parse(JSON.stringify(emissionJsonSchema(model))),
      });
    }
  });
});

describe("casts mcp tools", () => {
  it("compose returns the library's composition: text S, structured profile", async () => {
    const cases = [
      { role: "critic", modes: ["adversarial", "evidential"], name: "adv-critic" },
      { role: "analyst" },
      { role: "analyst", modes: "probabilistic, slow" },
      { role: "postmortem-lead", modes: [], name: "análise" },
      { role: "Full", modes: ["fast"] },
    ];
    for (const input of cases) {
      const modes =
        typeof input.modes === "string" ? input.modes.split(",").map((mode) => mode.trim()) : input.modes;
      const profile = Profile.compose(input.role, { modes, name: input.name ?? null, resolveRole });
      const result = await call("compose", input);
      expect(result.isError).toBeFalsy();
      expect(text(result)).toBe(profile.buildSystemMessage());
      expect(result.structuredContent).toEqual({
        name: profile.name,
        role: profile.role.name,
        modes: profile.modes.map((mode) => mode.name),
        system_message: profile.buildSystemMessage(),
        profile_yaml: profile.toYaml(),
        emissions: profile.emissionOperable()?.keys() ?? [],
      });
    }
  });

  it("compose reports a conflict or an unknown name as isError with the CastsError message", async () => {
    const conflict = await call("compose", { role: "critic", modes: ["fast", "slow"] });
    expect(conflict).toEqual({
      content: [
        { type: "text", text: thrownMessage(() => Profile.compose("critic", { modes: ["fast", "slow"] })) },
      ],
      isError: true,
    });
    const unknown = await call("compose", { role: "critic", modes: ["nosuchmode"] });
    expect(unknown.isError).toBe(true);
    expect(text(unknown)).toBe(thrownMessage(() => Profile.compose("critic", { modes: ["nosuchmode"] })));
  });

  it("refuses an empty mode in a tool's or a prompt's modes, as `casts compose --mode a,,b` does", async () => {
    const message = "modes: mode 2 of 3 is empty; remove the extra comma";
    const modes = "adversarial, ,evidential";
    for (const [tool, args] of [
      ["compose", { role: "critic", modes }],
      ["export", { role: "critic", modes, target: "claude-code" }],
    ] as const) {
      expect(await call(tool, args)).toEqual({ content: [{ type: "text", text: message }], isError: true });
    }
    // In a list, the library's own message names the empty mode.
    const listed = await call("compose", { role: "critic", modes: ["adversarial", ""] });
    expect(listed).toMatchObject({
      isError: true,
      content: [{ text: expect.stringMatching(/^Unknown mode: ''/) }],
    });
    const prompt = await mcp.client
      .getPrompt({ name: "critic", arguments: { modes: "adversarial,,evidential" } })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(prompt).toMatchObject({ code: -32602, message: `MCP error -32602: ${message}` });
    // A blank string still means no mode at all, for a tool and for a prompt.
    expect((await call("compose", { role: "critic", modes: " " })).isError).toBeFalsy();
    const blank = await mcp.client.getPrompt({ name: "critic", arguments: { modes: "" } });
    expect(blank.messages[0]?.content).toEqual({
      type: "text",
      text: Profile.compose("critic").buildSystemMessage(),
    });
    expect(await captureCli(["compose", "critic", "--mode", "adversarial,,evidential"])).toMatchObject({
      code: 2,
      err: expect.stringContaining("--mode needs a mode name"),
    });
  });

  it("adds the CLI's suggestion after the contract's message for a name one typo away", async () => {
    const role = await call("compose", { role: "critc" });
    expect(role.isError).toBe(true);
    expect(text(role)).toMatch(/^Unknown role: 'critc'\. Available: analyst, .*\. Did you mean 'critic'\?$/);
    const validated = await call("validate_emission", { role: "crit", output: {} });
    expect(text(validated)).toMatch(/^Unknown role: 'crit'\. .*\. Did you mean 'critic'\?$/);
    const exported = await call("export", { role: "critic", modes: "fats", target: "claude-code" });
    expect(text(exported)).toBe(
      `${thrownMessage(() => Profile.compose("critic", { modes: ["fats"] }))}. Did you mean 'fast'?`,
    );
    const prompt = await mcp.client.getPrompt({ name: "critic", arguments: { modes: "fats" } }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(prompt).toMatchObject({ code: -32602, message: expect.stringMatching(/Did you mean 'fast'\?$/) });
  });

  it("show returns what `casts show <name> --json` prints", async () => {
    for (const name of ["critic", "fast", "Full"]) {
      let printed = "";
      await runCli(["show", name, "--json", "--roles", FIXTURE_ROLES], {
        out: (chunk) => (printed += chunk),
        err: () => undefined,
        projectRoot: PROJECT_ROOT,
      });
      const result = await call("show", { name });
      expect(result.structuredContent).toEqual(JSON.parse(printed));
      expect(text(result)).toBe(printed.trimEnd());
    }
    const unknown = await call("show", { name: "analist" });
    expect(unknown).toMatchObject({
      isError: true,
      content: [{ text: "Unknown role or mode: 'analist'. Did you mean 'analyst'?" }],
    });
  });

  it("list_roles and list_modes return names and descriptions", async () => {
    const roles = (await call("list_roles", {})).structuredContent as {
      roles: { name: string; description: string; emits: string[] }[];
      directory_roles: { name: string }[];
    };
    expect(roles.roles.map((role) => role.name)).toEqual(listRoles());
    expect(roles.roles.find((role) => role.name === "critic")).toEqual({
      name: "critic",
      description: Role.load("critic").description,
      emits: Role.load("critic").emits.map((model) => model.name),
    });
    expect(roles.directory_roles.map((role) => role.name)).toEqual(fixtureRoles.map((role) => role.name));
    const modes = (await call("list_modes", {})).structuredContent as {
      modes: { name: string; conflicts_with: string[] }[];
    };
    expect(modes.modes.find((mode) => mode.name === "fast")?.conflicts_with).toEqual(["slow", "systematic"]);
  });

  it("validate_emission accepts a valid output, as an object or a JSON string", async () => {
    const output = { finding: EXAMPLE_PAYLOADS.Finding };
    const parsed = Role.load("critic").emissionOperable()!.safeParse(output);
    expect(parsed.success).toBe(true);
    for (const given of [output, JSON.stringify(output)]) {
      const result = await call("validate_emission", { role: "critic", output: given });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual({
        role: "critic",
        valid: true,
        keys: Role.load("critic").emissionOperable()?.keys(),
        issues: [],
        more_issues: 0,
        output: parsed.success ? parsed.data : "not parsed",
      });
    }
  });

  it("validate_emission gives the verdict casts run gives the same reply", async () => {
    const finding = JSON.stringify({ finding: EXAMPLE_PAYLOADS.Finding });
    const critic = Role.load("critic").emissionOperable()!;
    const replies = [
      "{}",
      finding,
      `\`\`\`json\n${finding}\n\`\`\``,
      `Here is my review.\n\n\`\`\`json\n${finding}\n\`\`\`\n`,
      `{"finding": ${JSON.stringify(EXAMPLE_PAYLOADS.Finding)}, "finding": {}}`,
      '{"finding": {"description": "x", "confidence": 1.5}}',
    ];
    for (const reply of replies) {
      const run = checkReply(critic, reply, { roleName: "critic" });
      const result = await call("validate_emission", { role: "critic", output: reply });
      const valid = result.isError ? null : (result.structuredContent as { valid: boolean }).valid;
      expect({ reply, valid: valid ?? false, error: result.isError === true }).toEqual({
        reply,
        valid: run.valid,
        error: run.parseError !== undefined && run.decoded === null,
      });
    }
    const empty = await call("validate_emission", { role: "critic", output: {} });
    expect(empty.structuredContent).toMatchObject({
      valid: false,
      issues: [{ path: "(root)", message: checkReply(critic, "{}").parseError }],
      output: null,
    });
    expect(text(empty)).toBe(
      "invalid critic output:\n(root): The reply is an empty object: it holds none of verdict, finding, escalation_request.",
    );
  });

  it("validate_emission lists the issues of an invalid output by path", async () => {
    const result = await call("validate_emission", {
      role: "critic",
      output: { finding: { ...EXAMPLE_PAYLOADS.Finding, confidence: "high" }, verdicts: [] },
    });
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as {
      valid: boolean;
      issues: { path: string }[];
      output: unknown;
    };
    expect(structured.valid).toBe(false);
    expect(structured.output).toBeNull();
    expect(structured.issues.map((issue) => issue.path).sort()).toEqual(["finding.confidence", "verdicts"]);
  });

  it("validate_emission and check_pack send the first 100 issues and a count of the rest", async () => {
    const output = Object.fromEntries(Array.from({ length: 50_000 }, (_, index) => [`unknown_${index}`, 1]));
    const result = await call("validate_emission", { role: "critic", output });
    const structured = result.structuredContent as { issues: unknown[]; more_issues: number };
    expect(structured.issues).toHaveLength(100);
    expect(structured.more_issues).toBe(49_900);
    expect(text(result)).toMatch(/\n…and 49,900 more$/);
    const longKey = await call("validate_emission", {
      role: "critic",
      output: { [`k${"x".repeat(500_000)}`]: 1 },
    });
    expect(text(longKey).length).toBeLessThan(1_000);
    const modes = Array.from({ length: 400 }, (_, index) => `nosuch${index}`).join(", ");
    const pack = await call("check_pack", { yaml: `roles:\n  analyst:\n    default_modes: [${modes}]\n` });
    expect((pack.structuredContent as { findings: unknown[] }).findings).toHaveLength(100);
    expect(pack.structuredContent).toMatchObject({ more_findings: 400 + 1 + 39 - 100 });
    expect(text(pack)).toMatch(/\n…and 340 more$/);
  });

  it("validate_emission reports bad JSON and a role without emissions as errors", async () => {
    const badJson = await call("validate_emission", { role: "critic", output: "{finding:" });
    expect(badJson.isError).toBe(true);
    expect(text(badJson)).toMatch(/^output: The reply is not JSON \(.+\), and holds no fenced JSON block\.$/);
    const none = await call("validate_emission", { role: "Full", output: {} });
    expect(none).toMatchObject({
      isError: true,
      content: [{ text: "Role 'Full' declares no emissions: there is nothing to validate" }],
    });
  });

  it("check_pack returns validatePack's findings, and errors for YAML that is not a pack", async () => {
    const yaml = "name: team\nroles:\n  analyst:\n    default_modes: [fast, slow]\n  nobody: {}\n";
    const result = await call("check_pack", { yaml });
    const findings = (result.structuredContent as { findings: { code: string; role: string }[] }).findings;
    expect(result.structuredContent).toMatchObject({ pack: "team", roles: 2 });
    expect(
      findings.filter((finding) => finding.code !== "MISSING_ROLE" && finding.code !== "NO_POLICY"),
    ).toEqual([
      expect.objectContaining({ code: "DEFAULT_CONFLICT", role: "analyst", mode: "slow" }),
      expect.objectContaining({ code: "UNKNOWN_ROLE", role: "nobody" }),
    ]);
    const clean = await call("check_pack", {
      yaml: readFileSync(path.join(PROJECT_ROOT, "packs/default.yaml"), "utf8"),
    });
    expect(clean.structuredContent).toMatchObject({ findings: [] });
    const invalid = await call("check_pack", { yaml: "roles:\n  analyst:\n    active: 'false'\n" });
    expect(invalid.isError).toBe(true);
    expect(text(invalid)).toContain("roles.analyst.active");
    const syntax = await call("check_pack", { yaml: "roles: [\n" });
    expect(syntax.isError).toBe(true);
  });

  it("check_pack answers with the findings `casts check-pack --json` prints, places included", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "casts-mcp-pack-"));
    for (const yaml of [
      "name: team\nroles:\n  analyst:\n    default_modes: [fast, slow]\n  nobody: {}\n",
      "roles:\n  critic:\n    modes_allow: [slow]\n    default_modes: [fast]\n",
    ]) {
      const file = path.join(dir, "team.yaml");
      writeFileSync(file, yaml);
      const printed = (await captureCli(["check-pack", file, "--json"])).out;
      const cli = JSON.parse(printed) as { findings: { line?: number }[] };
      expect(cli.findings.some((finding) => finding.line !== undefined)).toBe(true);
      const result = await call("check_pack", { yaml, name: "team" });
      expect((result.structuredContent as { findings: unknown[] }).findings).toEqual(cli.findings);
    }
    // YAML that is not a pack: every format error, as check-pack lists them, in one error result.
    const yaml = "roles:\n  analyst:\n    active: 'false'\n    default_modes: 7\n";
    const file = path.join(dir, "bad.yaml");
    writeFileSync(file, yaml);
    const printed = (await captureCli(["check-pack", file, "--json"])).out;
    const messages = (JSON.parse(printed) as { findings: { message: string }[] }).findings.map(
      (finding) => finding.message,
    );
    expect(messages.length).toBeGreaterThan(1);
    expect(await call("check_pack", { yaml })).toEqual({
      content: [{ type: "text", text: messages.join("\n") }],
      isError: true,
    });
  });

  it("keeps answering after 200 malformed requests in a row", async () => {
    // Over the 1 MiB input limit in the first round, 64 KiB after: the pipe, not the server, is slow.
    const huge = "x".repeat(1_100_000);
    const large = "y".repeat(65_536);
    let big = huge;
    const malformed: (() => Promise<unknown>)[] = [
      () => call("compose", { role: 42 }),
      () => call("compose", { role: "critic", modes: [1, 2] }),
      () => call("compose", { role: ["critic"], name: { a: 1 } }),
      () => call("show", {}),
      () => call("show", { name: null }),
      () => call("validate_emission", { role: "critic", output: 7 }),
      () => call("validate_emission", { role: "critic" }),
      () => call("check_pack", { yaml: false }),
      () => call("no_such_tool", { role: "critic" }),
      () => call("list_roles", { unexpected: "x".repeat(10_000) }),
      () => call("compose", { role: big }),
      () => call("check_pack", { yaml: big }),
      () => call("validate_emission", { role: "critic", output: big }),
      () => mcp.client.getPrompt({ name: "no-such-prompt" }),
      () => mcp.client.getPrompt({ name: "critic", arguments: { modes: "nosuchmode" } }),
      () => mcp.client.readResource({ uri: "casts://schemas/NoSuchModel" }),
      () => mcp.client.request({ method: "no/such/method", params: {} }, EmptyResultSchema),
      () =>
        mcp.client.request(
          { method: "tools/call", params: { name: 5, arguments: "x" } } as never,
          EmptyResultSchema,
        ),
      () =>
        mcp.client.request(
          { method: "prompts/get", params: { name: ["critic"] } } as never,
          EmptyResultSchema,
        ),
    ];
    let answered = 0;
    for (let index = 0; index < 200; index += 1) {
      if (index === malformed.length) big = large;
      const request = malformed[index % malformed.length];
      // Each is either an error result or a JSON-RPC error: both are answers.
      const outcome = await request!().then(
        (result) => ((result as ToolResult).isError === true ? "error-result" : "ok"),
        (error: unknown) => (error instanceof McpError ? "rpc-error" : `other: ${String(error)}`),
      );
      expect(outcome === "error-result" || outcome === "rpc-error", `request ${index}: ${outcome}`).toBe(
        true,
      );
      answered += 1;
    }
    expect(answered).toBe(200);
    await mcp.client.ping();
    const after = await call("compose", { role: "critic" });
    expect(text(after)).toBe(Profile.compose("critic").buildSystemMessage());
  }, 60_000);
});

describe("casts mcp over raw JSON-RPC", () => {
  it("answers prompts/get with an argument or name of the wrong type as invalid params, naming it", async () => {
    const session = stdioSession();
    await session.start();
    try {
      const answer = async (id: number, params: unknown) => {
        const frame = JSON.stringify({ jsonrpc: "2.0", id, method: "prompts/get", params });
        const { between } = await session.exchange(frame, id + 1000);
        return between.find((line) => (line as { id?: unknown }).id === id);
      };
      expect(await answer(1, { name: "critic", arguments: { modes: 5 } })).toEqual({
        jsonrpc: "2.0",
        id: 1,
        error: {
          code: -32602,
          message: "Invalid arguments for prompt critic: argument 'modes' must be a string, not a number",
        },
      });
      expect(await answer(2, { name: ["critic"] })).toEqual({
        jsonrpc: "2.0",
        id: 2,
        error: { code: -32602, message: "Invalid prompts/get request: 'name' must be a string, not a list" },
      });
      expect(await answer(3, { name: "critic", arguments: { modes: "fast" } })).toMatchObject({
        id: 3,
        result: { description: "critic with fast" },
      });
    } finally {
      await session.server.close();
    }
  });

  it("answers tools/call and resources/read of the wrong shape as invalid params, naming the field", async () => {
    const session = stdioSession();
    await session.start();
    try {
      const answer = async (id: number, method: string, params: unknown) => {
        const frame = JSON.stringify({ jsonrpc: "2.0", id, method, params });
        const { between } = await session.exchange(frame, id + 1000);
        return between.find((line) => (line as { id?: unknown }).id === id);
      };
      expect(await answer(1, "tools/call", { name: 5 })).toEqual({
        jsonrpc: "2.0",
        id: 1,
        error: { code: -32602, message: "Invalid tools/call request: 'name' must be a string, not a number" },
      });
      expect(await answer(2, "tools/call", { name: "compose", arguments: "critic" })).toEqual({
        jsonrpc: "2.0",
        id: 2,
        error: {
          code: -32602,
          message: "Invalid arguments for tool compose: the arguments must be an object, not a string",
        },
      });
      expect(await answer(3, "resources/read", { uri: 5 })).toEqual({
        jsonrpc: "2.0",
        id: 3,
        error: {
          code: -32602,
          message: "Invalid resources/read request: 'uri' must be a string, not a number",
        },
      });
    } finally {
      await session.server.close();
    }
  });
});

describe("casts mcp export and completion", () => {
  const S = Profile.compose("critic", { modes: ["adversarial"] }).buildSystemMessage();
  const pack = loadDefaultPack(path.join(PROJECT_ROOT, "packs/default.yaml"));

  it("export returns the file with the pack's policy by default, S alone with policy false", async () => {
    const withPolicy = await call("export", { role: "critic", modes: "adversarial", target: "claude-code" });
    expect(withPolicy.isError).toBeUndefined();
    const structured = withPolicy.structuredContent as {
      files: { path: string; content: string }[];
      notes: string[];
      findings: unknown[];
    };
    expect(structured.files.map((file) => file.path)).toEqual([".claude/agents/critic.md"]);
    expect(text(withPolicy)).toBe(structured.files[0]!.content);
    expect(text(withPolicy)).toContain(`---\n\n${buildRuntimeMessage(S, pack?.policy("critic") ?? null)}\n`);
    expect(structured.findings).toEqual([]);
    const plain = await call("export", {
      role: "critic",
      modes: ["adversarial"],
      target: "openai",
      policy: false,
    });
    expect(JSON.parse(text(plain)).messages[0].content).toBe(S);
  });

  it("export writes a directory role's tools and reports lint findings and bad input", async () => {
    const full = await call("export", { role: "Full", target: "copilot" });
    expect(text(full)).toContain('tools: ["read_file", "write_file"]');
    const named = await call("export", { role: "critic", target: "claude-code", name: "critic2" });
    expect((named.structuredContent as { findings: { rule: string }[] }).findings.map((f) => f.rule)).toEqual(
      ["claude-code/name-pattern"],
    );
    const unknown = await call("export", { role: "critic", target: "vim" });
    expect(unknown.isError).toBe(true);
    const conflict = await call("export", { role: "nobody", target: "cursor" });
    expect(conflict.isError).toBe(true);
    expect(text(conflict)).toMatch(/^Unknown role: 'nobody'/);
  });

  it("completes a role prompt's modes argument: the last name, without listed or conflicting modes", async () => {
    const complete = (value: string) =>
      mcp.client.complete({
        ref: { type: "ref/prompt", name: "critic" },
        argument: { name: "modes", value },
      });
    expect((await complete("adv")).completion.values).toEqual(["adversarial"]);
    const after = (await complete("adversarial,")).completion.values;
    expect(after.every((value) => value.startsWith("adversarial,"))).toBe(true);
    expect(after).not.toContain("adversarial,adversarial");
    expect(after.length).toBeGreaterThan(0);
  });

  it("completes role names for the casts://roles/{name} resource, which reads as `casts show --json`", async () => {
    const { completion } = await mcp.client.complete({
      ref: { type: "ref/resource", uri: "casts://roles/{name}" },
      argument: { name: "name", value: "cri" },
    });
    expect(completion.values).toEqual(["critic"]);
    const role = await mcp.client.readResource({ uri: "casts://roles/critic" });
    expect(JSON.parse(resourceText(role)).name).toBe("critic");
  });
});
