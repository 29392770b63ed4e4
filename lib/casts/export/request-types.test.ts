// Compile-time half of this test: tsc checks that the bodies satisfy the official SDKs' request types.
import type { MessageCreateParamsNonStreaming } from "@anthropic-ai/sdk/resources/messages";
import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import { describe, expect, it } from "vitest";

import { Pack, Profile, RoleConfig } from "..";
import { exportContext } from "./context";
import { writeAnthropic } from "./formats/anthropic/write";
import { writeOpenAI } from "./formats/openai/write";

const profile = Profile.compose("planner", { modes: ["fast"] });
const pack = new Pack({
  name: "team",
  configs: { planner: new RoleConfig({ model: "claude-opus-4-1", effort: "high" }) },
});

describe("request bodies", () => {
  it("satisfy openai's ChatCompletionCreateParamsNonStreaming", () => {
    const body = writeOpenAI(exportContext(profile, { target: "openai" }))
      .request satisfies ChatCompletionCreateParamsNonStreaming;
    expect(body.response_format?.json_schema.strict).toBe(true);
  });

  it("satisfy @anthropic-ai/sdk's MessageCreateParamsNonStreaming, with the pack's effort in output_config", () => {
    const body = writeAnthropic(exportContext(profile, { target: "anthropic", pack }))
      .request satisfies MessageCreateParamsNonStreaming;
    expect(body.model).toBe("claude-opus-4-1");
    expect(body.output_config?.effort).toBe("high");
    expect(body.output_config?.format?.type).toBe("json_schema");
  });
});
