import type { ExportContext } from "../../context";
import { noteToolsNotCarried, requestInstructions, requestModel } from "../../context";
import { providerSchema } from "../../provider-schema";
import {
  chatMessages,
  noteSchema,
  requestFile,
  schemaName,
  USER_PLACEHOLDER,
  type OpenAIChatRequest,
} from "../../request-targets";
import type { WrittenExport } from "../format";

export function writeOpenAI(context: ExportContext): WrittenExport & { readonly request: OpenAIChatRequest } {
  const body: OpenAIChatRequest = {
    model: requestModel(context, "openai"),
    messages: chatMessages(
      requestInstructions(context, "developer message") ?? "",
      "developer",
      USER_PLACEHOLDER,
    ),
  };
  const operable = context.profile.emissionOperable();
  const schema = operable ? providerSchema(operable, "openai") : null;
  if (operable && schema) {
    body.response_format = {
      type: "json_schema",
      json_schema: { name: schemaName(operable.name), strict: true, schema: schema.schema },
    };
    noteSchema(context, schema, "OpenAI strict");
  }
  if (context.effort !== null)
    context.notes.push(
      `The pack's effort '${context.effort}' is not written: set reasoning_effort for reasoning models yourself.`,
    );
  noteToolsNotCarried(context, "An OpenAI request (tools need their JSON schemas)");
  return { files: [requestFile(context, body)], request: body, schema };
}
