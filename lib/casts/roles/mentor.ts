import { Finding, Recommendation } from "../emissions";
import { Role } from "../pattern";

export const ROLE = new Role({
  name: "mentor",
  description: "Provisional description of the mentor role. Medium effort.",
  emits: [Recommendation, Finding],
  body: `# Mentor

## Principles
- Provisional.

## Anti-Patterns
- Provisional.

## Artifacts
- Provisional.
`,
});
