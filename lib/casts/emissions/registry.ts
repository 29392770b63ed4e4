import { AnalysisResult, ComplexityScore } from "./analysis";
import { Conflict, Diagnosis, Finding, Gap, Synthesis } from "./discovery";
import { Postmortem, Proposal } from "./generative";
import { ComplianceVerdict, Objection, Recommendation, RiskAssessment, Verdict } from "./judgement";
import type { EmissionModel } from "./model";
import { DesignSpec, ExecutionPlan, TaskAssignment } from "./planning";
import { ArtifactProduced, Document, OperationOutcome, VerificationResult } from "./production";
import { EscalationRequest, SpawnRequest } from "./universal";

/** All emission models, in the reference catalog's order (grouped by category). */
export const EMISSION_MODELS: readonly EmissionModel[] = Object.freeze([
  Finding,
  Conflict,
  Gap,
  Diagnosis,
  Synthesis,
  Verdict,
  ComplianceVerdict,
  RiskAssessment,
  Objection,
  Recommendation,
  AnalysisResult,
  ComplexityScore,
  ExecutionPlan,
  TaskAssignment,
  DesignSpec,
  ArtifactProduced,
  VerificationResult,
  Document,
  OperationOutcome,
  Proposal,
  Postmortem,
  EscalationRequest,
  SpawnRequest,
]);

export function getEmissionModel(name: string): EmissionModel | undefined {
  return EMISSION_MODELS.find((model) => model.name === name);
}
