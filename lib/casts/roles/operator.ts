import { OperationOutcome } from "../emissions";
import { Role } from "../pattern";

export const ROLE = new Role({
  name: "operator",
  description: "Provisional description of the operator role. Medium effort.",
  emits: [OperationOutcome],
  body: `# Operator

## Principles
- Provisional.

## Anti-Patterns
- Provisional.

## Artifacts
- Provisional.
`,
});
