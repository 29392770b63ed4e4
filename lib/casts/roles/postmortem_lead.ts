import { Finding, Postmortem } from "../emissions";
import { Role } from "../pattern";

export const ROLE = new Role({
  name: "postmortem-lead",
  description: "Provisional description of the postmortem-lead role. High effort.",
  emits: [Postmortem, Finding],
  body: `# Postmortem Lead

## Principles
- Provisional.

## Anti-Patterns
- Provisional.

## Artifacts
- Provisional.
`,
});
