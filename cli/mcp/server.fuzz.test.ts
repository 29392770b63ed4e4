// Property tests of MCP requests against the server in process (InMemoryTransport, the SDK's own
// Client): whatever arrives, the answer is a result or a JSON-RPC error, never a crash, and a
// successful result always matches the tool's output schema.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { listModes, listRoles, Profile } from "../../lib/casts";
import { EXPORT_TARGETS } from "../../lib/casts/export";
import { fuzzParameters } from "../../test-support/fuzz";
import { hostileName } from "../../test-support/fuzz-arbitraries";
import { fuzzRecorder } from "../../test-support/fuzz-record";
import { connectInProcess, type ToolResult } from "../../test-support/mcp-in-process";

const TOOLS = ["list_roles", "list_modes", "show", "compose", "validate_emission", "check_pack"];
const KEYS = ["name", "role", "modes", "output", "yaml"];

let client: Client;
let logged = "";

beforeAll(async () => {
  client = await connectInProcess({ context: { err: (text) => (logged += text), env: {} } });
  // The client checks structured content against the output schemas it has listed.
  await client.listTools();
});

afterAll(async () => {
  await client.close();
});

const argumentValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...listRoles(), ...listModes()),
  fc.array(fc.constantFrom(...listModes()), { maxLength: 4 }),
  fc.string({ unit: "binary", maxLength: 40 }),
);

const toolArguments = fc.dictionary(
  fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })),
  argumentValue,
  {
    maxKeys: 4,
  },
);

function messageOf(action: () => unknown): string | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const exportRecord = fuzzRecorder("casts mcp export (tool arguments)");

/** Strings as hostile clients send them: names, path tricks, and a few far over every bound. */
const hostileString = fc.oneof(
  { arbitrary: hostileName, weight: 6 },
  { arbitrary: fc.constantFrom("../../etc/passwd", "a/b", "CON", "%2e%2e", "javascript:x"), weight: 2 },
  { arbitrary: fc.integer({ min: 500, max: 2_000_000 }).map((length) => "x".repeat(length)), weight: 1 },
);

describe("casts mcp under arbitrary requests", () => {
  it("export answers any arguments with files at safe paths or an error in a few words", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            role: fc.oneof(fc.constantFrom(...listRoles()), hostileString),
            target: fc.oneof(
              fc.constantFrom(...EXPORT_TARGETS.filter((target) => target !== "promptfoo")),
              hostileString,
            ),
            modes: fc.oneof(fc.array(fc.constantFrom(...listModes()), { maxLength: 3 }), hostileString),
            name: hostileString,
            model: hostileString,
            policy: fc.jsonValue({ maxDepth: 1 }),
          },
          { requiredKeys: ["role", "target"] },
        ),
        async (args) => {
          const outcome = await exportRecord.resultAsync(
            args,
            () =>
              client.callTool({ name: "export", arguments: args }).then(
                (result) => result as ToolResult,
                (error: unknown) => {
                  expect(error).toBeInstanceOf(McpError);
                  return undefined;
                },
              ),
            (result) => (result === undefined ? "protocol error" : result.isError ? "tool error" : null),
          );
          if (outcome === undefined) return;
          const text = outcome.content.map((part) => part.text ?? "").join("");
          expect(text).not.toMatch(/internal error|Output validation error/);
          if (outcome.isError) {
            expect(text.length).toBeGreaterThan(0);
            expect(text.length).toBeLessThan(4_000);
            return;
          }
          const { files } = outcome.structuredContent as { files: { path: string }[] };
          for (const file of files) expect(file.path).toMatch(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/);
          expect(files.every((file) => !file.path.split("/").includes(".."))).toBe(true);
        },
      ),
      fuzzParameters({ numRuns: 150 }),
    );
    await client.ping();
  });

  it("answers every tool call with a well-formed result and never an internal error", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...TOOLS), fc.string({ maxLength: 12 })),
        toolArguments,
        async (name, args) => {
          const outcome = await client.callTool({ name, arguments: args }).then(
            (result) => result as ToolResult,
            (error: unknown) => {
              // Only protocol-level refusals may reject; nothing else escapes the server.
              expect(error).toBeInstanceOf(McpError);
              return undefined;
            },
          );
          if (outcome === undefined) return;
          const text = outcome.content.map((part) => part.text ?? "").join("");
          expect(text).not.toMatch(/internal error|Output validation error/);
          if (outcome.isError) {
            expect(text.length).toBeGreaterThan(0);
            expect(outcome.structuredContent).toBeUndefined();
          } else {
            expect(TOOLS).toContain(name);
            expect(outcome.structuredContent).toBeTypeOf("object");
          }
        },
      ),
      fuzzParameters({ numRuns: 150 }),
    );
    expect(logged).not.toContain("internal error");
    await client.ping();
  });

  it("composes exactly as the library does, or fails with the library's message", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...listRoles()),
        fc.array(fc.oneof(fc.constantFrom(...listModes()), fc.string({ maxLength: 6 })), { maxLength: 4 }),
        fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
        async (role, modes, name) => {
          const result = (await client.callTool({
            name: "compose",
            arguments: name === undefined ? { role, modes } : { role, modes, name },
          })) as ToolResult;
          const text = result.content.map((part) => part.text ?? "").join("");
          const expectedError = messageOf(() => Profile.compose(role, { modes, name: name ?? null }));
          if (expectedError !== undefined) {
            expect(result.isError).toBe(true);
            // The library's message, then the CLI's suggestion when a known mode is a typo away ("fa").
            expect([
              expectedError,
              ...listModes().map((mode) => `${expectedError}. Did you mean '${mode}'?`),
            ]).toContain(text);
          } else {
            const profile = Profile.compose(role, { modes, name: name ?? null });
            expect(result.isError).toBeFalsy();
            expect(text).toBe(profile.buildSystemMessage());
            expect(result.structuredContent).toMatchObject({
              name: profile.name,
              profile_yaml: profile.toYaml(),
            });
          }
        },
      ),
      fuzzParameters({ numRuns: 100 }),
    );
  });

  it("answers prompt requests with messages or a JSON-RPC error", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...listRoles()), fc.string({ maxLength: 10 })),
        fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
        async (name, modes) => {
          const outcome = await client
            .getPrompt({ name, arguments: modes === undefined ? {} : { modes } })
            .then(
              (result) => result.messages.length,
              (error: unknown) => (error instanceof McpError ? 0 : -1),
            );
          expect(outcome).toBeGreaterThanOrEqual(0);
        },
      ),
      fuzzParameters({ numRuns: 100 }),
    );
    await client.ping();
  });
});
