// What `casts run` and `casts eval` share: the provider options, the key from the environment
// (never printed), and the instructions a run sends (the runtime message, contract §7a).
import type { Readable } from "node:stream";

import { buildRuntimeMessage, CastsError, type Pack, type Profile } from "../lib/casts";
import { MAX_INPUT_BYTES, tooLargeMessage } from "../lib/casts/core/limits";
import { decodeInputText } from "../lib/casts/node";
import {
  fillVariables,
  isRunProvider,
  RUN_PROVIDERS,
  type RunAdvice,
  type RunProvider,
  type RunRequest,
} from "../lib/casts/run";
import type { CliContext } from "./context";
import { oneLine, UsageError } from "./errors";

/** The parseArgs options both commands take. */
export const PROVIDER_OPTIONS = {
  provider: { type: "string" },
  model: { type: "string" },
  "base-url": { type: "string" },
  "max-tokens": { type: "string" },
  timeout: { type: "string" },
  "cap-bytes": { type: "string" },
  "max-retries": { type: "string" },
  "no-schema": { type: "boolean" },
  "no-policy": { type: "boolean" },
} as const;

export const PROVIDER_OPTIONS_HELP = `  --provider <p>        openai, anthropic or openai-compatible (required)
  --model <id>          the model id (required), e.g. gpt-4.1, claude-sonnet-4-6, llama3.2
  --base-url <url>      the API root (default: the provider's; openai-compatible needs one,
                        e.g. http://localhost:11434/v1 for Ollama)
  --max-tokens <n>      cap the reply's tokens (Anthropic default 4096)
  --timeout <s>         stop a run after this many seconds (default 120)
  --cap-bytes <n>       stop reading a reply after this many bytes (default 4194304, 4 MiB)
  --max-retries <n>     let the SDK retry a failed request (default 0)
  --no-schema           do not send the structured-output schema (servers that cannot take one)
  --no-policy           send the system message alone, without the pack's policy`;

export const KEY_HELP = `The key comes from the environment: CASTS_API_KEY, else OPENAI_API_KEY (openai) or
ANTHROPIC_API_KEY (anthropic); openai-compatible reads CASTS_API_KEY only (none is needed for a
local server), so an OpenAI key never goes to another host. The key is never printed.`;

interface Values {
  readonly provider?: string | undefined;
  readonly model?: string | undefined;
  readonly "base-url"?: string | undefined;
  readonly "max-tokens"?: string | undefined;
  readonly timeout?: string | undefined;
  readonly "cap-bytes"?: string | undefined;
  readonly "max-retries"?: string | undefined;
  readonly "no-schema"?: boolean | undefined;
}

function number(
  value: string | undefined,
  option: string,
  command: string,
  integer: boolean,
): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (
    value.trim() === "" ||
    !Number.isFinite(parsed) ||
    parsed <= 0 ||
    (integer && !Number.isInteger(parsed))
  )
    throw new UsageError(
      `--${option} needs a ${integer ? "whole " : ""}number above 0 (got '${value.slice(0, 40)}')`,
      command,
    );
  return parsed;
}

/** The variable of a provider's own key, read after CASTS_API_KEY; openai-compatible reads none. */
function ownKeyVariable(provider: RunProvider): string | undefined {
  if (provider === "openai") return "OPENAI_API_KEY";
  return provider === "anthropic" ? "ANTHROPIC_API_KEY" : undefined;
}

/** The key for a provider from the environment and its variable; openai-compatible may have none. */
function keyFromEnv(
  provider: RunProvider,
  env: CliContext["env"],
): { readonly key: string; readonly variable: string } | undefined {
  const own = ownKeyVariable(provider);
  for (const variable of own === undefined ? ["CASTS_API_KEY"] : ["CASTS_API_KEY", own]) {
    const key = env?.[variable]?.trim();
    if (key) return { key, variable };
  }
  return undefined;
}

/** Where a key for `provider` goes, as advice after a colon: the variables keyFromEnv reads. */
function keyAdvice(provider: RunProvider): string {
  const own = ownKeyVariable(provider);
  return `set ${own === undefined ? "CASTS_API_KEY" : `${own} (or CASTS_API_KEY)`} in the environment`;
}

/**
 * What a run's messages tell the user to change, in the CLI's words (the run's default is the Run
 * panel's, which names its fields): the options, the variable the key came from, and a rate limit's
 * wait in seconds (a terminal line is read at once).
 */
function cliAdvice(provider: RunProvider, keyVariable: string | undefined): RunAdvice {
  return {
    key: keyAdvice(provider),
    keyAgain: `copy it into ${keyVariable ?? "CASTS_API_KEY"} again`,
    timeCap: "raise --timeout (in seconds)",
    byteCap: "raise --cap-bytes",
    maxTokens: "raise --max-tokens",
    maxTokensUnset: "leave it out",
    systemMessage: "use --provider openai-compatible (its key goes in CASTS_API_KEY)",
    retry: (seconds) => (seconds === undefined ? "wait a little and run again" : `run again in ${seconds} s`),
  };
}

export type RunSettings = Pick<
  RunRequest,
  | "provider"
  | "baseUrl"
  | "model"
  | "apiKey"
  | "advice"
  | "maxTokens"
  | "timeoutMs"
  | "capBytes"
  | "maxRetries"
  | "structuredOutput"
>;

/** The provider settings of one invocation, or a UsageError naming what is missing or wrong. */
export function runSettings(values: Values, context: CliContext, command: string): RunSettings {
  const provider = values.provider;
  if (provider === undefined)
    throw new UsageError(`missing --provider (${RUN_PROVIDERS.join(", ")})`, command);
  if (!isRunProvider(provider))
    throw new UsageError(
      `unknown provider '${provider.slice(0, 60)}': expected one of ${RUN_PROVIDERS.join(", ")}`,
      command,
    );
  if (values.model === undefined || values.model.trim() === "")
    throw new UsageError("missing --model <id>", command);
  if (provider === "openai-compatible" && values["base-url"] === undefined)
    throw new UsageError(
      "openai-compatible needs --base-url, e.g. http://localhost:11434/v1 for Ollama",
      command,
    );
  const found = keyFromEnv(provider, context.env);
  if (found === undefined && provider !== "openai-compatible")
    throw new UsageError(`no API key: ${keyAdvice(provider)}`, command);
  const timeout = number(values.timeout, "timeout", command, false);
  const maxRetries =
    values["max-retries"] === "0" ? 0 : number(values["max-retries"], "max-retries", command, true);
  if (maxRetries !== undefined && maxRetries > 10)
    throw new UsageError("--max-retries is at most 10", command);
  return {
    provider,
    model: values.model.trim(),
    apiKey: found?.key ?? "",
    advice: cliAdvice(provider, found?.variable),
    ...(values["base-url"] === undefined ? {} : { baseUrl: values["base-url"] }),
    ...(values["max-tokens"] === undefined
      ? {}
      : { maxTokens: number(values["max-tokens"], "max-tokens", command, true) }),
    ...(timeout === undefined ? {} : { timeoutMs: Math.round(timeout * 1000) }),
    ...(values["cap-bytes"] === undefined
      ? {}
      : { capBytes: number(values["cap-bytes"], "cap-bytes", command, true) }),
    ...(maxRetries === undefined ? {} : { maxRetries }),
    ...(values["no-schema"] ? { structuredOutput: false } : {}),
  };
}

/**
 * What casts run and casts eval send: the settings, the runtime message (the system message, then
 * the pack's policy for the role unless --no-policy) and the message with its {{variables}} filled.
 */
export function runRequest(
  settings: RunSettings,
  composition: {
    readonly profile: Profile;
    readonly pack: Pack | null;
    readonly noPolicy: boolean | undefined;
  },
  input: string,
  vars: Readonly<Record<string, string>>,
): RunRequest {
  const { profile, pack, noPolicy } = composition;
  const system = profile.buildSystemMessage();
  return {
    ...settings,
    instructions: noPolicy ? system : buildRuntimeMessage(system, pack?.policy(profile.role.name) ?? null),
    input: fillVariables(input, vars),
    role: { name: profile.role.name, emits: profile.role.emits },
  };
}

/**
 * What the provider's SDK said of the requests (a deprecated model), as our own "note:" lines on
 * stderr: each distinct notice once, however many runs it came with, kept in order for --json.
 */
export function sdkNotes(context: CliContext) {
  const seen = new Set<string>();
  return {
    /** A run's notices: RunResult.notices, or RunError.notices when the run failed after the SDK spoke. */
    add(notices: readonly string[] | undefined): void {
      for (const notice of notices ?? []) {
        if (seen.has(notice)) continue;
        seen.add(notice);
        context.err(`note: ${oneLine(notice)}\n`);
      }
    },
    /** Each distinct notice so far, in the order they came. */
    list: (): string[] => [...seen],
  };
}
export type SdkNotes = ReturnType<typeof sdkNotes>;

/** All of stdin as text, refusing more than the input limit. */
export async function readStdin(stdin: Readable): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of stdin) {
    const buffer = typeof part === "string" ? Buffer.from(part) : (part as Buffer);
    size += buffer.length;
    if (size > MAX_INPUT_BYTES) break;
    parts.push(buffer);
  }
  if (size > MAX_INPUT_BYTES)
    throw new CastsError(
      "INPUT_TOO_LARGE",
      `stdin: ${tooLargeMessage(size, MAX_INPUT_BYTES, "the message")}`,
      {
        details: { path: "stdin" },
      },
    );
  return decodeInputText(Buffer.concat(parts), "stdin");
}

/** `name=value` pairs of repeated --var options. */
export function parseVars(values: readonly string[] | undefined, command: string): Record<string, string> {
  const vars: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const pair of values ?? []) {
    const match = /^([A-Za-z_][A-Za-z0-9_.-]*)=([\s\S]*)$/.exec(pair);
    if (!match) throw new UsageError(`--var needs name=value (got '${pair.slice(0, 60)}')`, command);
    // A second value would silently win over the first: say which variable, and give each once.
    if (Object.hasOwn(vars, match[1]!))
      throw new UsageError(`--var ${match[1]}: given more than once; give each variable once`, command);
    vars[match[1]!] = match[2]!;
  }
  return vars;
}
