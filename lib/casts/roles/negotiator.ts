import { Recommendation } from "../emissions";
import { Role } from "../pattern";

export const ROLE = new Role({
  name: "negotiator",
  description: "Provisional description of the negotiator role. High effort.",
  emits: [Recommendation],
  body: `# Negotiator

## Principles
- Provisional.

## Anti-Patterns
- Provisional.

## Artifacts
- Provisional.
`,
});
