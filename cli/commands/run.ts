import { isCastsError } from "../../lib/casts";
import { echo, escapeControl } from "../../lib/casts/core/limits";
import { firstOf, moreLine } from "../../lib/casts/core/shown-list";
import { loadSourcePack, readTextFile } from "../../lib/casts/node";
import {
  checkReply,
  estimateCost,
  findVariables,
  formatUsd,
  isRunError,
  missingVariables,
  runComposition,
  type ReplyCheck,
  type RunRequest,
  type RunResult,
} from "../../lib/casts/run";
import { CATALOG_OPTIONS, catalogOptionsHelp, modeOptions, parseCommandArgs, takePositionals } from "../args";
import { jsonText, type Command } from "../command";
import { catalogSource, EXIT, type CliContext, type ExitCode } from "../context";
import { oneLine, UsageError } from "../errors";
import { DirectoryRoleSource } from "../project-roles";
import {
  KEY_HELP,
  parseVars,
  PROVIDER_OPTIONS,
  PROVIDER_OPTIONS_HELP,
  readStdin,
  runRequest,
  runSettings,
  sdkNotes,
} from "../run-settings";
import { composeProfile } from "./compose";

export const runCommand: Command = {
  name: "run",
  summary: "Run a composition against a model and check the reply against the role's emission models.",
  usage:
    "casts run <role> [--mode <mode>]... --provider <p> --model <id> [--base-url <url>] [--input <text> | --input-file <file> | stdin] [--var name=value]... [--json]",
  details: `Sends the composition's instructions (the system message and the pack's policy) and the
user message, streams the reply, then decodes it and gives one verdict per emission key present
(an unknown key is its own failed verdict). An escalation_request is shown as an escalation.
A directory role has no emissions: its free-text reply is printed without verdicts.

The request is the export's request body (casts export --to openai|anthropic) with the message
added and streaming on; redirects are never followed, SDK retries are off unless asked, and a
reply is capped at 4 MiB and 120 s.

${KEY_HELP}

Output: the reply, the verdicts and a usage line (tokens, estimated cost, time, request id).
--json prints {"request_id", "reply", "decoded", "verdicts": [{"key", "valid", "errors"}],
"usage": {"input_tokens", "output_tokens"}, ..., "notices": [...]} instead. What the provider's
SDK says of the request (that the model is deprecated, say) goes to stderr as "note:" lines,
whether the run succeeds or fails, and into "notices".

Options:
${PROVIDER_OPTIONS_HELP}
  --input <text>        the user message (else --input-file, else stdin)
  --input-file <file>   read the user message from a file
  --var name=value      fill {{name}} in the message; repeat for each variable
  --mode <mode>         add a mode; repeat it, or separate names with commas
  --name <name>         the profile name (default: the role name)
  --json                print one JSON document
${catalogOptionsHelp(22)}
  -h, --help            show this help

Exit status: 0 the reply is valid; 1 it is not, or the provider failed (one line on stderr);
2 bad usage (missing --provider or --model, no key, no user message or an empty one, unknown option).

Examples:
  casts run reviewer --provider openai --model gpt-4.1 --input-file diff.txt
  echo "Plan the v2 migration" | casts run planner --provider anthropic --model claude-sonnet-4-6 --json
  casts run critic --provider openai-compatible --base-url http://localhost:11434/v1 --model llama3.2 \\
    --input "Review {{file}}" --var file=src/api.ts`,
  run(args, context) {
    const { values, positionals } = parseCommandArgs("run", args, {
      ...PROVIDER_OPTIONS,
      mode: { type: "string", multiple: true },
      name: { type: "string" },
      input: { type: "string" },
      "input-file": { type: "string" },
      var: { type: "string", multiple: true },
      json: { type: "boolean" },
      ...CATALOG_OPTIONS,
    });
    const [roleName = ""] = takePositionals("run", positionals, ["the role name"]);
    const settings = runSettings(values, context, "run");
    if (values.input !== undefined && values["input-file"] !== undefined)
      throw new UsageError("give --input or --input-file, not both", "run");
    const stdin = context.stdio?.stdin;
    if (
      values.input === undefined &&
      values["input-file"] === undefined &&
      (!stdin || (stdin as { isTTY?: boolean }).isTTY)
    )
      throw new UsageError(
        "missing the user message: give --input <text>, --input-file <file>, or pipe it on stdin",
        "run",
      );
    const vars = parseVars(values.var, "run");
    const modes = modeOptions(values.mode, "run");
    const source = catalogSource(context, values);
    const profile = composeProfile(roleName, modes, values.name, new DirectoryRoleSource(source));
    const pack = loadSourcePack(source);
    const fileInput = values["input-file"] === undefined ? undefined : readTextFile(values["input-file"]);
    const from =
      values.input !== undefined ? "--input" : values["input-file"] !== undefined ? "--input-file" : "stdin";
    const request = (input: string): RunRequest => {
      // As a missing message is (above): bad usage, found before anything is sent.
      if (input.trim() === "")
        throw new UsageError(
          `the user message (${from}) is empty: give one with --input <text>, --input-file <file>, or on stdin`,
          "run",
        );
      const missing = missingVariables(input, vars);
      if (missing.length > 0)
        throw new UsageError(
          `the message uses ${missing.map((name) => `{{${name}}}`).join(", ")}: give --var ${missing[0]}=<value>`,
          "run",
        );
      const used = findVariables(input);
      const unused = Object.keys(vars).filter((name) => !used.includes(name));
      if (unused.length > 0)
        throw new UsageError(`--var ${unused[0]}: the message has no {{${unused[0]}}}`, "run");
      return runRequest(settings, { profile, pack, noPolicy: values["no-policy"] }, input, vars);
    };
    const direct = values.input ?? fileInput;
    // Usage problems of a given message surface before anything is sent; stdin is read first.
    if (direct !== undefined) return send(request(direct), values.json === true, context);
    return readStdin(stdin!).then((text) => send(request(text), values.json === true, context));
  },
};

async function send(request: RunRequest, json: boolean, context: CliContext): Promise<ExitCode> {
  let result: RunResult;
  const notes = sdkNotes(context);
  try {
    result = await runComposition(request);
  } catch (error) {
    if (isCastsError(error)) throw error;
    if (isRunError(error)) notes.add(error.notices);
    const message = error instanceof Error ? error.message : String(error);
    context.err(`casts run: ${oneLine(message)}\n`);
    return EXIT.INPUT;
  }
  notes.add(result.notices);
  const check = checkReply(request.role.emits, result.reply, { roleName: request.role.name });
  if (json) context.out(jsonText(runJson(result, check)));
  else context.out(runText(result, check));
  if (check.valid) return EXIT.OK;
  context.err(`casts run: ${oneLine(invalidLine(result, check))}\n`);
  return EXIT.INPUT;
}

/** The --json document: the contract's keys first, then what else a script may want. */
export function runJson(result: RunResult, check: ReplyCheck) {
  const cost = result.usage
    ? estimateCost(result.model, result.usage, undefined, result.provider)
    : undefined;
  return {
    ...(result.requestId ? { request_id: result.requestId } : {}),
    reply: result.reply,
    decoded: check.decoded,
    verdicts: check.verdicts.map(({ key, valid, errors }) => ({ key, valid, errors })),
    usage: result.usage
      ? { input_tokens: result.usage.inputTokens, output_tokens: result.usage.outputTokens }
      : null,
    valid: check.valid,
    ...(check.parseError ? { parse_error: check.parseError } : {}),
    ...(check.escalation ? { escalation: check.escalation } : {}),
    finish_reason: result.finishReason,
    ...(result.cutOff ? { cut_off: result.cutOff } : {}),
    ...(cost ? { cost: { usd: cost.usd, prices_as_of: cost.asOf } } : {}),
    provider: result.provider,
    model: result.model,
    ms: result.ms,
    notices: result.notices ?? [],
  };
}

function runText(result: RunResult, check: ReplyCheck): string {
  // The reply and its keys come from the server: control characters (terminal escapes) are shown escaped.
  const reply = escapeControl(result.reply);
  const lines = [reply.endsWith("\n") ? reply.slice(0, -1) : reply, ""];
  if (check.parseError) lines.push(`✗ ${check.parseError}`);
  const { shown, more } = firstOf(check.verdicts);
  for (const verdict of shown) {
    lines.push(`${verdict.valid ? "✓" : "✗"} ${echo(verdict.key, 200)}`);
    for (const error of verdict.errors) lines.push(`    ${escapeControl(error)}`);
  }
  if (more > 0) lines.push(moreLine(more));
  if (check.escalation) {
    const { urgency, reason, context } = check.escalation;
    lines.push(`escalation (${urgency}): ${reason}`);
    if (Object.keys(context).length > 0) lines.push(`    context: ${JSON.stringify(context)}`);
  }
  if (result.cutOff) lines.push(`! ${result.cutOff}`);
  lines.push(usageLine(result));
  return `${lines.join("\n")}\n`;
}

function usageLine(result: RunResult): string {
  const parts: string[] = [];
  if (result.usage) {
    parts.push(`${result.usage.inputTokens} tokens in, ${result.usage.outputTokens} out`);
    const cost = estimateCost(result.model, result.usage, undefined, result.provider);
    if (cost) parts.push(`about ${formatUsd(cost.usd)} (prices of ${cost.asOf})`);
  }
  parts.push(`${(result.ms / 1000).toFixed(1)} s`);
  if (result.requestId) parts.push(`request ${result.requestId}`);
  return `${result.model}: ${parts.join(" · ")}`;
}

function invalidLine(result: RunResult, check: ReplyCheck): string {
  if (result.cutOff) return result.cutOff;
  if (check.parseError) return check.parseError;
  if (check.verdicts.length === 0) return "the reply is empty";
  const failed = check.verdicts.filter((verdict) => !verdict.valid).map((verdict) => echo(verdict.key, 80));
  const { shown, more } = firstOf(failed, 10);
  return `the reply is not valid: ${shown.join(", ")}${more > 0 ? ` ${moreLine(more)}` : ""} ${failed.length === 1 ? "fails" : "fail"} its emission model`;
}
