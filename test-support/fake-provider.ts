// A fake model provider for tests: an HTTP server on 127.0.0.1 speaking OpenAI Chat Completions
// (POST /v1/chat/completions, also /chat/completions) and Anthropic Messages (POST /v1/messages)
// closely enough for the official SDKs: JSON and SSE streaming replies with usage, request ids
// (`x-request-id`, `request-id`), error bodies in each provider's shape, and CORS preflights
// answered as the providers do, with the headers the SDKs send listed one by one (no wildcard,
// so a missing browser flag fails here as it would there).
// Protocol sources: platform.openai.com/docs/api-reference/chat (create, streaming, errors),
// docs.anthropic.com/en/api/messages, /messages-streaming, /errors.
//
// Use from a test:
//   const fake = await startFakeProvider({ strict: true });
//   fake.script({ reply: '{"finding": {…}}' }, { error: 429, retryAfter: 7 });
//   …run against fake.url("openai") (…/v1) or fake.url("anthropic")…
//   fake.requests  // every request received: path, headers, key, body, origin
//   await fake.close();
//
// Use from Playwright or a shell (prints "fake-provider listening on http://127.0.0.1:<port>"):
//   node --import tsx test-support/fake-provider.ts --port 0 [--strict] [--key sk-…] [--script f.json]
// and drive it over HTTP: POST /__fake/script (a JSON array of entries, or one entry),
// GET /__fake/requests (the record), POST /__fake/reset (empties script and record). As a
// Playwright webServer: command `node --import tsx test-support/fake-provider.ts --port 3399`,
// url `http://127.0.0.1:3399/__fake/requests` (answers 200 once it listens). Other flags:
// --key k (accepted keys; default any), --model m (known models; others 404), --no-cors.
//
// Script entries (a queue; the first entry whose `match` fits the user message is used and
// removed, unless `repeat: true`; with no entry left the fake answers 500 "no scripted reply"):
//   { reply: "text", chunks?: n, chunkDelayMs?: ms, finish?: "stop"|"length"|"refusal",
//     usage?: { input, output } }                     a reply, streamed in n pieces or whole
//   { error: 400|401|403|404|429|500|503|529, retryAfter?: s, message?: "…" }
//   { redirect: "http://elsewhere/…", status?: 301|302|307|308 }
//   { huge: bytes }                                  a reply of that many bytes of text
//   { endless: true, chunkDelayMs?: ms }             pieces until the client goes away
//   { cut: "text" }                                  sends "text", then drops the connection
//   { invalidJson: true }                            an SSE event whose data is not JSON
//   { html: "<p>…</p>" }                             200 text/html (a wrong base URL)
//   { streamError: "overloaded_error" }              Anthropic: an error event mid-stream
//   { invalidUtf8: true }                            a piece holding bytes that are not UTF-8
//   { htmlError: 502, html?: "…" }                   that status with an HTML page (a proxy's 502)
//   { echoKey: 401|…|"html"|"stream" }               an error whose text repeats the key it got
// Every entry may also carry `match: "substring of the user message"` and `provider:
// "openai"|"anthropic"`. `respond(request)` (an option) answers instead of the queue.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export type FakeEntry = (
  | {
      reply: string;
      chunks?: number;
      chunkDelayMs?: number;
      finish?: "stop" | "length" | "refusal" | "content_filter";
      usage?: { input: number; output: number };
    }
  | { error: number; retryAfter?: number; message?: string }
  | { redirect: string; status?: 301 | 302 | 303 | 307 | 308 }
  | { huge: number }
  | { endless: true; chunkDelayMs?: number }
  | { cut: string }
  | { invalidJson: true }
  | { html: string }
  | { streamError: string }
  | { invalidUtf8: true }
  | { htmlError: number; html?: string }
  | { echoKey: 400 | 401 | 403 | 404 | 429 | 500 | "html" | "stream" }
) & { match?: string; provider?: FakeApi; repeat?: boolean };

export type FakeApi = "openai" | "anthropic";

export interface FakeRequest {
  readonly api: FakeApi | "preflight" | "other";
  readonly method: string;
  readonly path: string;
  /** Lower-cased header names. */
  readonly headers: Readonly<Record<string, string>>;
  /** The key sent (Bearer token or x-api-key), or null. */
  readonly key: string | null;
  readonly origin: string | null;
  readonly body: unknown;
  /** The last user message's text. */
  readonly input: string | null;
}

export interface FakeProviderOptions {
  /** Reject a `developer` message and top-level fields outside the common Chat Completions set. */
  readonly strict?: boolean;
  /** Accepted keys; absent: any non-empty key. */
  readonly keys?: readonly string[];
  /** Known model ids; absent: every model. Others get the provider's 404. */
  readonly models?: readonly string[];
  /** CORS: "providers" answers preflights as the real APIs do; "none" refuses them (a server without CORS). */
  readonly cors?: "providers" | "none";
  readonly port?: number;
  readonly respond?: (request: FakeRequest) => FakeEntry | undefined;
}

export interface FakeProvider {
  readonly port: number;
  readonly origin: string;
  /** The base URL an SDK takes: `…/v1` for openai, the origin for anthropic. */
  url(api: FakeApi): string;
  script(...entries: FakeEntry[]): void;
  readonly requests: readonly FakeRequest[];
  reset(): void;
  close(): Promise<void>;
}

/** Headers the official SDKs send that a browser preflights, allowed one by one. */
export const FAKE_ALLOWED_HEADERS = Object.freeze([
  "authorization",
  "content-type",
  "accept",
  "x-api-key",
  "anthropic-version",
  "anthropic-beta",
  "anthropic-dangerous-direct-browser-access",
  "openai-organization",
  "openai-project",
  "x-stainless-arch",
  "x-stainless-lang",
  "x-stainless-os",
  "x-stainless-package-version",
  "x-stainless-retry-count",
  "x-stainless-runtime",
  "x-stainless-runtime-version",
  "x-stainless-timeout",
  "x-stainless-helper-method",
  "x-stainless-async",
  "x-stainless-poll-helper",
  "x-stainless-custom-poll-interval",
]);

const STRICT_FIELDS = new Set([
  "model",
  "messages",
  "stream",
  "stream_options",
  "response_format",
  "max_tokens",
  "temperature",
  "top_p",
  "n",
  "stop",
  "seed",
  "presence_penalty",
  "frequency_penalty",
  "user",
  "tools",
  "tool_choice",
]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));
const id = (prefix: string) => `${prefix}${randomBytes(9).toString("hex")}`;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function lastUserText(body: unknown): string | null {
  if (!isRecord(body) || !Array.isArray(body["messages"])) return null;
  const user = body["messages"].filter((message) => isRecord(message) && message["role"] === "user").at(-1);
  if (!isRecord(user)) return null;
  const content = user["content"];
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content
      .map((part) => (isRecord(part) && typeof part["text"] === "string" ? part["text"] : ""))
      .join("");
  return null;
}

function promptText(body: Record<string, unknown>): string {
  const system = typeof body["system"] === "string" ? body["system"] : "";
  const messages = Array.isArray(body["messages"]) ? body["messages"] : [];
  return (
    system + messages.map((message) => (isRecord(message) ? String(message["content"] ?? "") : "")).join("")
  );
}

function split(text: string, pieces: number): string[] {
  if (pieces <= 1 || text.length <= 1) return [text];
  const size = Math.ceil(text.length / pieces);
  const parts: string[] = [];
  for (let start = 0; start < text.length; start += size) parts.push(text.slice(start, start + size));
  return parts;
}

/** An HTML error page as a reverse proxy serves it. */
const PROXY_PAGE = (status: number) =>
  `<html>\r\n<head><title>${status} Bad Gateway</title></head>\r\n<body>\r\n<center><h1>${status} Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;

class Exchange {
  readonly requestId = id("req_");
  constructor(
    readonly api: FakeApi,
    readonly res: ServerResponse,
    readonly corsHeaders: Record<string, string>,
  ) {}

  get closed(): boolean {
    return this.res.destroyed || this.res.writableEnded;
  }

  private idHeader(): Record<string, string> {
    return this.api === "openai" ? { "x-request-id": this.requestId } : { "request-id": this.requestId };
  }

  json(status: number, body: unknown, extra: Record<string, string> = {}): void {
    this.res.writeHead(status, {
      "content-type": "application/json",
      ...this.idHeader(),
      ...this.corsHeaders,
      ...extra,
    });
    this.res.end(JSON.stringify(body));
  }

  error(status: number, message: string, extra: Record<string, string> = {}): void {
    if (this.api === "openai") {
      const type =
        status === 401
          ? "invalid_request_error"
          : status === 429
            ? "rate_limit_exceeded"
            : status >= 500
              ? "server_error"
              : "invalid_request_error";
      const code = status === 401 ? "invalid_api_key" : status === 404 ? "model_not_found" : null;
      this.json(status, { error: { message, type, param: null, code } }, extra);
    } else {
      const type =
        (
          {
            400: "invalid_request_error",
            401: "authentication_error",
            403: "permission_error",
            404: "not_found_error",
            413: "request_too_large",
            429: "rate_limit_error",
            529: "overloaded_error",
          } as Record<number, string>
        )[status] ?? "api_error";
      this.json(status, { type: "error", error: { type, message }, request_id: this.requestId }, extra);
    }
  }

  startStream(): void {
    this.res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      ...this.idHeader(),
      ...this.corsHeaders,
    });
  }

  event(data: string, name?: string): void {
    if (this.closed) return;
    this.res.write(`${name ? `event: ${name}\n` : ""}data: ${data}\n\n`);
  }

  /** An event whose data is raw bytes (not necessarily UTF-8). */
  rawEvent(data: Buffer, name?: string): void {
    if (this.closed) return;
    this.res.write(
      Buffer.concat([Buffer.from(`${name ? `event: ${name}\n` : ""}data: `), data, Buffer.from("\n\n")]),
    );
  }
}

/** Writes one reply in the provider's streaming or JSON form. */
class ReplyWriter {
  private readonly created = Math.floor(Date.now() / 1000);
  private readonly messageId: string;

  constructor(
    private readonly exchange: Exchange,
    private readonly body: Record<string, unknown>,
  ) {
    this.messageId = exchange.api === "openai" ? id("chatcmpl-") : id("msg_");
  }

  private get model(): string {
    return String(this.body["model"]);
  }

  private get wantsUsage(): boolean {
    const options = this.body["stream_options"];
    return isRecord(options) && options["include_usage"] === true;
  }

  private chunk(delta: Record<string, unknown>, finish: string | null): string {
    return JSON.stringify({
      id: this.messageId,
      object: "chat.completion.chunk",
      created: this.created,
      model: this.model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      ...(this.wantsUsage ? { usage: null } : {}),
    });
  }

  open(inputTokens: number): void {
    const { exchange } = this;
    exchange.startStream();
    if (exchange.api === "openai") {
      exchange.event(this.chunk({ role: "assistant", content: "", refusal: null }, null));
    } else {
      exchange.event(
        JSON.stringify({
          type: "message_start",
          message: {
            id: this.messageId,
            type: "message",
            role: "assistant",
            model: this.model,
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: { input_tokens: inputTokens, output_tokens: 1 },
          },
        }),
        "message_start",
      );
      exchange.event(
        JSON.stringify({ type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }),
        "content_block_start",
      );
      exchange.event(JSON.stringify({ type: "ping" }), "ping");
    }
  }

  /** The data line of one text piece. */
  pieceData(text: string, refusal = false): string {
    return this.exchange.api === "openai"
      ? this.chunk(refusal ? { refusal: text } : { content: text }, null)
      : JSON.stringify({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text } });
  }

  piece(text: string, refusal = false): void {
    this.exchange.event(
      this.pieceData(text, refusal),
      this.exchange.api === "openai" ? undefined : "content_block_delta",
    );
  }

  finish(reason: string, usage: { input: number; output: number }): void {
    const { exchange } = this;
    if (exchange.api === "openai") {
      exchange.event(this.chunk({}, reason));
      if (this.wantsUsage) {
        exchange.event(
          JSON.stringify({
            id: this.messageId,
            object: "chat.completion.chunk",
            created: this.created,
            model: this.model,
            choices: [],
            usage: {
              prompt_tokens: usage.input,
              completion_tokens: usage.output,
              total_tokens: usage.input + usage.output,
            },
          }),
        );
      }
      exchange.event("[DONE]");
    } else {
      const stop = reason === "length" ? "max_tokens" : reason === "stop" ? "end_turn" : reason;
      exchange.event(JSON.stringify({ type: "content_block_stop", index: 0 }), "content_block_stop");
      exchange.event(
        JSON.stringify({
          type: "message_delta",
          delta: { stop_reason: stop, stop_sequence: null },
          usage: { output_tokens: usage.output },
        }),
        "message_delta",
      );
      exchange.event(JSON.stringify({ type: "message_stop" }), "message_stop");
    }
    exchange.res.end();
  }

  whole(text: string, reason: string, usage: { input: number; output: number }): void {
    if (this.exchange.api === "openai") {
      this.exchange.json(200, {
        id: this.messageId,
        object: "chat.completion",
        created: this.created,
        model: this.model,
        choices: [
          {
            index: 0,
            message:
              reason === "refusal"
                ? { role: "assistant", content: null, refusal: text }
                : { role: "assistant", content: text, refusal: null },
            logprobs: null,
            finish_reason: reason === "refusal" ? "stop" : reason,
          },
        ],
        usage: {
          prompt_tokens: usage.input,
          completion_tokens: usage.output,
          total_tokens: usage.input + usage.output,
        },
      });
    } else {
      this.exchange.json(200, {
        id: this.messageId,
        type: "message",
        role: "assistant",
        model: this.model,
        content: [{ type: "text", text }],
        stop_reason: reason === "length" ? "max_tokens" : reason === "stop" ? "end_turn" : reason,
        stop_sequence: null,
        usage: { input_tokens: usage.input, output_tokens: usage.output },
      });
    }
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (part: Buffer) => parts.push(part));
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

function headerRecord(req: IncomingMessage): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) result[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return result;
}

function keyOf(headers: Record<string, string>): string | null {
  const bearer = /^Bearer\s+(.+)$/i.exec(headers["authorization"] ?? "")?.[1];
  return bearer ?? headers["x-api-key"] ?? null;
}

function apiOf(path: string): FakeApi | null {
  if (/^(\/v1)?\/chat\/completions$/.test(path)) return "openai";
  if (path === "/v1/messages") return "anthropic";
  return null;
}

export async function startFakeProvider(options: FakeProviderOptions = {}): Promise<FakeProvider> {
  let queue: FakeEntry[] = [];
  const requests: FakeRequest[] = [];
  const sockets = new Set<import("node:net").Socket>();

  const take = (request: FakeRequest): FakeEntry | undefined => {
    const answer = options.respond?.(request);
    if (answer) return answer;
    const index = queue.findIndex(
      (entry) =>
        (entry.match === undefined || (request.input ?? "").includes(entry.match)) &&
        (entry.provider === undefined || entry.provider === request.api),
    );
    if (index === -1) return undefined;
    const entry = queue[index]!;
    if (!entry.repeat) queue.splice(index, 1);
    return entry;
  };

  const corsFor = (origin: string | null): Record<string, string> =>
    origin && options.cors !== "none"
      ? {
          "access-control-allow-origin": origin,
          vary: "Origin",
          "access-control-expose-headers": "x-request-id, request-id, retry-after, retry-after-ms",
        }
      : {};

  const control = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (path === "/__fake/requests") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(requests));
    } else if (path === "/__fake/reset" && req.method === "POST") {
      queue = [];
      requests.length = 0;
      res.writeHead(204).end();
    } else if (path === "/__fake/script" && req.method === "POST") {
      const parsed: unknown = JSON.parse(await readBody(req));
      queue.push(...((Array.isArray(parsed) ? parsed : [parsed]) as FakeEntry[]));
      res.writeHead(204).end();
    } else {
      res.writeHead(404, { "content-type": "text/plain" }).end("unknown control path");
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const headers = headerRecord(req);
    const origin = headers["origin"] ?? null;
    if (path.startsWith("/__fake/")) return control(req, res, path);
    const api = apiOf(path);

    if (req.method === "OPTIONS") {
      requests.push({
        api: "preflight",
        method: "OPTIONS",
        path,
        headers,
        key: null,
        origin,
        body: null,
        input: null,
      });
      const wanted = (headers["access-control-request-headers"] ?? "")
        .split(",")
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean);
      // Anthropic answers a browser only when it says it means to call directly.
      if (
        options.cors === "none" ||
        api === null ||
        (api === "anthropic" && !wanted.includes("anthropic-dangerous-direct-browser-access"))
      ) {
        res.writeHead(403).end();
        return;
      }
      res.writeHead(204, {
        ...corsFor(origin),
        "access-control-allow-methods": "POST, OPTIONS",
        "access-control-allow-headers": FAKE_ALLOWED_HEADERS.join(", "),
        "access-control-max-age": "600",
      });
      res.end();
      return;
    }

    const raw = await readBody(req);
    let body: unknown = null;
    try {
      body = raw === "" ? null : JSON.parse(raw);
    } catch {
      body = raw;
    }
    const record: FakeRequest = {
      api: api ?? "other",
      method: req.method ?? "",
      path,
      headers,
      key: keyOf(headers),
      origin,
      body,
      input: lastUserText(body),
    };
    requests.push(record);
    if (api === null || req.method !== "POST") {
      res.writeHead(404, { "content-type": "application/json", ...corsFor(origin) });
      res.end(JSON.stringify({ error: { message: `Unknown path ${path}`, type: "invalid_request_error" } }));
      return;
    }
    const exchange = new Exchange(api, res, corsFor(origin));
    if (!isRecord(body)) return exchange.error(400, "The request body is not a JSON object.");
    if (origin && api === "anthropic" && headers["anthropic-dangerous-direct-browser-access"] !== "true")
      return exchange.error(
        401,
        "CORS requests must set the 'anthropic-dangerous-direct-browser-access' header.",
      );
    if (api === "anthropic" && !headers["anthropic-version"])
      return exchange.error(400, "anthropic-version: header is required");
    if (!record.key)
      return exchange.error(
        401,
        api === "openai" ? "You didn't provide an API key." : "x-api-key header is required",
      );
    if (options.keys && !options.keys.includes(record.key))
      return exchange.error(401, api === "openai" ? "Incorrect API key provided." : "invalid x-api-key");
    const problem = requestProblem(api, body, options.strict === true);
    if (problem) return exchange.error(400, problem);
    if (options.models && !options.models.includes(String(body["model"])))
      return exchange.error(
        404,
        api === "openai"
          ? `The model \`${String(body["model"])}\` does not exist or you do not have access to it.`
          : `model: ${String(body["model"])}`,
      );

    const entry = take(record);
    if (!entry) return exchange.error(500, "fake provider: no scripted reply for this request");
    await answer(exchange, body, entry, record.key);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end(`fake provider failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    url: (api) => (api === "openai" ? `${origin}/v1` : origin),
    script: (...entries) => void queue.push(...entries),
    get requests() {
      return requests;
    },
    reset: () => {
      queue = [];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function requestProblem(api: FakeApi, body: Record<string, unknown>, strict: boolean): string | null {
  if (typeof body["model"] !== "string" || body["model"] === "") return "model: a model id is required";
  const messages = body["messages"];
  if (!Array.isArray(messages) || messages.length === 0) return "messages: at least one message is required";
  const roles =
    api === "openai" ? ["system", "developer", "user", "assistant", "tool"] : ["user", "assistant"];
  for (const [index, message] of messages.entries()) {
    if (!isRecord(message) || !roles.includes(String(message["role"])))
      return `messages.${index}.role: expected one of ${roles.join(", ")}`;
    if (strict && message["role"] === "developer") return `messages.${index}.role: unknown role 'developer'`;
  }
  if (api === "anthropic" && (typeof body["max_tokens"] !== "number" || body["max_tokens"] < 1))
    return "max_tokens: Field required";
  if (strict && api === "openai") {
    const unknown = Object.keys(body).find((key) => !STRICT_FIELDS.has(key));
    if (unknown) return `${unknown}: Extra inputs are not permitted`;
  }
  return null;
}

async function answer(
  exchange: Exchange,
  body: Record<string, unknown>,
  entry: FakeEntry,
  key: string | null,
): Promise<void> {
  const streaming = body["stream"] === true;
  const inputTokens = tokens(promptText(body));
  const writer = new ReplyWriter(exchange, body);
  if ("htmlError" in entry) {
    exchange.res.writeHead(entry.htmlError, { "content-type": "text/html", ...exchange.corsHeaders });
    exchange.res.end(entry.html ?? PROXY_PAGE(entry.htmlError));
    return;
  }
  if ("echoKey" in entry) {
    // A careless server (or proxy) that repeats the key it got in its error: the client must not.
    const said = `Invalid key ${key ?? ""} (sent as ${key ?? ""}); contact support with key=${key ?? ""}`;
    if (entry.echoKey === "html") {
      exchange.res.writeHead(502, { "content-type": "text/html", ...exchange.corsHeaders });
      exchange.res.end(`<html><body><h1>502</h1><p>${said}</p></body></html>`);
      return;
    }
    if (entry.echoKey !== "stream") return exchange.error(entry.echoKey, said);
    if (!streaming) return exchange.error(400, "this scripted entry needs stream: true");
    writer.open(inputTokens);
    writer.piece("partial ");
    exchange.event(JSON.stringify({ type: "error", error: { type: "api_error", message: said } }), "error");
    exchange.res.end();
    return;
  }
  if ("error" in entry) {
    const extra: Record<string, string> =
      entry.retryAfter === undefined ? {} : { "retry-after": String(entry.retryAfter) };
    return exchange.error(entry.error, entry.message ?? `fake ${entry.error}`, extra);
  }
  if ("redirect" in entry) {
    exchange.res.writeHead(entry.status ?? 307, { location: entry.redirect, ...exchange.corsHeaders });
    exchange.res.end();
    return;
  }
  if ("html" in entry) {
    exchange.res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...exchange.corsHeaders });
    exchange.res.end(entry.html);
    return;
  }
  if ("reply" in entry) {
    const usage = entry.usage ?? { input: inputTokens, output: tokens(entry.reply) };
    const finish = entry.finish ?? "stop";
    if (!streaming) return writer.whole(entry.reply, finish, usage);
    writer.open(usage.input);
    for (const part of split(entry.reply, entry.chunks ?? 3)) {
      if (entry.chunkDelayMs) await sleep(entry.chunkDelayMs);
      writer.piece(part, finish === "refusal");
    }
    return writer.finish(finish === "refusal" ? "stop" : finish, usage);
  }
  if (!streaming) return exchange.error(400, "this scripted entry needs stream: true");
  writer.open(inputTokens);
  if ("huge" in entry) {
    const block = "x".repeat(64 * 1024);
    for (let sent = 0; sent < entry.huge && !exchange.closed; sent += block.length) {
      writer.piece(block.slice(0, Math.min(block.length, entry.huge - sent)));
      await new Promise((resolve) => setImmediate(resolve));
    }
    return writer.finish("stop", {
      input: inputTokens,
      output: tokens("x".repeat(Math.min(entry.huge, 1000))),
    });
  }
  if ("endless" in entry) {
    for (let count = 0; !exchange.closed; count += 1) {
      writer.piece(`piece ${count} `);
      await sleep(entry.chunkDelayMs ?? 20);
    }
    return;
  }
  if ("cut" in entry) {
    writer.piece(entry.cut);
    await sleep(10);
    exchange.res.socket?.destroy();
    return;
  }
  if ("invalidJson" in entry) {
    exchange.event("{not json", exchange.api === "anthropic" ? "content_block_delta" : undefined);
    exchange.res.end();
    return;
  }
  if ("invalidUtf8" in entry) {
    // A piece whose JSON string holds bytes that are not UTF-8 (a lone continuation byte, 0xFF, a
    // three-byte sequence cut short), then a normal end.
    const marker = "@@not-utf8@@";
    const [before = "", after = ""] = writer.pieceData(`ok ${marker} end`).split(marker);
    exchange.rawEvent(
      Buffer.concat([Buffer.from(before), Buffer.from([0x80, 0xff, 0xe2, 0x82]), Buffer.from(after)]),
      exchange.api === "anthropic" ? "content_block_delta" : undefined,
    );
    return writer.finish("stop", { input: inputTokens, output: 3 });
  }
  if ("streamError" in entry) {
    writer.piece("partial ");
    exchange.event(
      JSON.stringify({ type: "error", error: { type: entry.streamError, message: "Overloaded" } }),
      "error",
    );
    exchange.res.end();
  }
}

// CLI: node --import tsx test-support/fake-provider.ts --port N [--strict] [--key k]… [--script file.json]
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { parseArgs } = await import("node:util");
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "0" },
      strict: { type: "boolean", default: false },
      key: { type: "string", multiple: true },
      model: { type: "string", multiple: true },
      script: { type: "string" },
      "no-cors": { type: "boolean", default: false },
    },
  });
  const fake = await startFakeProvider({
    port: Number(values.port),
    strict: values.strict,
    cors: values["no-cors"] ? "none" : "providers",
    ...(values.key ? { keys: values.key } : {}),
    ...(values.model ? { models: values.model } : {}),
  });
  if (values.script) {
    const parsed: unknown = JSON.parse(readFileSync(values.script, "utf8"));
    fake.script(...((Array.isArray(parsed) ? parsed : [parsed]) as FakeEntry[]));
  }
  process.stdout.write(`fake-provider listening on ${fake.origin}\n`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
