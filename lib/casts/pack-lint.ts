// The pack lab's and `casts check-pack`'s checks of pack text: syntax and shape errors with their
// place, then validatePack's findings, each mapped from its path to a line and column of the text.
import { isAlias, isMap, isScalar, isSeq, visit, type Document, type Node, type YAMLMap } from "yaml";

import { isCastsError } from "./core/errors";
import { assertInputSize, LineIndex, positionAt as textPosition } from "./core/limits";
import { packFromDocument, type Pack } from "./pack";
import { parseSafeYaml, yamlToData } from "./safe-yaml";
import { validatePack, type PackFinding, type ValidatePackOptions } from "./validate-pack";

export interface PackLintOptions extends ValidatePackOptions {
  /** The pack's name when the text has none (a file's stem). */
  readonly name?: string;
  /** Where that name comes from, for the message when it is not a valid name ("the file name"). */
  readonly nameFrom?: string;
}

export interface PackLintResult {
  /** The parsed pack; null when the text is not a valid pack. */
  readonly pack: Pack | null;
  /** The YAML as plain data (null when it could not be read): which keys the author wrote. */
  readonly data: unknown;
  /** The parsed YAML (null when the text is not YAML within the limits), for finding more places in it. */
  readonly doc: Document | null;
  readonly findings: readonly PackFinding[];
}

const FIXES = {
  INPUT_TOO_LARGE: "A pack is a few kilobytes: remove what is not pack data to get under 1 MiB.",
  YAML_INVALID: "Fix the YAML at this place (indentation, a missing ':' or an unclosed bracket or quote).",
  ALIAS: "Write the values out instead of using anchors and aliases: a pack needs no repetition.",
  PACK_INVALID: "Give this key the type the pack format expects (see the message), or remove it.",
  NAME_INVALID: "Rename it as the message says: a name is a short run of printable characters.",
} as const;

interface Place {
  readonly line: number;
  readonly column: number;
  /** The key under `roles` the path goes through, if any. */
  readonly role: string;
}

/** Resolves a finding path (`roles.a.b.default_modes[1]`) in the document; keys may contain dots. */
export function placeOfPath(doc: Document, text: string, path: string): Place {
  // One PathPlaces per document, so its line index and key maps are built once however many findings
  // ask (the lab asks once per finding: 451 findings in 1 MiB re-indexed the text 451 times).
  let places = placesOf.get(doc);
  if (places?.text !== text) {
    places = new PathPlaces(doc, text);
    placesOf.set(doc, places);
  }
  return places.place(path);
}

const placesOf = new WeakMap<Document, PathPlaces>();

type MapPair = YAMLMap.Parsed["items"][number];

// Finds many paths in one document: the line index and each mapping's keys are built once, so a
// pack with thousands of findings is not read again for each one.
class PathPlaces {
  private lines: LineIndex | null = null;
  private readonly keyIndex = new WeakMap<object, Map<string, MapPair>>();

  constructor(
    private readonly doc: Document,
    readonly text: string,
  ) {}

  private keys(node: YAMLMap.Parsed): Map<string, MapPair> {
    let keys = this.keyIndex.get(node);
    if (!keys) {
      keys = new Map();
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : "";
        if (!keys.has(key)) keys.set(key, pair);
      }
      this.keyIndex.set(node, keys);
    }
    return keys;
  }

  // The longest key that `rest` is, or starts with before a `.` or `[`.
  private longestKey(node: YAMLMap.Parsed, rest: string): { key: string; pair: MapPair } | undefined {
    const keys = this.keys(node);
    const whole = keys.get(rest);
    if (whole) return { key: rest, pair: whole };
    for (let end = rest.length - 1; end > 0; end -= 1) {
      const char = rest[end];
      if (char !== "." && char !== "[") continue;
      const key = rest.slice(0, end);
      const pair = keys.get(key);
      if (pair) return { key, pair };
    }
    return undefined;
  }

  place(path: string): Place {
    let node: unknown = this.doc.contents;
    let offset = isNodeWithRange(node) ? node.range[0] : 0;
    let rest = path === "(top level)" ? "" : path;
    let role = "";
    let depth = 0;
    while (rest !== "") {
      const index = /^\[(\d+)\]/.exec(rest);
      if (index && isSeq(node)) {
        node = node.items[Number(index[1])];
        rest = rest.slice(index[0].length).replace(/^\./, "");
      } else if (isMap(node)) {
        const best = this.longestKey(node as YAMLMap.Parsed, rest);
        if (!best) break;
        if (depth === 1 && path.startsWith("roles.")) role = best.key;
        rest = rest.slice(best.key.length).replace(/^\./, "");
        // A path that ends at a key points at the key; one that goes on continues in its value.
        const keyNode = best.pair.key;
        if (rest === "" && isNodeWithRange(keyNode)) {
          offset = keyNode.range[0];
          node = undefined;
          break;
        }
        node = best.pair.value;
      } else break;
      depth += 1;
      if (isNodeWithRange(node)) offset = node.range[0];
    }
    return { ...(this.lines ??= new LineIndex(this.text)).position(offset), role };
  }
}

function isNodeWithRange(value: unknown): value is Node & { range: [number, number, number] } {
  return value !== null && typeof value === "object" && "range" in value && Array.isArray(value.range);
}

function firstAliasOffset(doc: Document): number | null {
  let offset: number | null = null;
  visit(doc, {
    Alias(_key, node) {
      if (isAlias(node) && node.range) offset = node.range[0];
      return visit.BREAK;
    },
  });
  return offset;
}

/** A thrown parse error as a finding with its place and fix (the pack lab lists every one: lib/pack-lab). */
export function errorFinding(error: unknown, text: string, doc: Document | null): PackFinding {
  if (
    !isCastsError(error) ||
    !["YAML_INVALID", "INPUT_TOO_LARGE", "PACK_INVALID", "NAME_INVALID"].includes(error.code)
  ) {
    // The parser gave up (e.g. nesting too deep for the stack): report it, never crash the caller.
    const reason = error instanceof Error ? error.message : String(error);
    return {
      code: "YAML_INVALID",
      severity: "error",
      role: "",
      message: `pack: the YAML could not be read (${reason})`,
      fix: FIXES.YAML_INVALID,
    };
  }
  const code: "PACK_INVALID" | "NAME_INVALID" | "INPUT_TOO_LARGE" | "YAML_INVALID" =
    error.code === "PACK_INVALID" || error.code === "NAME_INVALID" || error.code === "INPUT_TOO_LARGE"
      ? error.code
      : "YAML_INVALID";
  const { path, line, column } = error.details;
  const base = {
    code,
    severity: "error" as const,
    message: error.message,
    ...(path === undefined ? {} : { path }),
  };
  const alias = doc && /alias/i.test(error.message) ? firstAliasOffset(doc) : null;
  if (alias !== null) return { ...base, role: "", ...textPosition(text, alias), fix: FIXES.ALIAS };
  if (line !== undefined && column !== undefined) {
    const role = doc && path !== undefined ? placeOfPath(doc, text, path).role : "";
    return { ...base, role, line, column, fix: FIXES[code] };
  }
  if (doc && path !== undefined) {
    const place = placeOfPath(doc, text, path);
    return { ...base, role: place.role, line: place.line, column: place.column, fix: FIXES[code] };
  }
  return { ...base, role: "", fix: FIXES[code] };
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Every format error of a pack whose parse failed: the parser stops at the first, so each top-level
 * key, role entry and entry key is parsed on its own against the same document (the places stay
 * those of the whole text). Empty when the text is not YAML or the failure was not a format error.
 */
export function allFormatErrors(text: string, doc: Document | null): PackFinding[] {
  if (!doc) return [];
  let data: unknown;
  try {
    data = yamlToData(doc, "pack");
  } catch {
    return [];
  }
  if (!isMapping(data)) return [];
  const parts: unknown[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (key !== "roles") parts.push({ [key]: value });
    else if (!isMapping(value)) parts.push({ roles: value });
    else
      for (const [role, entry] of Object.entries(value)) {
        parts.push({ roles: { [role]: isMapping(entry) ? {} : entry } });
        if (isMapping(entry))
          for (const [field, fieldValue] of Object.entries(entry))
            parts.push({ roles: { [role]: { [field]: fieldValue } } });
      }
  }
  const found = new Map<string, PackFinding>();
  for (const part of parts) {
    try {
      packFromDocument(doc, part, text, { name: "pack" });
    } catch (error) {
      if (isCastsError(error) && !found.has(error.message))
        found.set(error.message, errorFinding(error, text, doc));
    }
  }
  return [...found.values()];
}

/** Every finding for pack text, each with its place: what the pack lab shows as you type. */
export function lintPackText(text: string, options: PackLintOptions = {}): PackLintResult {
  let doc: Document | null = null;
  try {
    assertInputSize(text, "pack");
    doc = parseSafeYaml(text, "pack");
    const data = yamlToData(doc, "pack");
    const pack = packFromDocument(doc, data, text, {
      name: options.name ?? "pack",
      nameFrom: options.nameFrom,
    });
    const places = new PathPlaces(doc, text);
    const findings = validatePack(pack, options).map((finding) => {
      if (finding.path === undefined) return finding;
      const { line, column } = places.place(finding.path);
      return { ...finding, line, column };
    });
    return { pack, data, doc, findings };
  } catch (error) {
    const first = errorFinding(error, text, doc);
    // The parser stops at the first format error; check-pack and the pack lab list every one.
    const every =
      first.code === "PACK_INVALID" || first.code === "NAME_INVALID" ? allFormatErrors(text, doc) : [];
    return { pack: null, data: null, doc, findings: every.length > 0 ? every : [first] };
  }
}

/** `line:column` or "" — the place as a person reads it. */
export function formatFindingPlace(finding: PackFinding): string {
  if (finding.line === undefined) return finding.path ?? "";
  return `${finding.line}:${finding.column ?? 1}`;
}
