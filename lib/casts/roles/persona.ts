import { Finding } from "../emissions";
import { Role } from "../pattern";

export const ROLE = new Role({
  name: "persona",
  description: "Provisional description of the persona role. High effort.",
  emits: [Finding],
  body: `# Persona

## Principles
- Provisional.

## Anti-Patterns
- Provisional.

## Artifacts
- Provisional.
`,
});
