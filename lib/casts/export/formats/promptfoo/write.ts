import { Document, isScalar, visit, type Scalar } from "yaml";

import { CastsError } from "../../../core/errors";
import { buildRuntimeMessage } from "../../../core/runtime-message";
import type { EvalFixture } from "../../../evals/fixture-schema";
import { Profile } from "../../../profile";
import type { ExportContext } from "../../context";
import { modelProvider } from "../../model-family";
import { exportSlug } from "../../slug";
import { DEFAULT_MODELS } from "../../targets";
import type { WrittenExport } from "../format";
import { targetFile } from "../markdown";
import { promptfooAssertions, REPLY_JSON } from "./assertions";
import { validityAssertion } from "./validity";

/** A fixture's input with its `{{name}}` placeholders filled from `vars`. */
export function fillInput(fixture: EvalFixture): string {
  const vars = fixture.vars ?? {};
  return fixture.input.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? vars[name]! : whole,
  );
}

/** The promptfoo provider ID for a model: Anthropic's Messages API for Claude models, else OpenAI's. */
export function promptfooProvider(model: string): string {
  return modelProvider(model) === "anthropic" ? `anthropic:messages:${model}` : `openai:${model}`;
}

// The chat prompt: the instructions verbatim (inside a Nunjucks raw block when they hold template
// syntax), then the fixture's input through `dump`, which writes it as a JSON string.
function chatPrompt(system: string): string {
  const content = /\{[{%#]/.test(system) ? `{% raw %}${system}{% endraw %}` : system;
  return `[{"role": "system", "content": ${JSON.stringify(content)}}, {"role": "user", "content": {{ input | dump }}}]`;
}

interface Prompt {
  readonly id: string;
  readonly label: string;
  readonly raw: string;
}

/**
 * The prompt casts eval sends a fixture: the role composed with the fixture's modes, with the policy the
 * export carries (the composition's modes play no part, as they play none in eval).
 */
function fixturePrompt(context: ExportContext, modes: readonly string[]): Prompt {
  const role = context.profile.role;
  const profile = Profile.compose(role, { modes });
  return {
    id: [`casts-${exportSlug(role.name)}`, ...modes].join("+"),
    label: [role.name, ...modes].join(" + "),
    raw: chatPrompt(buildRuntimeMessage(profile.buildSystemMessage(), context.policy)),
  };
}

/** Uses of one anchor before the next: YAML readers cap aliases per anchor (the yaml package at 100). */
const ALIASES_PER_ANCHOR = 50;

/**
 * Writes the assertions' shared transform once, as a YAML anchor, and every other use as an alias of it:
 * the same text in every JSON check would make up most of the file.
 */
function shareTransform(doc: Document, transform: string): void {
  let source: Scalar | null = null;
  let aliases = 0;
  let anchors = 0;
  visit(doc, {
    Pair(_, pair) {
      if (!isScalar(pair.key) || pair.key.value !== "transform" || !isScalar(pair.value)) return;
      if (pair.value.value !== transform) return;
      if (source === null || aliases === ALIASES_PER_ANCHOR) {
        anchors += 1;
        source = pair.value;
        source.anchor = anchors === 1 ? "reply-json" : `reply-json-${anchors}`;
        aliases = 0;
        return;
      }
      pair.value = doc.createAlias(source);
      aliases += 1;
    },
  });
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
  const prompts = new Map<string, Prompt>();
  const promptOf = (fixture: EvalFixture): Prompt => {
    const modes = fixture.modes ?? [];
    const key = modes.join(",");
    if (!prompts.has(key)) prompts.set(key, fixturePrompt(context, modes));
    return prompts.get(key)!;
  };
  const tests = evals.fixtures.map((fixture) => ({ fixture, prompt: promptOf(fixture) }));
  const own = context.profile.modes.map((mode) => mode.name).join(",");
  const otherModes = evals.fixtures.filter((fixture) => (fixture.modes ?? []).join(",") !== own);
  if (otherModes.length > 0) {
    const names = otherModes.map((fixture) => fixture.name).join(", ");
    const each = "each runs with the role and its own modes, as casts eval sends it";
    const filter =
      prompts.size > 1 ? `: one prompt per set of modes, each test naming its own under \`prompts\`` : "";
    context.notes.push(
      `${otherModes.length} fixture(s) name other modes than this composition (${names}); ${each}${filter}.`,
    );
  }
  const validity = validityAssertion(context.profile.emissionOperable());
  const transform = validity.transform ?? REPLY_JSON;
  const config = {
    description: `casts ${context.profile.name}: ${evals.fixtures.length} eval fixture(s) of the role ${role}`,
    prompts: [...prompts.values()],
    providers: [promptfooProvider(model)],
    // Eval's validity check, which every test shares: promptfoo runs it first in each.
    defaultTest: { assert: [validity] },
    tests: tests.map(({ fixture, prompt }) => ({
      description: fixture.description ? `${fixture.name}: ${fixture.description}` : fixture.name,
      vars: { input: fillInput(fixture) },
      ...(prompts.size > 1 ? { prompts: [prompt.id] } : {}),
      assert: promptfooAssertions(fixture.expect, transform),
    })),
  };
  const doc = new Document(config);
  shareTransform(doc, transform);
  doc.commentBefore = [
    ` promptfoo config written by casts: run it with npx promptfoo eval -c ${context.slug}/promptfooconfig.yaml`,
    " Each fixture is judged as casts eval judges it: the reply valid (defaultTest: " +
      (validity.type === "is-json"
        ? "each key against its emission model's schema"
        : "not blank, the role answering in free text") +
      "),",
    " then the fixture's expectations (its assert).",
  ].join("\n");
  return { files: [targetFile(context, doc.toString({ lineWidth: 0, blockQuote: "literal" }))] };
}
