import { Diagnosis, Finding } from "../emissions";
import { Role } from "../pattern";

export const ROLE = new Role({
  name: "investigator",
  description: "Provisional description of the investigator role. High effort.",
  emits: [Finding, Diagnosis],
  body: `# Investigator

## Principles
- Provisional.

## Anti-Patterns
- Provisional.

## Artifacts
- Provisional.
`,
});
