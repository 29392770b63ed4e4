import { emissionJsonSchema } from "../emissions/model";
import type { Operable } from "../operable";

/** Heading of the section appended to file targets that have no schema field. */
export const OUTPUT_CONTRACT_HEADING = "## Output contract";

/**
 * The section file targets append after the system message when the role emits: the keys the agent
 * may emit and each one's JSON Schema, embedded so the file stands alone. Empty for no emissions.
 */
const sections = new Map<string, string>();

export function outputContractSection(operable: Operable | null): string {
  if (!operable) return "";
  // The section depends only on the specs (key and model); a roster asks for the same ones often.
  const id = operable.specs.map((spec) => `${spec.key}:${spec.model.name}`).join(",");
  const cached = sections.get(id);
  if (cached !== undefined) return cached;
  const section = buildSection(operable);
  sections.set(id, section);
  return section;
}

function buildSection(operable: Operable): string {
  const keys = operable
    .keys()
    .map((key) => `\`${key}\``)
    .join(", ");
  const parts = [
    OUTPUT_CONTRACT_HEADING,
    `When you report structured results, reply with one JSON object. Its keys are a subset of ${keys}; each value is one object that follows the JSON Schema under its key below. Any other key is rejected.`,
  ];
  for (const spec of operable.specs) {
    parts.push(
      `### \`${spec.key}\` (${spec.model.name})`,
      spec.model.summary,
      `\`\`\`json\n${JSON.stringify(emissionJsonSchema(spec.model), null, 2)}\n\`\`\``,
    );
  }
  return parts.join("\n\n");
}
