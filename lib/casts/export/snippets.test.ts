import { describe, expect, it } from "vitest";

import { pythonLiteral, pythonString } from "./snippets";

describe("pythonLiteral", () => {
  it("writes a request as a readable dict literal, the system message line for line", () => {
    const body = {
      model: "gpt-4.1",
      messages: [{ role: "developer", content: "You review code.\n\nBe brief." }],
      store: false,
      metadata: null,
      tools: [],
    };
    expect(`body = ${pythonLiteral(body, "")}`).toBe(
      [
        "body = {",
        '    "model": "gpt-4.1",',
        '    "messages": [',
        "        {",
        '            "role": "developer",',
        '            "content": """You review code.',
        "",
        'Be brief.""",',
        "        },",
        "    ],",
        '    "store": False,',
        '    "metadata": None,',
        '    "tools": [],',
        "}",
      ].join("\n"),
    );
  });
});

describe("pythonString", () => {
  it("escapes what would end or change a triple-quoted string", () => {
    expect(pythonString('one line with "quotes"')).toBe('"one line with \\"quotes\\""');
    // Three quotes inside stay three: \""" then \""\" (its last quote escaped, so the close is clean).
    expect(pythonString('a\\b\n"""c"""')).toBe('"""a\\\\b\n\\"""c\\""\\""""');
    expect(pythonString("tab\there\nbell\u0007")).toBe('"""tab\\x09here\nbell\\x07"""');
  });
});
