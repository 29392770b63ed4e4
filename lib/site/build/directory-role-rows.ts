// The /directory-roles list's rows, made at build time (the pages and /directory-roles-index.json):
// what the list shows of each role (lib/site/directory-role-list.ts has the list's shared parts).
import type { DirectoryRole } from "@/lib/casts/directory-roles";
import type { DirectoryRoleListRow } from "@/lib/site/directory-role-list";

import { markdownLines } from "./markdown-text";

const SUMMARY_CHARS = 140;

/** The first block of a description as plain text, clipped: the index stays small at thousands of roles. */
export function summaryLine(description: string): string {
  const [plain = ""] = markdownLines(description);
  return plain.length > SUMMARY_CHARS ? `${plain.slice(0, SUMMARY_CHARS - 1)}…` : plain;
}

export function directoryRoleListRow(role: DirectoryRole): DirectoryRoleListRow {
  return {
    name: role.name,
    summary: summaryLine(role.description),
    directory: role.directory ?? "",
    model: role.config.model,
    policy: role.config.behavior_policy,
    prompt: role.systemPrompt !== null,
  };
}
