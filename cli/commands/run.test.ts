// casts run against the fake provider on 127.0.0.1: exit codes, --json, the key never printed.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { startFakeProvider, type FakeEntry, type FakeProvider } from "../../test-support/fake-provider";
import { captureCli } from "../../test-support/run-cli";

const KEY = "sk-cli-secret-5f0e9d8c7b6a";
let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider({ keys: [KEY] });
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

async function cast(argv: string[], options: { env?: Record<string, string>; stdin?: string | Buffer } = {}) {
  const result = await captureCli(argv, {
    env: options.env ?? { OPENAI_API_KEY: KEY, ANTHROPIC_API_KEY: KEY },
    ...(options.stdin === undefined
      ? {}
      : { stdio: { stdin: Readable.from([options.stdin]), stdout: process.stdout } }),
  });
  expect(result.out + result.err).not.toContain(KEY);
  return result;
}

const openai = () => ["--provider", "openai", "--model", "gpt-test", "--base-url", fake.url("openai")];
const anthropic = (model = "claude-test") => [
  "--provider",
  "anthropic",
  "--model",
  model,
  "--base-url",
  fake.url("anthropic"),
];
/** A model the Anthropic SDK warns is deprecated, whatever server it is sent to. */
const deprecatedModel = () => anthropic("claude-sonnet-4-5");
const finding = {
  description: "The retry loop never backs off",
  confidence: 0.8,
  severity: "high",
  evidence: null,
  source: "client.ts:42",
};

describe("casts run", () => {
  it("prints the reply, a verdict per key and the usage line; exit 0 for a valid reply", async () => {
    fake.script({ reply: JSON.stringify({ finding }), usage: { input: 1200, output: 80 } });
    const result = await cast(["run", "reviewer", ...openai(), "--input", "Review the retry change."]);
    expect(result).toMatchObject({ code: 0, err: "" });
    expect(result.out).toContain('{"finding":');
    expect(result.out).toContain("✓ finding\n");
    expect(result.out).toMatch(/gpt-test: 1200 tokens in, 80 out · [\d.]+ s · request req_/);
    const sent = fake.requests[0]?.body as { messages: { role: string; content: string }[] };
    expect(sent.messages[1]).toEqual({ role: "user", content: "Review the retry change." });
    expect(sent.messages[0]?.content).toContain("## Authority");
  });

  it("--json: request_id, reply, decoded, verdicts and usage; exit 1 and one stderr line when invalid", async () => {
    fake.script({ reply: JSON.stringify({ finding: { ...finding, confidence: 3 }, findings: [] }) });
    const result = await cast(["run", "reviewer", ...openai(), "--input", "x", "--json"]);
    expect(result.code).toBe(1);
    expect(result.err.trim().split("\n")).toHaveLength(1);
    expect(result.err).toContain("casts run: the reply is not valid: finding, findings fail");
    const json = JSON.parse(result.out);
    expect(Object.keys(json).slice(0, 5)).toEqual(["request_id", "reply", "decoded", "verdicts", "usage"]);
    expect(json.verdicts).toEqual([
      { key: "finding", valid: false, errors: [expect.stringMatching(/^finding\.confidence: /)] },
      { key: "findings", valid: false, errors: [expect.stringContaining("unknown key")] },
    ]);
    expect(json.usage).toEqual({ input_tokens: expect.any(Number), output_tokens: expect.any(Number) });
  });

  it("shows an escalation with its urgency and reason", async () => {
    fake.script({
      reply: JSON.stringify({
        escalation_request: {
          reason: "Dropping the table needs a DBA",
          urgency: "blocked",
          context: '{"table":"users"}',
        },
      }),
    });
    const result = await cast(["run", "implementer", ...openai(), "--input", "Drop the users table."]);
    expect(result.code).toBe(0);
    expect(result.out).toContain(
      'escalation (blocked): Dropping the table needs a DBA\n    context: {"table":"users"}',
    );
  });

  it("reads the message from stdin or a file, fills --var, runs a directory role as free text on anthropic", async () => {
    fake.script({ reply: "## 2.1.0\n- Faster search" }, { reply: "ok" });
    const viaStdin = await cast(["run", "ReleaseNotesWriter", ...anthropic(), "--var", "version=2.1.0"], {
      stdin: "Write notes for {{version}}.",
    });
    expect(viaStdin.code).toBe(0);
    expect(viaStdin.out).toContain("## 2.1.0");
    expect(viaStdin.out).not.toContain("✓");
    expect(fake.requests[0]?.input).toBe("Write notes for 2.1.0.");
    const file = path.join(mkdtempSync(path.join(tmpdir(), "casts-run-")), "task.txt");
    writeFileSync(file, "From a file.");
    const viaFile = await cast(["run", "ReleaseNotesWriter", ...anthropic(), "--input-file", file]);
    expect(viaFile.code).toBe(0);
    expect(fake.requests[1]?.input).toBe("From a file.");
  });

  it("refuses a message that is not UTF-8, from stdin or a file, with its place, and sends nothing", async () => {
    const latin1 = Buffer.from("Review the caf\xe9 menu.", "latin1");
    const viaStdin = await cast(["run", "reviewer", ...openai()], { stdin: latin1 });
    expect(viaStdin.code).toBe(1);
    expect(viaStdin.err).toBe("casts: stdin: not valid UTF-8 at line 1, column 15 (byte 0xe9)\n");
    const file = path.join(mkdtempSync(path.join(tmpdir(), "casts-run-")), "task.txt");
    writeFileSync(file, Buffer.concat([Buffer.from("Line one.\n"), latin1]));
    const viaFile = await cast(["run", "reviewer", ...openai(), "--input-file", file]);
    expect(viaFile.code).toBe(1);
    expect(viaFile.err).toBe(`casts: ${file}: not valid UTF-8 at line 2, column 15 (byte 0xe9)\n`);
    expect(fake.requests).toHaveLength(0);
  });

  it("passes on the SDK's notice of a deprecated model as one note line on stderr", async () => {
    fake.script({ reply: "## Notes" });
    const result = await cast(["run", "ReleaseNotesWriter", ...deprecatedModel(), "--input", "x"]);
    expect(result.code).toBe(0);
    expect(result.err).toMatch(
      /^note: The model 'claude-sonnet-4-5' is deprecated and will reach end-of-life on [^\n]*\n$/,
    );
  });

  it("--json lists the SDK's notices; a run that fails after the SDK spoke still notes what it said", async () => {
    const deprecated = deprecatedModel();
    const notice = /^The model 'claude-sonnet-4-5' is deprecated and will reach end-of-life on /;
    fake.script({ reply: "## Notes" }, { reply: "## Notes" }, { error: 500 });
    const json = await cast(["run", "ReleaseNotesWriter", ...deprecated, "--input", "x", "--json"]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out).notices).toEqual([expect.stringMatching(notice)]);
    const current = await cast(["run", "ReleaseNotesWriter", ...anthropic(), "--input", "x", "--json"]);
    expect(current).toMatchObject({ code: 0, err: "" });
    expect(JSON.parse(current.out).notices).toEqual([]);
    const failed = await cast(["run", "ReleaseNotesWriter", ...deprecated, "--input", "x", "--json"]);
    expect(failed).toMatchObject({ code: 1, out: "" });
    expect(failed.err).toMatch(
      /^note: The model 'claude-sonnet-4-5' is deprecated [^\n]*\ncasts run: [^\n]* failed on its side \(500\)[^\n]*\n$/,
    );
  });

  it("exit 1 with one line in words when the provider fails; the key is never printed", async () => {
    const cases: [FakeEntry, string][] = [
      [
        { error: 429, retryAfter: 12 },
        "casts run: Rate limit reached (429): run again in 12 s. The server said: fake 429.\n",
      ],
      [{ error: 500 }, "failed on its side (500)"],
      [{ reply: '{"finding": {"descr', finish: "length" }, "cut off by the token limit"],
    ];
    for (const [entry, words] of cases) {
      fake.script(entry);
      const result = await cast(["run", "reviewer", ...openai(), "--input", "x"]);
      expect(result.code, words).toBe(1);
      expect(result.err).toContain(words);
      expect(result.err.trim().split("\n")).toHaveLength(1);
    }
    const denied = await cast(["run", "reviewer", ...openai(), "--input", "x"], {
      env: { OPENAI_API_KEY: `${KEY}-revoked` },
    });
    expect(denied.code).toBe(1);
    expect(denied.err).toContain("refused the key (401)");
    expect(denied.out + denied.err).not.toContain(`${KEY}-revoked`);
  });

  it("prints a hostile reply safely: terminal escapes escaped, the first 100 verdicts, the key never echoed", async () => {
    const keys = Object.fromEntries(Array.from({ length: 250 }, (_, index) => [`k${index}`, 1]));
    const json = JSON.stringify({ "\u001b[31mred": 1, ...keys });
    fake.script({ reply: `\u001b]0;title\u0007 Here:\n\`\`\`json\n${json}\n\`\`\`\n` });
    const result = await cast(["run", "reviewer", ...openai(), "--input", "x"]);
    expect(result.code).toBe(1);
    expect(result.out + result.err).not.toContain("\u001b");
    expect(result.out).toContain("\\u001B]0;title\\u0007");
    expect(result.out.match(/^✗ /gm)).toHaveLength(100);
    expect(result.out).toContain("\n…and 151 more\n");
    expect(result.out).toContain("✗ \\u001B[31mred");
    expect(result.err.trim().split("\n")).toHaveLength(1);
    expect(result.err).toContain("\\u001B[31mred, k0, k1, k2, k3, k4, k5, k6, k7, k8 …and 241 more fail");
    for (const echoKey of [401, 500, "html", "stream"] as const) {
      fake.script({ echoKey });
      const echoed = await cast(["run", "reviewer", ...openai(), "--input", "x"]);
      expect(echoed.code).toBe(1);
      expect(echoed.out + echoed.err).not.toContain(KEY);
    }
  });

  it("exit 2 for bad usage: no provider, no model, no key, unknown provider, a missing or unused variable", async () => {
    const usage = async (argv: string[], words: string, env?: Record<string, string>) => {
      const result = await cast(["run", "reviewer", ...argv], env ? { env } : {});
      expect(result.code, words).toBe(2);
      expect(result.err).toContain(words);
    };
    await usage(["--model", "m", "--input", "x"], "missing --provider");
    await usage(["--provider", "openai", "--input", "x"], "missing --model");
    await usage(["--provider", "gemini", "--model", "m", "--input", "x"], "unknown provider 'gemini'");
    await usage(["--provider", "openai", "--model", "m", "--input", "x"], "set OPENAI_API_KEY", {});
    await usage(["--provider", "openai-compatible", "--model", "m", "--input", "x"], "needs --base-url");
    await usage([...openai(), "--input", "Review {{file}}"], "give --var file=<value>");
    await usage([...openai(), "--input", "Review", "--var", "file=a.ts"], "the message has no {{file}}");
    // Before, the second value silently won.
    await usage(
      [...openai(), "--input", "Review {{file}}", "--var", "file=a.ts", "--var", "file=b.ts"],
      "--var file: given more than once; give each variable once",
    );
    await usage([...openai()], "missing the user message");
    expect(fake.requests).toHaveLength(0);
  });

  it("an empty user message is bad usage in the CLI's words, from stdin, --input or a file; nothing is sent", async () => {
    const compatible = ["--provider", "openai-compatible", "--base-url", fake.url("openai"), "--model", "m"];
    const env = { CASTS_API_KEY: KEY };
    const viaStdin = await cast(["run", "critic", ...compatible], { env, stdin: "" });
    expect(viaStdin.code).toBe(2);
    expect(viaStdin.err).toBe(
      "casts run: the user message (stdin) is empty: give one with --input <text>, --input-file <file>, or on stdin\n" +
        "Usage: casts run <role> [--mode <mode>]... --provider <p> --model <id> [--base-url <url>] [--input <text> | --input-file <file> | stdin] [--var name=value]... [--json]\n",
    );
    expect(viaStdin.err).not.toContain("Write a user message");
    const blank = await cast(["run", "critic", ...openai(), "--input", "  \n\t"]);
    expect(blank.code).toBe(2);
    expect(blank.err).toContain("casts run: the user message (--input) is empty");
    const file = path.join(mkdtempSync(path.join(tmpdir(), "casts-run-")), "empty.txt");
    writeFileSync(file, "\n");
    const fromFile = await cast(["run", "critic", ...openai(), "--input-file", file]);
    expect(fromFile.code).toBe(2);
    expect(fromFile.err).toContain("casts run: the user message (--input-file) is empty");
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses a base URL holding a user name or password, saying which variable takes the key", async () => {
    const withUser = (provider: string) => [
      "run",
      "reviewer",
      "--provider",
      provider,
      "--model",
      "m",
      "--base-url",
      fake.url("openai").replace("http://", "http://user:pass@"),
      "--input",
      "x",
    ];
    const refusal = (advice: string) => ({
      code: 1,
      out: "",
      err: `casts run: The base URL must not hold a user name or password: ${advice}.\n`,
    });
    expect(await cast(withUser("openai-compatible"))).toEqual(
      refusal("set CASTS_API_KEY in the environment"),
    );
    expect(await cast(withUser("openai"))).toEqual(
      refusal("set OPENAI_API_KEY (or CASTS_API_KEY) in the environment"),
    );
    expect(await cast(withUser("anthropic"))).toEqual(
      refusal("set ANTHROPIC_API_KEY (or CASTS_API_KEY) in the environment"),
    );
    expect(fake.requests).toHaveLength(0);
  });

  it("says what to change in the CLI's words: its options and the key's variable, not the Run panel's", async () => {
    const failed = (message: string) => ({ code: 1, out: "", err: `casts run: ${message}\n` });
    const badKey = "The API key holds spaces or characters a key never has";
    const keyed = (env: Record<string, string>) =>
      cast(["run", "reviewer", ...anthropic(), "--input", "x"], { env });
    expect(await keyed({ ANTHROPIC_API_KEY: "sk-ant pasted twice" })).toEqual(
      failed(`${badKey}: copy it into ANTHROPIC_API_KEY again.`),
    );
    expect(await keyed({ CASTS_API_KEY: "sk-“quoted”", ANTHROPIC_API_KEY: KEY })).toEqual(
      failed(`${badKey}: copy it into CASTS_API_KEY again.`),
    );
    expect(fake.requests).toHaveLength(0);

    const cut = { reply: '{"finding": {"descr', finish: "length", usage: { input: 9, output: 8 } } as const;
    fake.script(cut, cut);
    const openaiCut = await cast(["run", "reviewer", ...openai(), "--max-tokens", "8", "--input", "x"]);
    const tokenLimit = "The reply was cut off by the token limit after 8 tokens: raise --max-tokens";
    expect(openaiCut.err).toBe(`casts run: ${tokenLimit} (or leave it out), or ask for a shorter reply.\n`);
    expect(openaiCut.out).toContain(`\n! ${tokenLimit} (or leave it out), or ask for a shorter reply.\n`);
    const anthropicCut = await cast(["run", "reviewer", ...anthropic(), "--max-tokens", "8", "--input", "x"]);
    expect(anthropicCut.err).toBe(`casts run: ${tokenLimit}, or ask for a shorter reply.\n`);

    fake.script({ huge: 5000 });
    expect(await cast(["run", "reviewer", ...openai(), "--cap-bytes", "1024", "--input", "x"])).toEqual(
      failed(
        "The reply passed the cap of 1 KiB; reading stopped. Ask for a shorter reply or raise --cap-bytes.",
      ),
    );
    // The time cap counts from before the SDK loads: it is loaded by now, so 0.3 s is the stream's.
    fake.script({ endless: true });
    expect(await cast(["run", "reviewer", ...openai(), "--timeout", "0.3", "--input", "x"])).toEqual(
      failed(
        "No complete reply within 0.3 s; the run was stopped. Ask for a shorter reply, or raise --timeout (in seconds).",
      ),
    );

    const strict = await startFakeProvider({ strict: true });
    try {
      const args = ["--provider", "openai", "--model", "gpt-test", "--base-url", strict.url("openai")];
      const developer = await cast(["run", "reviewer", ...args, "--input", "x"]);
      expect(developer.code).toBe(1);
      expect(developer.err).toContain(
        "This server may not take a 'developer' message: use --provider openai-compatible (its key goes in CASTS_API_KEY), which sends a 'system' message.\n",
      );
    } finally {
      await strict.close();
    }
  });

  it("openai-compatible takes CASTS_API_KEY only, never the OpenAI key", async () => {
    fake.script({ reply: JSON.stringify({ finding }) });
    await cast(
      [
        "run",
        "reviewer",
        "--provider",
        "openai-compatible",
        "--model",
        "m",
        "--base-url",
        fake.url("openai"),
        "--input",
        "x",
      ],
      {
        env: { OPENAI_API_KEY: KEY },
      },
    );
    expect(fake.requests[0]?.key).toBe("none");
  });
});
