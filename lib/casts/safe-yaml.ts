import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseAllDocuments,
  parseDocument,
  visit,
  type Document,
  type DocumentOptions,
  type ParseOptions,
  type SchemaOptions,
} from "yaml";

import { CastsError, type CastsErrorCode } from "./errors";

/** Largest accepted input for any one parser, in bytes of UTF-8. */
export const MAX_INPUT_BYTES = 1024 * 1024;

const MAX_ALIAS_COUNT = 100;

/** Rejects inputs over the size limit; `label` names the input in the message. */
export function assertInputSize(text: string, label: string, code: CastsErrorCode = "YAML_INVALID"): void {
  if (typeof text !== "string") {
    throw new CastsError(code, `${label}: expected text, got ${text === null ? "null" : typeof text}`);
  }
  // Cheap upper bound first: a UTF-16 code unit is at most 3 UTF-8 bytes.
  if (text.length * 3 <= MAX_INPUT_BYTES) return;
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_INPUT_BYTES) {
    throw new CastsError(code, `${label}: input is ${formatBytes(bytes)}, over the 1 MiB (1,048,576 bytes) limit`);
  }
}

function formatBytes(bytes: number): string {
  return `${bytes.toLocaleString("en-US")} bytes`;
}

/**
 * Parses one YAML document safely: core schema, no custom or binary tags, no merge keys,
 * duplicate keys rejected, `__proto__` keys rejected, aliases bounded.
 */
export function parseSafeYaml(text: string, label: string): Document {
  assertInputSize(text, label);
  const options: ParseOptions & DocumentOptions & SchemaOptions = {
    schema: "core",
    customTags: [],
    resolveKnownTags: false,
    merge: false,
    uniqueKeys: true,
    strict: true,
    prettyErrors: true,
    logLevel: "silent",
  };
  const docs = parseAllDocuments(text, options);
  // An empty stream (or one of only comments) has no document: read it as one empty document.
  const [doc = parseDocument("", options), second] = Array.isArray(docs) ? docs : [docs];
  if (second) {
    const where = second.range ? lineColumn(text, second.range[0]) : "";
    throw new CastsError("YAML_INVALID", `${label}: expected one YAML document, found a second one${where}`);
  }
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    const where = problem.linePos?.[0];
    const at = where ? ` at line ${where.line}, column ${where.col}` : "";
    const firstLine = problem.message.split("\n")[0] ?? problem.message;
    throw new CastsError("YAML_INVALID", `${label}: invalid YAML${at}: ${firstLine.replace(/ at line \d+, column \d+:?$/, "")}`);
  }
  visit(doc, {
    Pair(_key, pair) {
      if (isScalar(pair.key) && pair.key.value === "__proto__") {
        const where = pair.key.range ? lineColumn(text, pair.key.range[0]) : "";
        throw new CastsError("YAML_INVALID", `${label}: the key '__proto__' is not allowed${where}`);
      }
    },
    Node(_key, node) {
      if (!isScalar(node) && !isMap(node) && !isSeq(node) && !isPair(node)) return;
      if (node.tag && !node.tag.startsWith("tag:yaml.org,2002:")) {
        throw new CastsError("YAML_INVALID", `${label}: the tag '${node.tag}' is not allowed`);
      }
    },
  });
  return doc;
}

/** `doc.toJS()` with the alias budget; an alias bomb becomes a YAML_INVALID error. */
export function yamlToData(doc: Document, label: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CastsError("YAML_INVALID", `${label}: ${/alias/i.test(message) ? "too many alias expansions (limit 100)" : message}`);
  }
}

/** ` at line L, column C` for an offset in the text (1-based). */
export function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  return ` at line ${line}, column ${column}`;
}
