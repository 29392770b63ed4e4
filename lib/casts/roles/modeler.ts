import { DesignSpec } from "../emissions";
import { Role } from "../pattern";

export const ROLE = new Role({
  name: "modeler",
  description: "Provisional description of the modeler role. Medium effort.",
  emits: [DesignSpec],
  body: `# Modeler

## Principles
- Provisional.

## Anti-Patterns
- Provisional.

## Artifacts
- Provisional.
`,
});
