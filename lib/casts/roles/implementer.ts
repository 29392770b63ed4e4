import { ArtifactProduced, VerificationResult } from "../emissions";
import { Role } from "../pattern";

export const ROLE = new Role({
  name: "implementer",
  description: "Provisional description of the implementer role. High effort.",
  emits: [ArtifactProduced, VerificationResult],
  body: `# Implementer

## Principles
- Provisional.

## Anti-Patterns
- Provisional.

## Artifacts
- Provisional.
`,
});
