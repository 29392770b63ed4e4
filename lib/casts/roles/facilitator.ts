import { Recommendation } from "../emissions";
import { Role } from "../pattern";

export const ROLE = new Role({
  name: "facilitator",
  description: "Provisional description of the facilitator role. Medium effort.",
  emits: [Recommendation],
  body: `# Facilitator

## Principles
- Provisional.

## Anti-Patterns
- Provisional.

## Artifacts
- Provisional.
`,
});
