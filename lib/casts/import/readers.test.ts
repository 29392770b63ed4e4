import { describe, expect, it } from "vitest";

import { detectFormat, FORMAT_READERS, type ImportFormatId } from ".";

function read(id: ImportFormatId, path: string, text: string) {
  return FORMAT_READERS[id].read({ path, text });
}

function fails(id: ImportFormatId, path: string, text: string) {
  try {
    read(id, path, text);
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
  throw new Error("expected the reader to refuse the file");
}

describe("format readers", () => {
  it("claude-code: tools with a parenthesised comma stay one tool; an empty list is dropped, not widened silently", () => {
    const [agent] = read(
      "claude-code",
      "a.md",
      "---\nname: a\ndescription: d\ntools: Read, Task(worker, researcher)\n---\nB",
    );
    expect(agent?.tools).toEqual(["Read", "Task(worker, researcher)"]);
    const [none] = read("claude-code", "a.md", "---\nname: a\ndescription: d\ntools: []\n---\nB");
    expect(none?.tools).toBeNull();
    expect(none?.dropped[0]).toMatchObject({
      field: "tools",
      reason: expect.stringContaining("no tools at all"),
    });
  });

  it("claude-code: front matter that is not YAML but one 'key: value' a line is read as text, with a note", () => {
    const description = 'Use after a change. Examples: <example>Context: a fix.\\nuser: "Look"</example>';
    const [agent] = read(
      "claude-code",
      "a.md",
      `---\nname: a\ndescription: ${description}\ntools: Read, Grep\nmodel: 'sonnet'\n---\nBody`,
    );
    expect(agent).toMatchObject({ name: "a", description, tools: ["Read", "Grep"], model: "sonnet" });
    expect(agent?.notes).toEqual([
      "the front matter is not valid YAML (line 3); each line was read as 'key: value' text",
    ]);
    // Anything else that is not YAML stays an error with its line: an indented list, a repeated key,
    // a value that starts as YAML syntax.
    for (const head of [
      "name: a\ndescription: x: y\ntools:\n  - Read",
      "name: a\ndescription: x: y\nname: b",
      "name: a\ndescription: [x: y",
    ])
      expect(fails("claude-code", "a.md", `---\n${head}\n---\nBody`).code).toBe("YAML_INVALID");
  });

  it("claude-code: a field of the wrong type is FORMAT_INVALID naming it", () => {
    expect(fails("claude-code", "a.md", "---\nname: a\ndescription: {x: 1}\n---\n")).toEqual({
      code: "FORMAT_INVALID",
      message: "description: expected text",
    });
    expect(
      fails("claude-code", "a.md", "---\nname: a\ndescription: d\ntools: [Read, 3]\n---\n").message,
    ).toBe("tools[1]: expected a tool name");
  });

  it("copilot: the name defaults to the file name without .agent.md", () => {
    expect(read("copilot", ".github/agents/triage.agent.md", "---\ndescription: d\n---\nB")[0]?.name).toBe(
      "triage",
    );
  });

  it("agent-skill: space-delimited allowed-tools; the folder names a skill without a name", () => {
    const [agent] = read(
      "agent-skill",
      "skills/pdf-filler/SKILL.md",
      "---\ndescription: d\nallowed-tools: Read  Bash(git add:*)\n---\nB",
    );
    expect(agent?.name).toBe("pdf-filler");
    expect(agent?.tools).toEqual(["Read", "Bash(git add:*)"]);
  });

  it("opencode: the ID is the path below the agents folder", () => {
    expect(
      read("opencode", ".opencode/agents/team/reviewer.md", "---\ndescription: d\n---\nB")[0]?.name,
    ).toBe("team/reviewer");
  });

  it("agents-md: named after its folder, or `agents` at the top", () => {
    expect(read("agents-md", "svc/AGENTS.md", "Rules.")[0]?.name).toBe("svc");
    expect(read("agents-md", "AGENTS.md", "Rules.")[0]?.name).toBe("agents");
  });

  it("codex: invalid TOML is TOML_INVALID with its line and column", () => {
    expect(fails("codex", "x.toml", 'name = "x"\ndescription = \n').code).toBe("TOML_INVALID");
    try {
      read("codex", "x.toml", 'name = "x"\ndescription = \n');
    } catch (error) {
      expect((error as { details: object }).details).toMatchObject({ line: 2 });
    }
    expect(fails("codex", "x.toml", "developer_instructions = 3\n").message).toBe(
      "developer_instructions: expected text",
    );
  });

  it("crewai: an entry that is not a mapping fails naming the key", () => {
    expect(fails("crewai", "agents.yaml", "writer: just text\n")).toEqual({
      code: "FORMAT_INVALID",
      message: "writer: expected the agent's attributes (a mapping)",
    });
  });

  it("roo: a mode without slug or roleDefinition fails naming its place", () => {
    expect(fails("roo", ".roomodes", "customModes:\n  - name: x\n    roleDefinition: r\n").message).toBe(
      "customModes[0].slug: missing",
    );
    expect(fails("roo", ".roomodes", "customModes:\n  - slug: x\n").message).toBe(
      "customModes[0].roleDefinition: missing",
    );
    expect(fails("roo", ".roomodes", "other: 1\n").message).toBe(
      ".roomodes: customModes: expected a list of modes",
    );
  });
});

describe("detectFormat", () => {
  const kind = (path: string, text: string) => {
    const detection = detectFormat(path, text);
    return detection.kind === "read" ? detection.reader.id : `skip: ${detection.reason}`;
  };

  it("by path first", () => {
    expect(kind(".claude/agents/a.md", "no front matter")).toBe("claude-code");
    expect(kind("x/.github/agents/a.md", "")).toBe("copilot");
    expect(kind("rules/a.mdc", "")).toBe("cursor");
    expect(kind("project/.cursor/agents/a.md", "")).toBe("cursor-agent");
    expect(kind(".gemini/agents/a.md", "")).toBe("gemini");
    expect(kind(".opencode/agent/a.md", "")).toBe("opencode");
    expect(kind("skills/x/SKILL.md", "")).toBe("agent-skill");
    expect(kind("AGENTS.md", "")).toBe("agents-md");
    expect(kind(".codex/agents/a.toml", "")).toBe("codex");
    expect(kind("src/crew/config/agents.yml", "")).toBe("crewai");
    expect(kind(".roomodes", "")).toBe("roo");
  });

  it("then by the front matter keys one format uses", () => {
    const md = (head: string) => kind("agents/a.md", `---\n${head}\n---\nBody`);
    expect(md("description: d\nglobs: '*.ts'")).toBe("cursor");
    expect(md("name: a\ndescription: d\nkind: local")).toBe("gemini");
    expect(md("description: d\nmode: subagent")).toBe("opencode");
    expect(md("name: a\ndescription: d\nlicense: MIT")).toBe("agent-skill");
    expect(md("name: a\ndescription: d\nreadonly: true")).toBe("cursor-agent");
    expect(md("name: a\ndescription: d\ntarget: vscode")).toBe("copilot");
    expect(md("name: a\ndescription: d\ncolor: red")).toBe("claude-code");
    expect(md("title: Docs page\ndescription: d")).toBe(
      "skip: markdown whose front matter has no agent name and description",
    );
    expect(kind("x.toml", 'developer_instructions = "x"')).toBe("codex");
    expect(kind("team.yaml", "a:\n  role: r\n  goal: g\n  backstory: b\n")).toBe("crewai");
    expect(kind("modes.json", '{"customModes": []}')).toBe("roo");
  });

  it("broken front matter: an error when it names an agent, else a skip", () => {
    expect(() => detectFormat("x/a.md", "---\nname: [x\n---\n")).toThrow(/invalid YAML/);
    expect(kind("x/a.md", "---\ntitle: [x\n---\n")).toBe(
      "skip: markdown whose front matter does not parse and names no agent",
    );
    expect(kind("ci.yaml", "a: [\n")).toBe(
      "skip: YAML that does not parse as a mapping (not read as an agent file)",
    );
  });
});
