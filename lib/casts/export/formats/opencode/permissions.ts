// A tool list as OpenCode permission rules, from https://opencode.ai/docs/permissions: an ordered list
// of `{ action, resource, effect }` rules in which the last rule that matches decides, `*` matches any
// value, and an action no rule matches is asked about. Shared by the writer and the reader.
import type { FrontMatterRecord } from "../../front-matter";

/** In a permission rule's action or resource, `*` matches every value. */
export const ANY = "*";

/** One rule: an action (a tool's permission action), the resource it applies to, and allow, deny or ask. */
export interface PermissionRule extends FrontMatterRecord {
  readonly action: string;
  readonly resource: string;
  readonly effect: string;
}

/**
 * The rules that let an agent use the listed tools and nothing else: one rule denying every action on
 * every resource, then one allowing each tool on every resource.
 */
export function toolPermissions(tools: readonly string[]): PermissionRule[] {
  return [
    { action: ANY, resource: ANY, effect: "deny" },
    ...tools.map((tool) => ({ action: tool, resource: ANY, effect: "allow" })),
  ];
}

/** Whether a rule denies every action on every resource. */
export function deniesEverything(rule: PermissionRule): boolean {
  return rule.action === ANY && rule.resource === ANY && rule.effect === "deny";
}
