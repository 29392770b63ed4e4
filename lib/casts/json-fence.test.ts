import { describe, expect, it } from "vitest";

import { findJsonBlocks, readableIssue, stripJsonFence } from "./json-fence";

describe("stripJsonFence", () => {
  it("removes a ```json fence and a plain one, saying so", () => {
    expect(stripJsonFence('```json\n{"a": 1}\n```')).toEqual({ text: '{"a": 1}', fenced: true });
    expect(stripJsonFence('  ```\r\n{\n "a": 1\n}\r\n```\n')).toEqual({
      text: '{\n "a": 1\n}',
      fenced: true,
    });
  });
  it("leaves unfenced text alone", () => {
    expect(stripJsonFence('{"a": 1}')).toEqual({ text: '{"a": 1}', fenced: false });
    const code = "Run this:\n```sh\nnpm test\n```";
    expect(stripJsonFence(code)).toEqual({ text: code, fenced: false });
  });

  it("takes the JSON block of a chat reply: prose, then a fenced block, then more prose", () => {
    const reply = 'Here is my review.\n\n```json\n{"finding": {}}\n```\n\nTell me if you want more.';
    expect(stripJsonFence(reply)).toEqual({ text: '{"finding": {}}', fenced: true, inProse: true });
    const untagged = "Sure:\n```\n[1, 2]\n```";
    expect(stripJsonFence(untagged)).toEqual({ text: "[1, 2]", fenced: true, inProse: true });
    const codeFirst = "First:\n```python\nprint(1)\n```\nThen:\n```json\n{}\n```";
    expect(stripJsonFence(codeFirst)).toEqual({ text: "{}", fenced: true, inProse: true });
  });
});

describe("readableIssue", () => {
  it("says required where the schema says received undefined", () => {
    expect(readableIssue("Invalid input: expected string, received undefined")).toBe(
      "required (expected string)",
    );
    expect(readableIssue("Invalid input: expected string, received number")).toBe(
      "Invalid input: expected string, received number",
    );
  });
});

describe("findJsonBlocks", () => {
  it("finds json and untagged fenced blocks after prose, with where each body starts", () => {
    const text =
      'Here is my review.\n\n```json\n{"a": 1}\n```\n\nAnd a sketch:\n```ts\nconst x = 1;\n```\n```\n[2]\n```';
    const blocks = findJsonBlocks(text);
    expect(blocks.map((block) => block.text)).toEqual(['{"a": 1}', "[2]"]);
    expect(text.slice(blocks[0]!.offset).startsWith('{"a": 1}')).toBe(true);
  });
  it("finds nothing in text without a fence", () => {
    expect(findJsonBlocks('{"a": 1}')).toEqual([]);
  });
});
