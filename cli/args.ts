import { parseArgs, type ParseArgsConfig } from "node:util";

import { editDistance } from "../lib/casts/core/edit-distance";
import { echo } from "../lib/casts/core/limits";
import { UsageError } from "./errors";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** `--roles <dir>` and `--pack <file>`: every command that reads directory roles or the pack takes them. */
export const CATALOG_OPTIONS = {
  roles: { type: "string" },
  pack: { type: "string" },
} as const satisfies Options;

/** The help lines of CATALOG_OPTIONS (or of `only` one), padded to `width` columns. */
export function catalogOptionsHelp(width: number, only?: keyof typeof CATALOG_OPTIONS): string {
  const lines = {
    roles: `  ${"--roles <dir>".padEnd(width)}directory roles from <dir> (default: $CASTS_ROLES_DIR, else roles/)`,
    pack: `  ${"--pack <file>".padEnd(width)}the pack file (default: $CASTS_PACK, else packs/default.yaml)`,
  };
  return only ? lines[only] : `${lines.roles}\n${lines.pack}`;
}

/**
 * node:util parseArgs in strict mode, with its errors turned into short UsageErrors. An option given
 * as "" is refused (an empty `--out` would write into the working folder, an empty `--model` or
 * `--base-url` would fail later with a vaguer message), but for `--name`, where "" stands for the
 * default name (the role's).
 */
export function parseCommandArgs<T extends Options>(command: string, args: readonly string[], options: T) {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== "string" || !code.startsWith("ERR_PARSE_ARGS")) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const unknown = /^Unknown option '([^']+)'/.exec(message)?.[1];
    if (unknown) {
      const known = Object.keys(options).map((name) => `--${name}`);
      const close = closest(unknown, known);
      throw new UsageError(
        `unknown option '${echo(unknown)}'${close ? ` (did you mean '${close}'?)` : ""}`,
        command,
      );
    }
    // node's messages run to several sentences, some on lines of their own: the first one says it.
    const firstSentence = echo(message.split(/\.(?:\s|$)/)[0] ?? message, 200);
    const dashed = /^Option '(--[^' ]+)[^']*' argument is ambiguous/.exec(message)?.[1];
    throw new UsageError(
      firstSentence.charAt(0).toLowerCase() +
        firstSentence.slice(1) +
        (dashed ? `: for a value that starts with '-', write ${dashed}=<value>` : ""),
      command,
    );
  }
  // An option that takes one value, given twice, is refused: parseArgs keeps the last, so
  // `export --to cursor --to copilot` wrote copilot without a word.
  const given = new Set<string>();
  for (const token of parsed.tokens ?? []) {
    if (
      token.kind !== "option" ||
      options[token.name]?.multiple === true ||
      options[token.name]?.type !== "string"
    )
      continue;
    if (given.has(token.name)) throw new UsageError(`--${token.name} is given twice: give it once`, command);
    given.add(token.name);
  }
  for (const [name, value] of Object.entries(parsed.values)) {
    if (name !== "name" && (value === "" || (Array.isArray(value) && value.includes(""))))
      throw new UsageError(`--${name} is empty: give a value, not ""`, command);
  }
  return parsed;
}

/** Exactly `names.length` positionals, else a UsageError naming the missing or extra one. */
export function takePositionals(
  command: string,
  positionals: readonly string[],
  names: readonly string[],
): string[] {
  if (positionals.length < names.length)
    throw new UsageError(`missing ${names[positionals.length]}`, command);
  if (positionals.length > names.length)
    throw new UsageError(`unexpected argument '${echo(positionals[names.length] ?? "")}'`, command);
  const empty = positionals.findIndex((value) => value === "");
  if (empty !== -1) throw new UsageError(`${names[empty]} is empty: give a value, not ""`, command);
  return [...positionals];
}

/** The modes of repeated `--mode` flags, each of which may list several separated by commas. */
export function modeOptions(values: readonly string[] | undefined, command: string): string[] {
  const modes = (values ?? []).flatMap((value) => value.split(",")).map((mode) => mode.trim());
  if (modes.some((mode) => mode === "")) throw new UsageError("--mode needs a mode name", command);
  return modes;
}

/** `Did you mean 'critic'?` when a name in `names` is within two edits of `name`, else undefined. */
export function didYouMean(name: string, names: Iterable<string>): string | undefined {
  const suggestion = closest(name, names);
  return suggestion === undefined ? undefined : `Did you mean '${suggestion}'?`;
}

/** The closest candidate within two edits, for "did you mean" hints. */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    // The distance is at least the difference in length: a long input costs nothing.
    if (Math.abs(candidate.length - input.length) >= bestDistance) continue;
    const distance = editDistance(input.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
