// A system message as the list of parts it is built from, each line tagged with its source: the role
// body, a mode, or (in the runtime view) a section of the pack's policy.
import { policySectionParts, type PolicyLines, type PolicySectionName } from "../core/runtime-message";

export type MessageSourceKind = "role" | "mode" | "policy" | "separator";

export interface MessageSource {
  readonly kind: MessageSourceKind;
  /** The role or mode name, the policy section (`authority`, …), or "" for a separator. */
  readonly name: string;
}

export interface MessagePart {
  readonly source: MessageSource;
  readonly text: string;
}

export interface SourcedLine {
  readonly text: string;
  readonly source: MessageSource;
}

export interface SourcedMessage {
  /** The exact text: parts joined by a blank line (buildSystemMessage, or the runtime message). */
  readonly text: string;
  readonly parts: readonly MessagePart[];
  readonly lines: readonly SourcedLine[];
}

export interface SourcedMessageInput {
  readonly role: { readonly name: string; readonly body: string };
  readonly modes: readonly { readonly name: string; readonly behaviors: string }[];
  /** Given for the runtime view: the pack's policy for the role (null when the pack has no entry). */
  readonly policy?: PolicyLines | null;
}

export const SEPARATOR: MessageSource = Object.freeze({ kind: "separator", name: "" });

const POLICY_LABELS: Readonly<Record<PolicySectionName, string>> &
  Readonly<Record<string, string | undefined>> = {
  authority: "Authority",
  boundaries: "Operational Boundaries",
  escalations: "Escalation Conditions",
};

/** A stable key for grouping by source, e.g. `mode:slow`. */
export function sourceKey(source: MessageSource): string {
  return `${source.kind}:${source.name}`;
}

/** How the page and the CLI name a source: "role critic", "mode slow", "pack policy: Authority". */
export function sourceLabel(source: MessageSource): string {
  if (source.kind === "separator") return "blank lines between parts";
  if (source.kind === "policy") return `pack policy: ${POLICY_LABELS[source.name] ?? source.name}`;
  return `${source.kind} ${source.name}`;
}

/** The message with its parts; without `policy` the plain system message, with it the runtime message. */
export function buildSourcedMessage(input: SourcedMessageInput): SourcedMessage {
  const parts: MessagePart[] = [
    { source: { kind: "role" as const, name: input.role.name }, text: input.role.body },
    ...input.modes.map((mode) => ({
      source: { kind: "mode" as const, name: mode.name },
      text: mode.behaviors,
    })),
    ...(input.policy === undefined
      ? []
      : policySectionParts(input.policy).map((part) => ({
          source: { kind: "policy" as const, name: part.section },
          text: part.text,
        }))),
  ].filter((part) => part.text !== "");
  const lines: SourcedLine[] = [];
  parts.forEach((part, index) => {
    if (index > 0) lines.push({ text: "", source: SEPARATOR });
    for (const text of part.text.split("\n")) lines.push({ text, source: part.source });
  });
  return { text: parts.map((part) => part.text).join("\n\n"), parts, lines };
}
