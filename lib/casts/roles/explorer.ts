import { Finding, Gap } from "../emissions";
import { Role } from "../pattern";

export const ROLE = new Role({
  name: "explorer",
  description: "Provisional description of the explorer role. Medium effort.",
  emits: [Finding, Gap],
  body: `# Explorer

## Principles
- Provisional.

## Anti-Patterns
- Provisional.

## Artifacts
- Provisional.
`,
});
