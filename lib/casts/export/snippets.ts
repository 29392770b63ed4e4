// Ready-to-run snippets for request targets, built from the exported body so they never drift from it.
import type { AnthropicMessagesRequest, OpenAIChatRequest } from "./request-targets";
import type { ExportResult } from "./export-profile";
import { describeDropped } from "./request-targets";

export type SnippetLanguage = "curl" | "python" | "typescript";

export interface Snippet {
  readonly language: SnippetLanguage;
  readonly label: string;
  readonly code: string;
}

const ENDPOINTS = {
  openai: {
    url: "https://api.openai.com/v1/chat/completions",
    headers: ['-H "Authorization: Bearer $OPENAI_API_KEY"'],
    python: [
      "from openai import OpenAI",
      "client = OpenAI()",
      "reply = client.chat.completions.create(**body)",
      "print(reply.choices[0].message.content)",
    ],
    typescript: [
      'import OpenAI from "openai";',
      "const client = new OpenAI();",
      "OpenAI.ChatCompletionCreateParamsNonStreaming",
      "const reply = await client.chat.completions.create(body);",
      "console.log(reply.choices[0]?.message.content);",
    ],
  },
  anthropic: {
    url: "https://api.anthropic.com/v1/messages",
    headers: ['-H "x-api-key: $ANTHROPIC_API_KEY"', '-H "anthropic-version: 2023-06-01"'],
    python: [
      "from anthropic import Anthropic",
      "client = Anthropic()",
      "reply = client.messages.create(**body)",
      "print(reply.content[0].text)",
    ],
    typescript: [
      'import Anthropic from "@anthropic-ai/sdk";',
      "const client = new Anthropic();",
      "Anthropic.MessageCreateParamsNonStreaming",
      "const reply = await client.messages.create(body);",
      'console.log(reply.content[0]?.type === "text" ? reply.content[0].text : reply.content);',
    ],
  },
} as const;

function comments(prefix: string, result: ExportResult): string[] {
  const dropped = result.schema ? describeDropped(result.schema.dropped) : [];
  const lines =
    dropped.length > 0
      ? [`${prefix} Checked after the reply (decodeReply), not by the API: ${dropped.join("; ")}`]
      : [];
  if (result.schema && result.schema.encodedMaps.length > 0) {
    lines.push(
      `${prefix} Sent as JSON-encoded strings, parse them back: ${result.schema.encodedMaps.join(", ")}`,
    );
  }
  return lines;
}

/** A Python string literal: triple-quoted when it spans lines, so the text reads as written. */
export function pythonString(text: string): string {
  if (!text.includes("\n")) return JSON.stringify(text); // JSON string escapes are valid Python escapes
  const escaped = text
    .replace(/\\/g, "\\\\")
    .replace(/"""/g, '\\"""')
    // Control characters other than the newline are escaped.
    .replace(
      /[\u0000-\u0009\u000b-\u001f\u007f]/g,
      (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, "0")}`,
    )
    .replace(/"$/, '\\"');
  return `"""${escaped}"""`;
}

/** A JSON value as a Python literal (dicts and lists indented by four, None/True/False). */
export function pythonLiteral(value: unknown, indent: string): string {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return pythonString(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join("\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`).join("\n")}\n${indent}}`;
}

/** curl, Python SDK and TypeScript SDK snippets for a request export; [] for file targets. */
export function requestSnippets(result: ExportResult): Snippet[] {
  const body: OpenAIChatRequest | AnthropicMessagesRequest | null = result.request;
  if (body === null || (result.target !== "openai" && result.target !== "anthropic")) return [];
  const endpoint = ENDPOINTS[result.target];
  const json = JSON.stringify(body, null, 2);
  // The quoted heredoc passes the JSON through the shell untouched.
  const curl = [
    ...comments("#", result),
    `curl ${endpoint.url} \\`,
    '  -H "Content-Type: application/json" \\',
    ...endpoint.headers.map((header) => `  ${header} \\`),
    "  --data-binary @- <<'JSON'",
    json,
    "JSON",
  ].join("\n");
  const [pyImport, pyClient, pyCall, pyPrint] = endpoint.python;
  // The request as a Python dict literal the reader can read and edit (the system message as a
  // triple-quoted string, line for line), not JSON text in a string.
  const python = [
    ...comments("#", result),
    pyImport,
    "",
    pyClient,
    `body = ${pythonLiteral(body, "")}`,
    pyCall,
    pyPrint,
  ].join("\n");
  const [tsImport, tsClient, tsType, tsCall, tsPrint] = endpoint.typescript;
  const typescript = [
    ...comments("//", result),
    tsImport,
    "",
    tsClient,
    `const body = ${json} satisfies ${tsType};`,
    tsCall,
    tsPrint,
  ].join("\n");
  return [
    { language: "curl", label: "curl", code: `${curl}\n` },
    { language: "python", label: "Python SDK", code: `${python}\n` },
    { language: "typescript", label: "TypeScript SDK", code: `${typescript}\n` },
  ];
}
