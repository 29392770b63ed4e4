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

/** A Copilot agent whose front matter sets `model:` to the given YAML. */
function copilotAgent(model: string) {
  return read("copilot", ".github/agents/triage.agent.md", `---\ndescription: d\nmodel: ${model}\n---\nB`)[0];
}

/** The model pattern Claude Code's `sonnet` is read as: every Claude Sonnet model ID. */
const SONNET = "claude-(?:\\d[\\d-]*-)?sonnet(?:-.+)?";

/** How a display name where a model ID belongs is reported. */
const DISPLAY_NAME_DROPPED = {
  field: "model",
  reason:
    "'Claude Sonnet 4' is a model's display name, not a model ID; " +
    "a directory role's model is matched against model IDs, so no model is set",
};

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
    expect(agent).toMatchObject({ name: "a", description, tools: ["Read", "Grep"], modelPattern: SONNET });
    expect(agent?.notes[0]).toBe(
      "the front matter is not valid YAML (line 3); each line was read as 'key: value' text",
    );
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

  it("copilot: a model ID is carried; a display name or a list of models is dropped with why", () => {
    expect(copilotAgent("gpt-4.1")).toMatchObject({ model: "gpt-4.1", mapped: ["description", "model"] });
    expect(copilotAgent("['gpt-4.1']")?.model).toBe("gpt-4.1");
    const display = copilotAgent("Claude Sonnet 4");
    expect(display?.model).toBeNull();
    expect(display?.dropped).toEqual([DISPLAY_NAME_DROPPED]);
    const list = copilotAgent("['Claude Opus 4.5', 'GPT-5.2 (copilot)']");
    expect(list?.model).toBeNull();
    expect(list?.dropped[0]?.reason).toBe(
      "a list of models tried in order ('Claude Opus 4.5', 'GPT-5.2 (copilot)'): " +
        "none of them is a model ID (each holds spaces, as display names do); " +
        "a directory role's model is matched against model IDs, so no model is set",
    );
    expect(fails("copilot", "a.agent.md", "---\ndescription: d\nmodel: {name: x}\n---\nB")).toEqual({
      code: "FORMAT_INVALID",
      message: "model: expected a model name or a list of model names",
    });
  });

  it("copilot: of a list of models, the first model ID is carried and the rest reported dropped", () => {
    const ids = copilotAgent("['gpt-4.1', 'o3', 'gpt-4.1']");
    expect(ids).toMatchObject({ model: "gpt-4.1", mapped: ["description", "model"] });
    expect(ids?.dropped).toEqual([
      {
        field: "model",
        reason:
          "a list of models tried in order ('gpt-4.1', 'o3'): a directory role names one model ID, " +
          "so only 'gpt-4.1', the first ID in the list, is set; not carried: 'o3'",
      },
    ]);
    // A display name cannot be held (no table maps it to an ID), so the first ID after it is the one
    // Copilot would try next; the report names what was skipped ahead of it.
    const mixed = copilotAgent("['Claude Sonnet 4', 'claude-sonnet-4-5', 'GPT-5 (copilot)', 'o3']");
    expect(mixed?.model).toBe("claude-sonnet-4-5");
    expect(mixed?.dropped[0]?.reason).toMatch(
      /so only 'claude-sonnet-4-5', the first ID in the list, is set; skipped before it, though Copilot tries it first: 'Claude Sonnet 4' \(a display name, which no table here maps to a model ID\); not carried: 'GPT-5 \(copilot\)' \(a display name\), 'o3'$/,
    );
    const two = copilotAgent("['Claude Opus 4.5', 'GPT-5.2 (copilot)', 'gpt-5.2']");
    expect(two?.model).toBe("gpt-5.2");
    expect(two?.dropped[0]?.reason).toMatch(
      /is set; skipped before it, though Copilot tries them first: 'Claude Opus 4.5', 'GPT-5.2 \(copilot\)' \(display names, which no table here maps to a model ID\)$/,
    );
  });

  it("claude-code: an alias as its family's pattern, a full ID as it is, inherit as none; a display name is dropped with why", () => {
    const agent = (model: string) =>
      read("claude-code", ".claude/agents/a.md", `---\nname: a\ndescription: d\nmodel: ${model}\n---\nB`)[0];
    expect(agent("sonnet")).toMatchObject({
      model: null,
      modelPattern: SONNET,
      mapped: ["name", "description", "model"],
      dropped: [],
      notes: [
        `Claude Code's model alias 'sonnet' (the newest Claude Sonnet model) is read as the model pattern ${SONNET}, which allows every Claude Sonnet model ID`,
      ],
    });
    expect(agent("opus")?.modelPattern).toBe("claude-(?:\\d[\\d-]*-)?opus(?:-.+)?");
    expect(agent("haiku")?.modelPattern).toBe("claude-(?:\\d[\\d-]*-)?haiku(?:-.+)?");
    expect(agent("claude-opus-4-1")).toMatchObject({ model: "claude-opus-4-1", notes: [] });
    expect(agent("claude-opus-4-1")).not.toHaveProperty("modelPattern");
    expect(agent("inherit")).toMatchObject({ model: null, dropped: [{ field: "model" }] });
    const display = agent("Claude Sonnet 4");
    expect(display).toMatchObject({ name: "a", description: "d", body: "B", model: null });
    expect(display?.mapped).toEqual(["name", "description"]);
    expect(display?.dropped).toEqual([DISPLAY_NAME_DROPPED]);
    expect(fails("claude-code", "a.md", "---\nname: a\ndescription: d\nmodel: [sonnet]\n---\n")).toEqual({
      code: "FORMAT_INVALID",
      message: "model: expected text",
    });
  });

  it("cursor-agent: a model ID as it is, inherit as none; 'fast' is dropped with why", () => {
    const agent = (model: string) =>
      read("cursor-agent", ".cursor/agents/a.md", `---\nname: a\ndescription: d\nmodel: ${model}\n---\nB`)[0];
    expect(agent("claude-sonnet-4-6")).toMatchObject({ model: "claude-sonnet-4-6", dropped: [] });
    expect(agent("inherit")).toMatchObject({ model: null, dropped: [{ field: "model" }] });
    const fast = agent("fast");
    expect(fast).toMatchObject({ model: null, mapped: ["name", "description"] });
    expect(fast).not.toHaveProperty("modelPattern");
    expect(fast?.dropped).toEqual([
      {
        field: "model",
        reason:
          "'fast' lets Cursor pick a fast model of its choosing, not one model or one family of them; " +
          "a directory role's model is matched against model IDs, so no model is set",
      },
    ]);
  });

  it("front matter opened with --- and never closed fails naming line 1, in every format reading it", () => {
    const text = "---\nname: no-close\ndescription: x\nBody text.\n";
    const formats: [ImportFormatId, string][] = [
      ["claude-code", ".claude/agents/no-close.md"],
      ["copilot", ".github/agents/no-close.agent.md"],
      ["cursor", ".cursor/rules/no-close.mdc"],
      ["cursor-agent", ".cursor/agents/no-close.md"],
      ["gemini", ".gemini/agents/no-close.md"],
      ["opencode", ".opencode/agents/no-close.md"],
      ["agent-skill", "skills/no-close/SKILL.md"],
    ];
    for (const [id, path] of formats) {
      expect(fails(id, path, text), id).toEqual({
        code: "FORMAT_INVALID",
        message: "front matter opened at line 1 is never closed with a --- line",
      });
      expect(fails(id, path, "---"), id).toMatchObject({ code: "FORMAT_INVALID" });
    }
    // A closed block, an empty one, and a file with no block at all still read.
    expect(read("claude-code", "a.md", "---\nname: a\ndescription: d\n---")[0]?.name).toBe("a");
    expect(read("claude-code", "a.md", "---\n---\nBody")[0]?.body).toBe("Body");
    expect(read("claude-code", "a.md", "Body only\n---\n")[0]?.body).toBe("Body only\n---\n");
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

  it("opencode: permissions that deny every action and then allow some become the tool list", () => {
    const agent = (rules: string) =>
      read("opencode", ".opencode/agents/a.md", `---\ndescription: d\npermissions: ${rules}\n---\nB`)[0];
    const deny = '{ action: "*", resource: "*", effect: deny }';
    const allow = (action: string) => `{ action: "${action}", resource: "*", effect: allow }`;
    expect(agent(`[${deny}, ${allow("read")}, ${allow("Bash(git *)")}]`)).toMatchObject({
      tools: ["read", "Bash(git *)"],
      mapped: ["description", "permissions"],
    });
    // Rules before the last deny of everything decide nothing.
    expect(agent(`[${allow("edit")}, ${deny}, ${allow("read")}]`)?.tools).toEqual(["read"]);
    expect(agent(`[${deny}]`)?.dropped[0]?.reason).toContain("no tools at all");
    // What a tool list cannot say is dropped with why.
    expect(agent(`[${allow("read")}]`)).toMatchObject({
      tools: null,
      dropped: [
        { field: "permissions", reason: expect.stringContaining("without a rule denying every action") },
      ],
    });
    expect(
      agent(`[${deny}, { action: shell, resource: "git status *", effect: allow }]`)?.dropped[0]?.reason,
    ).toContain("limits an action by resource or effect");
    expect(agent(`[${deny}, { action: read, resource: "*", effect: ask }]`)?.tools).toBeNull();
    expect(
      fails("opencode", ".opencode/agents/a.md", "---\ndescription: d\npermissions: allow\n---\n"),
    ).toEqual({
      code: "FORMAT_INVALID",
      message: "permissions: expected a list of rules",
    });
    expect(
      fails(
        "opencode",
        ".opencode/agents/a.md",
        "---\ndescription: d\npermissions: [{ action: read }]\n---\n",
      ).message,
    ).toBe("permissions[0]: expected a rule with text action, resource and effect");
  });

  it("opencode: V1 tools and permission are read as the same rules, by V2 action names", () => {
    const agent = (head: string) =>
      read("opencode", ".opencode/agents/a.md", `---\ndescription: d\n${head}\n---\nB`)[0];
    // tools: off denies, on allows; `*` covers every tool; bash is V2's shell.
    expect(agent('tools:\n  "*": false\n  read: true\n  bash: true')).toMatchObject({
      tools: ["read", "shell"],
      mapped: ["description", "tools"],
      notes: ["OpenCode's V1 actions are read by their V2 names: bash as shell"],
    });
    // permission: one effect per action or a map of patterns, the last match deciding.
    expect(
      agent('permission:\n  "*": deny\n  edit: allow\n  bash:\n    "*": allow\n  task: allow')?.tools,
    ).toEqual(["edit", "shell", "subagent"]);
    // Both: tools first, then permission, whose later rules decide (its `*: deny` ends read: true).
    expect(
      agent('tools:\n  "*": false\n  read: true\npermission:\n  "*": deny\n  edit: allow'),
    ).toMatchObject({ tools: ["edit"], mapped: ["description", "tools", "permission"] });
    expect(agent("tools:\n  read: true\npermission: deny")).toMatchObject({
      tools: null,
      dropped: [
        { field: "tools", reason: expect.stringContaining("no tools at all") },
        { field: "permission", reason: expect.stringContaining("no tools at all") },
      ],
    });
    // What a tool list cannot say is dropped with why, as for V2 rules.
    expect(agent("tools:\n  write: false\n  edit: false")).toMatchObject({
      tools: null,
      dropped: [{ field: "tools", reason: expect.stringContaining("without a rule denying every action") }],
    });
    expect(
      agent('permission:\n  "*": deny\n  bash:\n    "git status *": allow')?.dropped[0]?.reason,
    ).toContain('{"action":"shell","resource":"git status *","effect":"allow"} limits an action');
    expect(agent("permission: ask")?.dropped[0]?.reason).toContain("without a rule denying every action");
  });

  it("opencode: with V2 permissions the V1 fields are dropped; a V1 value of the wrong shape fails naming it", () => {
    const rules =
      '[{ action: "*", resource: "*", effect: deny }, { action: read, resource: "*", effect: allow }]';
    const [both] = read(
      "opencode",
      ".opencode/agents/a.md",
      `---\ndescription: d\ntools:\n  "*": true\npermissions: ${rules}\npermission: allow\n---\nB`,
    );
    expect(both).toMatchObject({ tools: ["read"], mapped: ["description", "permissions"] });
    const reason = "OpenCode's deprecated V1 field: the file's V2 permissions are read instead";
    expect(both?.dropped).toEqual([
      { field: "tools", reason },
      { field: "permission", reason },
    ]);
    const refuse = (head: string) =>
      fails("opencode", ".opencode/agents/a.md", `---\ndescription: d\n${head}\n---\nB`);
    expect(refuse("tools: [read, grep]")).toEqual({
      code: "FORMAT_INVALID",
      message: "tools: expected a map of tool names to true or false",
    });
    expect(refuse("tools:\n  read: yes please").message).toBe("tools.read: expected true or false");
    expect(refuse("permission: [allow]").message).toBe(
      "permission: expected allow, ask, deny or a map of actions",
    );
    expect(refuse('permission:\n  bash:\n    "git *": always').message).toBe(
      "permission.bash.git *: expected allow, ask or deny",
    );
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
    expect(() => detectFormat("x/a.md", "---\nname: no-close\ndescription: x\nBody text.\n")).toThrow(
      "front matter opened at line 1 is never closed with a --- line",
    );
    expect(kind("x/a.md", "---\n\nA page that opens with a rule.\n")).toBe(
      "skip: markdown whose front matter does not parse and names no agent",
    );
    expect(kind("x/a.md", "---\ntitle: [x\n---\n")).toBe(
      "skip: markdown whose front matter does not parse and names no agent",
    );
    expect(kind("ci.yaml", "a: [\n")).toBe(
      "skip: YAML that does not parse as a mapping (not read as an agent file)",
    );
  });
});
