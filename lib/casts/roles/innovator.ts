import { Finding, Proposal } from "../emissions";
import { Role } from "../pattern";

export const ROLE = new Role({
  name: "innovator",
  description: "Provisional description of the innovator role. High effort.",
  emits: [Proposal, Finding],
  body: `# Innovator

## Principles
- Provisional.

## Anti-Patterns
- Provisional.

## Artifacts
- Provisional.
`,
});
