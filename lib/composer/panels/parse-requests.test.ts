import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { importProfileYaml } from "./import-profile";
import { OFF_THREAD_BYTES, parseOffThread, parsesOffThread } from "./parse-off-thread";
import { serveParseRequests, type ParseReply, type ParseRequest } from "./parse-requests";
import { validateEmissionOutput } from "./validate-output";

type ParseMessage = { readonly id: number; readonly request: ParseRequest };

/** Runs requests through serveParseRequests as the worker does, with a fake worker scope. */
function viaWorker(request: ParseRequest): ParseReply[] {
  const replies: ParseReply[] = [];
  const scope = {
    onmessage: null as ((event: MessageEvent<ParseMessage>) => void) | null,
    postMessage: (reply: ParseReply) => replies.push(structuredClone(reply)),
  };
  serveParseRequests(scope);
  scope.onmessage?.({ data: structuredClone({ id: 7, request }) } as MessageEvent<ParseMessage>);
  return replies;
}

const bigComment = (size: number) => `# ${"x".repeat(size)}\n`;
const profiles = [
  "role: critic\nmodes: [adversarial]\nname: adv\n",
  "role: critic\nmodes: [slow, fast]\n",
  "role: nobody\n",
  "role: [\n",
  `${bigComment(OFF_THREAD_BYTES)}role: critic\n`,
  `role: critic\nname: "${"n".repeat(2 * OFF_THREAD_BYTES)}"\n`,
  ...["conflict", "misspelt-key", "broken-syntax"].map((name) =>
    readFileSync(new URL(`./__fixtures__/${name}.profile.yaml`, import.meta.url), "utf8"),
  ),
];
const outputs = [
  '{"verdict": {"verdict": "ok"}}',
  "{",
  `{"verdict": ${"[".repeat(100)}`,
  `{"x": "${"y".repeat(OFF_THREAD_BYTES)}"}`,
];

describe("serveParseRequests", () => {
  it("says ready first, then answers a profile import exactly as importProfileYaml does", () => {
    for (const text of profiles) {
      const replies = viaWorker({ kind: "import-profile", text, label: "pasted YAML", extraRoles: [] });
      expect(replies).toEqual([
        { type: "ready" },
        { type: "result", id: 7, result: importProfileYaml(text, "pasted YAML", []) },
      ]);
    }
  });

  it("answers an output check exactly as validateEmissionOutput does", () => {
    for (const text of outputs) {
      const replies = viaWorker({ kind: "validate-output", roleName: "critic", text });
      expect(replies[1]).toEqual({ type: "result", id: 7, result: validateEmissionOutput("critic", text) });
    }
  });

  it("passes directory roles through to the import", () => {
    const extraRoles = [{ name: "Writer", description: "Writes." }];
    const [, reply] = viaWorker({ kind: "import-profile", text: "role: Writer\n", label: "x", extraRoles });
    expect(reply).toEqual({
      type: "result",
      id: 7,
      result: importProfileYaml("role: Writer\n", "x", extraRoles),
    });
  });
});

describe("parsesOffThread", () => {
  it("sends inputs over 64 KiB and within 1 MiB to the worker", () => {
    expect(parsesOffThread("a".repeat(OFF_THREAD_BYTES))).toBe(false);
    expect(parsesOffThread("a".repeat(OFF_THREAD_BYTES + 1))).toBe(true);
    expect(parsesOffThread("é".repeat(OFF_THREAD_BYTES / 2 + 1))).toBe(true); // 2 bytes each
    expect(parsesOffThread("a".repeat(1024 * 1024 + 1))).toBe(false); // refused at once on the page
  });
});

describe("parseOffThread", () => {
  it("parses a small input on the page with the same function", async () => {
    const text = "role: critic\nmodes: [adversarial]\n";
    expect(
      await parseOffThread({ kind: "import-profile", text, label: "pasted YAML", extraRoles: [] }),
    ).toEqual(importProfileYaml(text, "pasted YAML", []));
  });
});
