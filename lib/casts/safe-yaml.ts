// Safe YAML for every YAML input: the `yaml` library's lexer, parser and composer, driven by hand
// so the nesting depth is bounded before the (recursive) composer runs, then one pass over the
// composed nodes for what the library does not check the way the contract needs: keys compared by
// their text after alias resolution (the library's `uniqueKeys` compares typed values and is
// quadratic), `__proto__` keys (aliased ones too), non-core tags and collections used as keys.
import {
  Composer,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  Lexer,
  Parser,
  type CST,
  type Document,
  type DocumentOptions,
  type Node,
  type ParseOptions,
  type SchemaOptions,
} from "yaml";

import { CastsError, type CastsErrorCode } from "./core/errors";
import {
  assertInputSize,
  atPosition,
  echo,
  LineIndex,
  MAX_DEPTH,
  MAX_YAML_ANCHORS,
  MAX_YAML_LINES,
  MAX_YAML_TOKENS,
} from "./core/limits";
import { groupDigits } from "./core/digits";

export { MAX_INPUT_BYTES } from "./core/limits";

const MAX_ALIAS_COUNT = 100;

const OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  schema: "core",
  customTags: [],
  resolveKnownTags: false,
  merge: false,
  uniqueKeys: false,
  strict: true,
  prettyErrors: false,
  logLevel: "silent",
};

// The parser's stack holds the document, each open collection and at most a couple of pending
// values, so this bound stops runaway nesting early; the exact limit is checked on the nodes.
const PARSER_STACK_LIMIT = MAX_DEPTH + 4;

// What a lexeme is, by its first character: not counted (whitespace, line breaks, comments, the
// source text after a scalar marker, document markers), an anchor or alias, or any other token.
const SKIP = 0;
const TOKEN = 1;
const ANCHOR = 2;
const SCALAR_MARKER = "\x1f";
const TOKEN_KIND: readonly number[] = Array.from({ length: 128 }, (_, code) => {
  const char = String.fromCharCode(code);
  if (char === "&" || char === "*") return ANCHOR;
  // \x1f marks a plain or block scalar (its text follows as the next lexeme); quotes start quoted ones.
  if ("\x1f\"'[]{},-?:!|>".includes(char)) return TOKEN;
  return SKIP;
});

// The path to a node, as links to its parent: a list index or a mapping key as written. The text
// (`roles.a.b[2]`, keys echoed) is made only for an error, not for each of a big document's keys.
interface PathLink {
  readonly parent: PathLink | null;
  readonly step: string | number;
}

function pathText(link: PathLink | null): string {
  const parts: PathLink[] = [];
  for (let at = link; at; at = at.parent) parts.push(at);
  return parts
    .reverse()
    .map(({ step }, position) =>
      typeof step === "number" ? `[${step}]` : position === 0 ? echo(step) : `.${echo(step)}`,
    )
    .join("");
}

class YamlReader {
  private lineIndex: LineIndex | undefined;

  constructor(
    private readonly text: string,
    private readonly label: string,
  ) {}

  /** Built only when a position is reported (indexing 1 MiB of newlines is not free). */
  private get lines(): LineIndex {
    this.lineIndex ??= new LineIndex(this.text);
    return this.lineIndex;
  }

  fail(
    message: string,
    offset: number | undefined,
    path?: string,
    code: CastsErrorCode = "YAML_INVALID",
  ): CastsError {
    const position = offset === undefined ? undefined : this.lines.position(offset);
    return new CastsError(code, `${this.label}: ${message}${atPosition(position)}`, {
      details: { path: path ?? this.label, ...position },
    });
  }

  depthError(offset: number | undefined, path?: string): CastsError {
    return this.fail(
      `nesting deeper than ${MAX_DEPTH} levels (the limit is ${MAX_DEPTH})`,
      offset,
      path,
      "INPUT_TOO_LARGE",
    );
  }

  tooMany(what: string, limit: number, offset: number): CastsError {
    return this.fail(
      `more than ${groupDigits(limit)} ${what} (the limit is ${groupDigits(limit)})`,
      offset,
      undefined,
      "INPUT_TOO_LARGE",
    );
  }

  /**
   * The CST, built one lexeme at a time so that runaway nesting, too many tokens and too many
   * anchors stop the parse before the rest is read or composed.
   */
  tokens(): CST.Token[] {
    const parser = new Parser();
    const tokens: CST.Token[] = [];
    let counted = 0;
    let anchors = 0;
    let lines = 0;
    let scalarText = false;
    for (const lexeme of new Lexer().lex(this.text)) {
      // The lexeme after a scalar marker is that scalar's text, whatever its first character.
      const isScalarText = scalarText;
      const kind = isScalarText ? SKIP : (TOKEN_KIND[lexeme.charCodeAt(0)] ?? SKIP);
      scalarText = lexeme === SCALAR_MARKER;
      // A line break between tokens (a newline lexeme): blank lines and comment lines count too.
      if (!isScalarText && (lexeme === "\n" || lexeme === "\r\n")) {
        lines += 1;
        if (lines > MAX_YAML_LINES) throw this.tooMany("lines", MAX_YAML_LINES, parser.offset);
      }
      if (kind !== SKIP) {
        counted += 1;
        if (counted > MAX_YAML_TOKENS) throw this.tooMany("YAML tokens", MAX_YAML_TOKENS, parser.offset);
        if (kind === ANCHOR) {
          anchors += 1;
          if (anchors > MAX_YAML_ANCHORS)
            throw this.tooMany("anchors and aliases", MAX_YAML_ANCHORS, parser.offset);
        }
      }
      for (const token of parser.next(lexeme)) tokens.push(token);
      if (parser.stack.length > PARSER_STACK_LIMIT) throw this.depthError(parser.offset);
    }
    for (const token of parser.end()) tokens.push(token);
    return tokens;
  }

  document(): Document {
    const docs = Array.from(new Composer(OPTIONS).compose(this.tokens(), true, this.text.length));
    const [doc, second] = docs;
    if (!doc) throw this.fail("no YAML document", 0);
    if (second) throw this.fail("expected one YAML document, found a second one", second.range?.[0]);
    const problem = doc.errors[0] ?? doc.warnings[0];
    if (problem) {
      const firstLine = problem.message.split("\n")[0] ?? problem.message;
      const offset = problem.pos[0];
      const position = this.lines.position(offset);
      throw new CastsError(
        "YAML_INVALID",
        `${this.label}: invalid YAML${atPosition(position)}: ${firstLine}`,
        {
          details: { path: this.label, ...position },
        },
      );
    }
    this.check(doc.contents as Node | null, 0, null, new Map());
    return doc;
  }

  private check(
    node: Node | null | undefined,
    depth: number,
    path: PathLink | null,
    anchors: Map<string, Node>,
  ): void {
    if (node === null || node === undefined || isAlias(node)) return;
    if (!isScalar(node) && !isMap(node) && !isSeq(node)) return;
    if (node.anchor) anchors.set(node.anchor, node);
    if (node.tag && !node.tag.startsWith("tag:yaml.org,2002:")) {
      throw this.fail(
        `the tag '${echo(node.tag)}' is not allowed`,
        node.range?.[0],
        pathText(path) || undefined,
      );
    }
    if (isScalar(node)) return;
    if (depth + 1 > MAX_DEPTH) throw this.depthError(node.range?.[0], pathText(path) || undefined);
    if (isSeq(node)) {
      node.items.forEach((item, index) => {
        this.check(item as Node | null, depth + 1, { parent: path, step: index }, anchors);
      });
      return;
    }
    const seen = new Set<string>();
    for (const pair of node.items) {
      const keyNode = pair.key as Node | null;
      this.check(keyNode, depth + 1, path, anchors);
      const resolved = isAlias(keyNode) ? anchors.get(keyNode.source) : keyNode;
      const offset = keyNode?.range?.[0] ?? (pair.value as Node | null)?.range?.[0];
      if (resolved !== null && resolved !== undefined && !isScalar(resolved)) {
        throw this.fail(
          "a mapping key must be a plain value, not a mapping or list",
          offset,
          pathText(path) || undefined,
        );
      }
      // The text a JavaScript object would key the entry by (a null key becomes "").
      const value = resolved?.value;
      const key = value === null || value === undefined ? "" : String(value);
      const keyPath: PathLink = { parent: path, step: key };
      if (key === "__proto__")
        throw this.fail("the key '__proto__' is not allowed", offset, pathText(keyPath));
      if (seen.has(key)) {
        throw this.fail(
          `duplicate key '${echo(key)}' (keys are compared as text, so 1 and '1' are the same key)`,
          offset,
          pathText(keyPath),
        );
      }
      seen.add(key);
      this.check(pair.value as Node | null, depth + 1, keyPath, anchors);
    }
  }
}

/**
 * Parses one YAML document safely: core schema, no custom or binary tags, no merge keys, nesting
 * at most 64 deep, duplicate keys (compared as text) and `__proto__` keys rejected, aliases bounded.
 * Errors are YAML_INVALID (INPUT_TOO_LARGE over a limit) with `details` {path, line, column}.
 */
export function parseSafeYaml(text: string, label: string): Document {
  assertInputSize(text, label);
  return new YamlReader(text, label).document();
}

/** `doc.toJS()` with the alias budget; an alias bomb becomes a YAML_INVALID error. */
export function yamlToData(doc: Document, label: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CastsError(
      "YAML_INVALID",
      `${label}: ${/alias/i.test(message) ? `too many alias expansions (limit ${MAX_ALIAS_COUNT})` : echo(message, 200)}`,
      { details: { path: label } },
    );
  }
}
