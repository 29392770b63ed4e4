import { Document } from "yaml";

import { CastsError } from "../../../core/errors";
import type { EvalFixture } from "../../../evals/fixture-schema";
import type { ExportContext } from "../../context";
import { DEFAULT_MODELS } from "../../targets";
import type { WrittenExport } from "../format";
import { targetFile } from "../markdown";
import { promptfooAssertions } from "./assertions";

/** A fixture's input with its `{{name}}` placeholders filled from `vars`. */
export function fillInput(fixture: EvalFixture): string {
  const vars = fixture.vars ?? {};
  return fixture.input.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? vars[name]! : whole,
  );
}

/** The promptfoo provider ID for a model: Anthropic's Messages API for Claude models, else OpenAI's. */
export function promptfooProvider(model: string): string {
  return model.startsWith("claude") ? `anthropic:messages:${model}` : `openai:${model}`;
}

// The chat prompt: the instructions verbatim (inside a Nunjucks raw block when they hold template
// syntax), then the fixture's input through `dump`, which writes it as a JSON string.
function chatPrompt(system: string): string {
  const content = /\{[{%#]/.test(system) ? `{% raw %}${system}{% endraw %}` : system;
  return `[{"role": "system", "content": ${JSON.stringify(content)}}, {"role": "user", "content": {{ input | dump }}}]`;
}

export function writePromptfoo(context: ExportContext): WrittenExport {
  const evals = context.evals;
  const role = context.profile.role.name;
  if (evals === null || evals.fixtures.length === 0) {
    throw new CastsError(
      "EXPORT_UNSUPPORTED",
      `The promptfoo target needs eval fixtures: '${role}' has none (evals/${role}.yaml, or roles/<Folder>/evals.yaml for a directory role)`,
      { details: { path: "role" } },
    );
  }
  let model = context.model;
  if (model === null) {
    model = DEFAULT_MODELS.openai;
    context.notes.push(
      `No model given and none set by the pack: the provider is ${promptfooProvider(model)}.`,
    );
  }
  const modes = context.profile.modes.map((mode) => mode.name).join(",");
  const otherModes = evals.fixtures.filter((fixture) => (fixture.modes ?? []).join(",") !== modes);
  if (otherModes.length > 0)
    context.notes.push(
      `${otherModes.length} fixture(s) name other modes than this composition (${otherModes.map((fixture) => fixture.name).join(", ")}); they run against this composition's message.`,
    );
  const config = {
    description: `casts ${context.profile.name}: ${evals.fixtures.length} eval fixture(s) of the role ${role}`,
    prompts: [{ id: `casts-${context.slug}`, label: context.profile.name, raw: chatPrompt(context.system) }],
    providers: [promptfooProvider(model)],
    tests: evals.fixtures.map((fixture) => ({
      description: fixture.description ? `${fixture.name}: ${fixture.description}` : fixture.name,
      vars: { input: fillInput(fixture) },
      assert: promptfooAssertions(fixture.expect),
    })),
  };
  const doc = new Document(config);
  doc.commentBefore = ` promptfoo config written by casts: run it with npx promptfoo eval -c ${context.slug}/promptfooconfig.yaml`;
  return { files: [targetFile(context, doc.toString({ lineWidth: 0, blockQuote: "literal" }))] };
}
