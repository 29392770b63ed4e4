import type { ExportContext } from "../../context";
import { noteToolsNotCarried, requestInstructions, requestModel } from "../../context";
import { ANTHROPIC_SCHEMA_LIMITS, countSchemaProperties, providerSchema } from "../../provider-schema";
import {
  ANTHROPIC_EFFORTS,
  noteSchema,
  requestFile,
  USER_PLACEHOLDER,
  type AnthropicMessagesRequest,
} from "../../request-targets";
import { ANTHROPIC_MAX_TOKENS } from "../../targets";
import type { WrittenExport } from "../format";

export function writeAnthropic(
  context: ExportContext,
): WrittenExport & { readonly request: AnthropicMessagesRequest } {
  const model = requestModel(context, "anthropic");
  const system = requestInstructions(context, "system prompt");
  const body: AnthropicMessagesRequest = {
    model,
    max_tokens: ANTHROPIC_MAX_TOKENS,
    ...(system === null ? {} : { system }),
    messages: [{ role: "user", content: USER_PLACEHOLDER }],
  };
  const operable = context.profile.emissionOperable();
  const schema = operable ? providerSchema(operable, "anthropic") : null;
  const effort = ANTHROPIC_EFFORTS.find((candidate) => candidate === context.effort);
  if (context.effort !== null && effort === undefined) {
    context.notes.push(
      `The pack's effort '${context.effort}' is not one of ${ANTHROPIC_EFFORTS.join(", ")}: not written.`,
    );
  }
  if (schema || effort) {
    body.output_config = {
      ...(schema ? { format: { type: "json_schema" as const, schema: schema.schema } } : {}),
      ...(effort ? { effort } : {}),
    };
  }
  if (schema) {
    noteSchema(context, schema, "Anthropic");
    const counts = countSchemaProperties(schema.schema);
    if (
      counts.optional > ANTHROPIC_SCHEMA_LIMITS.optionalProperties ||
      counts.union > ANTHROPIC_SCHEMA_LIMITS.unionProperties
    ) {
      context.notes.push(
        `This schema has ${counts.optional} optional and ${counts.union} union-typed properties; Anthropic documents limits of ${ANTHROPIC_SCHEMA_LIMITS.optionalProperties} and ${ANTHROPIC_SCHEMA_LIMITS.unionProperties} across a request's strict schemas, so the API may reject it.`,
      );
    }
  }
  noteToolsNotCarried(context, "An Anthropic request (tools need their JSON schemas)");
  return { files: [requestFile(context, body)], request: body, schema };
}
