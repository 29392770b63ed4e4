// What the LionAGI runtime sends: the profile's system message, then the pack's policy for the role.

export interface PolicyLines {
  readonly authority: readonly string[];
  readonly boundaries: readonly string[];
  readonly escalations: readonly string[];
}

/** Our one-line instruction above the escalation bullets. */
export const ESCALATION_INSTRUCTION =
  "Each condition below is a stop: when one holds, send an 'escalation_request' with urgency \"blocked\" that names it in 'reason' and puts what you found and what you need in 'context', then do no further work; a line that says you carry on takes urgency \"fyi\" instead, and you finish the task. When several hold, send one request led by the most serious and name the others in its 'context'.";

const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join("\n");

export type PolicySectionName = keyof PolicyLines;

export interface PolicySection {
  readonly section: PolicySectionName;
  readonly text: string;
}

/** Each non-empty policy section with its text, in the order the runtime sends them. */
export function policySectionParts(policy: PolicyLines | null): PolicySection[] {
  if (!policy) return [];
  const sections: PolicySection[] = [];
  if (policy.authority.length > 0)
    sections.push({ section: "authority", text: `## Authority\n${bullets(policy.authority)}` });
  if (policy.boundaries.length > 0) {
    sections.push({
      section: "boundaries",
      text: `## Operational Boundaries\n${bullets(policy.boundaries)}`,
    });
  }
  if (policy.escalations.length > 0) {
    sections.push({
      section: "escalations",
      text: `## Escalation Conditions\n${ESCALATION_INSTRUCTION}\n${bullets(policy.escalations)}`,
    });
  }
  return sections;
}

/** The policy sections, blank-line separated, empty ones left out; "" when the policy is empty or absent. */
export function buildPolicySections(policy: PolicyLines | null): string {
  return policySectionParts(policy)
    .map((part) => part.text)
    .join("\n\n");
}

/** The system message, then "\n\n" and the policy sections when there are any. */
export function buildRuntimeMessage(systemMessage: string, policy: PolicyLines | null): string {
  const sections = buildPolicySections(policy);
  if (sections === "") return systemMessage;
  if (systemMessage === "") return sections;
  return `${systemMessage}\n\n${sections}`;
}
