import { describe, expect, it } from "vitest";

import { EMISSION_MODELS, listModes, listRoles } from "@/lib/casts";
import { connectInProcess, toolSignature } from "@/test-support/mcp-in-process";

import { buildLlmsTxt } from "./llms-txt";

describe("buildLlmsTxt", () => {
  const text = buildLlmsTxt();
  const section = (title: string) => text.split(`## ${title}\n\n`)[1]?.split("\n\n")[0]?.split("\n") ?? [];

  it("follows the llms.txt layout: title, summary quote, then link lists", () => {
    expect(
      text.startsWith("# Casts Catalog\n\n> 40 agent roles, 14 reasoning modes and 23 emission models"),
    ).toBe(true);
    expect(section("Roles")).toHaveLength(listRoles().length);
    expect(section("Modes")).toHaveLength(listModes().length);
    expect(section("Emission models")).toHaveLength(EMISSION_MODELS.length);
  });

  it("describes each entry with its link, summary and key facts", () => {
    expect(section("Roles")).toContain(
      "- [Architect](/roles/architect): Designs system structure: components, interfaces, data flow and the key decisions with their rejected alternatives, then turns the design into an ordered build plan. High effort. Emits DesignSpec, ExecutionPlan.",
    );
    expect(section("Modes").find((line) => line.startsWith("- [fast]"))).toMatch(
      /All phases\. Conflicts with slow, systematic\.$/,
    );
    expect(section("Emission models")[0]).toMatch(
      /^- \[Finding\]\(\/emissions\/Finding\): .+ Schema: \/schemas\/Finding\.json$/,
    );
  });

  it("points agent tools at the MCP server and names its tools, prompts and resources", async () => {
    const mcp = text.split("## MCP server\n\n")[1] ?? "";
    expect(mcp).toContain("`casts mcp`");
    // The tools `casts mcp` serves, each with its arguments, and no other: the list cannot drift.
    const client = await connectInProcess();
    const { tools } = await client.listTools();
    const { resourceTemplates } = await client.listResourceTemplates();
    await client.close();
    const toolsLine = mcp.split("\n").find((line) => line.startsWith("- Tools: ")) ?? "";
    const listed = [...toolsLine.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    expect(listed).toEqual(tools.map(toolSignature));
    expect(mcp).toContain("`casts://catalog`");
    expect(mcp).toContain("`casts://schemas/<Model>`");
    expect(resourceTemplates.length).toBeGreaterThan(0);
    for (const template of resourceTemplates)
      expect(mcp).toContain(`\`${template.uriTemplate.replace(/\{(\w+)\}/g, "<$1>")}\``);
  });
});
