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

import { CastsError } from "./errors";
import { assertInputSize, MAX_INPUT_BYTES } from "./input-size";
import { atLineColumn, textPosition } from "./text-position";

const MAX_ALIAS_COUNT = 100;

export { MAX_INPUT_BYTES };

/** Rejects non-text and inputs over the size limit (INPUT_TOO_LARGE); `label` names the input. */
function checkInput(text: string, label: string): void {
  if (typeof text !== "string") {
    throw new CastsError(
      "YAML_INVALID",
      `${label}: expected text, got ${text === null ? "null" : typeof text}`,
    );
  }
  assertInputSize(text, label);
}

/**
 * Parses one YAML document safely: core schema, no custom or binary tags, no merge keys,
 * duplicate keys rejected, `__proto__` keys rejected, aliases bounded.
 */
export function parseSafeYaml(text: string, label: string): Document {
  checkInput(text, label);
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
    const details = second.range ? textPosition(text, second.range[0]) : {};
    throw new CastsError("YAML_INVALID", `${label}: expected one YAML document, found a second one${where}`, {
      details,
    });
  }
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    const where = problem.linePos?.[0];
    const at = where ? ` at line ${where.line}, column ${where.col}` : "";
    const firstLine = problem.message.split("\n")[0] ?? problem.message;
    throw new CastsError(
      "YAML_INVALID",
      `${label}: invalid YAML${at}: ${firstLine.replace(/ at line \d+, column \d+:?$/, "")}`,
      {
        details: where ? { line: where.line, column: where.col } : {},
      },
    );
  }
  visit(doc, {
    Pair(_key, pair) {
      if (isScalar(pair.key) && pair.key.value === "__proto__") {
        const where = pair.key.range ? lineColumn(text, pair.key.range[0]) : "";
        const details = pair.key.range ? textPosition(text, pair.key.range[0]) : {};
        throw new CastsError("YAML_INVALID", `${label}: the key '__proto__' is not allowed${where}`, {
          details,
        });
      }
    },
    Node(_key, node) {
      if (!isScalar(node) && !isMap(node) && !isSeq(node) && !isPair(node)) return;
      if (node.tag && !node.tag.startsWith("tag:yaml.org,2002:")) {
        const details = node.range ? textPosition(text, node.range[0]) : {};
        throw new CastsError("YAML_INVALID", `${label}: the tag '${node.tag}' is not allowed`, { details });
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
    throw new CastsError(
      "YAML_INVALID",
      `${label}: ${/alias/i.test(message) ? "too many alias expansions (limit 100)" : message}`,
    );
  }
}

/** ` at line L, column C` for an offset in the text (1-based). */
export const lineColumn = atLineColumn;
