import { ArtifactProduced, VerificationResult } from "../emissions";
import { Role } from "../pattern";

export const ROLE = new Role({
  name: "migrator",
  description: "Provisional description of the migrator role. High effort.",
  emits: [ArtifactProduced, VerificationResult],
  body: `# Migrator

## Principles
- Provisional.

## Anti-Patterns
- Provisional.

## Artifacts
- Provisional.
`,
});
