// The run's body is the export's section-7 body plus the user's message and the streaming fields.
import { describe, expect, it } from "vitest";

import { exportProfile } from "../export";
import { USER_PLACEHOLDER } from "../export/request-targets";
import { listRoles, Role } from "../pattern";
import { Profile } from "../profile";
import { buildRunBody, type AnthropicRunBody, type OpenAIRunBody } from "./request-body";
import type { RunRequest } from "./types";

function runRequest(role: Role, provider: RunRequest["provider"], model: string): RunRequest {
  return {
    provider,
    model,
    apiKey: "k",
    instructions: Profile.compose(role).buildSystemMessage(),
    input: "The task.",
    role: { name: role.name, emits: role.emits },
  };
}

describe("buildRunBody", () => {
  it("equals the export's OpenAI and Anthropic request for every role, plus the message and stream fields", () => {
    // The run's body with the export's user placeholder in place of the message.
    const asExported = <Body extends { messages: readonly { role: string; content: string }[] }>(
      body: Body,
    ) => ({
      ...body,
      messages: body.messages.map((turn) =>
        turn.role === "user" ? { ...turn, content: USER_PLACEHOLDER } : turn,
      ),
    });
    const quiet = new Role({ name: "QuietRole", description: "Writes the shift handoff." });
    for (const role of [...listRoles().map((name) => Role.load(name)), quiet]) {
      const profile = Profile.compose(role);
      const openai = exportProfile(profile, { target: "openai", model: "gpt-4.1" }).request;
      const { stream, stream_options, ...openaiBody } = buildRunBody(
        runRequest(role, "openai", "gpt-4.1"),
      ) as OpenAIRunBody;
      expect({ stream, stream_options }).toEqual({ stream: true, stream_options: { include_usage: true } });
      expect(asExported(openaiBody), role.name).toEqual(openai);
      expect(openaiBody.messages.at(-1)).toEqual({ role: "user", content: "The task." });
      const anthropic = exportProfile(profile, { target: "anthropic", model: "claude-sonnet-4-5" }).request;
      const { stream: anthropicStream, ...anthropicBody } = buildRunBody(
        runRequest(role, "anthropic", "claude-sonnet-4-5"),
      ) as AnthropicRunBody;
      expect(anthropicStream).toBe(true);
      expect(asExported(anthropicBody), role.name).toEqual(anthropic);
    }
  });

  it("a role with no instructions sends no instructions message to any provider, as its export does", () => {
    const quiet = new Role({ name: "QuietRole", description: "Writes the shift handoff." });
    const exported = (target: "openai" | "anthropic") =>
      exportProfile(Profile.compose(quiet), { target, model: "m" }).request;
    for (const provider of ["openai", "openai-compatible", "anthropic"] as const) {
      const body = buildRunBody(runRequest(quiet, provider, "m"));
      expect(body.messages, provider).toEqual([{ role: "user", content: "The task." }]);
      expect(body, provider).not.toHaveProperty("system");
    }
    expect(exported("openai")?.messages).toEqual([{ role: "user", content: USER_PLACEHOLDER }]);
    expect(exported("anthropic")).not.toHaveProperty("system");
  });

  it("openai-compatible: the instructions in a system message, max_tokens instead of max_completion_tokens", () => {
    const role = Role.load("critic");
    const body = buildRunBody({
      ...runRequest(role, "openai-compatible", "llama3.2"),
      maxTokens: 300,
    }) as OpenAIRunBody;
    expect(body.messages[0].role).toBe("system");
    expect(body).toMatchObject({ max_tokens: 300 });
    expect(body).not.toHaveProperty("max_completion_tokens");
    expect(buildRunBody({ ...runRequest(role, "openai", "gpt-4.1"), maxTokens: 300 })).toMatchObject({
      max_completion_tokens: 300,
    });
  });

  it("sends no schema for a free-text role, or when structured output is turned off", () => {
    const free = new Role({ name: "notes", description: "Writes notes" });
    expect(buildRunBody(runRequest(free, "openai", "gpt-4.1"))).not.toHaveProperty("response_format");
    expect(
      buildRunBody({ ...runRequest(Role.load("critic"), "anthropic", "c"), structuredOutput: false }),
    ).not.toHaveProperty("output_config");
  });

  it("writes a known Anthropic effort and refuses an unknown one", () => {
    const role = Role.load("critic");
    expect(buildRunBody({ ...runRequest(role, "anthropic", "c"), effort: "high" })).toMatchObject({
      output_config: { effort: "high" },
    });
    expect(() => buildRunBody({ ...runRequest(role, "anthropic", "c"), effort: "extreme" })).toThrow(
      "effort must be one of",
    );
  });
});
