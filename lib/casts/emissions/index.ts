export { AnalysisResult, ComplexityScore } from "./analysis";
export { Conflict, Diagnosis, Finding, Gap, Synthesis } from "./discovery";
export { Postmortem, Proposal } from "./generative";
export { ComplianceVerdict, Objection, Recommendation, RiskAssessment, Verdict } from "./judgement";
export { EMISSION_CATEGORIES, defineEmissionModel, emissionJsonSchema } from "./model";
export type { EmissionCategory, EmissionModel } from "./model";
export { DesignSpec, ExecutionPlan, TaskAssignment } from "./planning";
export { ArtifactProduced, Document, OperationOutcome, VerificationResult } from "./production";
export {
  EscalationRequest,
  SPAWN_ALLOWED_OPERATIONS,
  SpawnRequest,
  isBlockingEscalation,
} from "./universal";
export { EMISSION_MODELS, getEmissionModel } from "./registry";
