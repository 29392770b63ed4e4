import { ExecutionPlan, TaskAssignment } from "../emissions";
import { Role } from "../pattern";

export const ROLE = new Role({
  name: "orchestrator",
  description: "Provisional description of the orchestrator role. High effort.",
  emits: [ExecutionPlan, TaskAssignment],
  body: `# Orchestrator

## Principles
- Provisional.

## Anti-Patterns
- Provisional.

## Artifacts
- Provisional.
`,
});
