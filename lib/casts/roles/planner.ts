import { ExecutionPlan } from "../emissions";
import { Role } from "../pattern";

export const ROLE = new Role({
  name: "planner",
  description: "Provisional description of the planner role. High effort.",
  emits: [ExecutionPlan],
  body: `# Planner

## Principles
- Provisional.

## Anti-Patterns
- Provisional.

## Artifacts
- Provisional.
`,
});
