import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse as parseToml } from "smol-toml";
import { parse, parseDocument } from "yaml";

import { isCastsError, listModes, listRoles, Profile } from "..";
import { fuzzParameters } from "../../../test-support/fuzz";
import { exportProfile } from "./export-profile";
import { openCodeModel } from "./formats/opencode/model";
import { exportSlug } from "./slug";
import { EXPORT_TARGET_INFO, EXPORT_TARGETS, FRONT_MATTER_TARGETS } from "./targets";

const FRONT_MATTER = new Set<string>(FRONT_MATTER_TARGETS);
/** Targets whose front matter has no model field. */
const NO_MODEL = new Set(["cursor", "agent-skill"]);

const options = fc.record({
  role: fc.constantFrom(...listRoles()),
  modes: fc.subarray(listModes(), { maxLength: 3 }),
  name: fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom("SupportTriage", "yes", "a: b", "#x", "'q'", "- item"),
  ),
  model: fc.option(
    fc.oneof(fc.stringMatching(/^[a-z0-9.:/_-]{1,30}$/), fc.constantFrom("on", "0x1f", "null", "gpt-4.1")),
    {
      nil: undefined,
    },
  ),
  // promptfoo needs eval fixtures: its own tests cover it.
  target: fc.constantFrom(...EXPORT_TARGETS.filter((target) => target !== "promptfoo")),
});

describe("exportProfile (property)", () => {
  it("writes a parseable file at the slug's path carrying S exactly, for any names, models and modes", () => {
    fc.assert(
      fc.property(options, ({ role, modes, name, model, target }) => {
        let profile: Profile;
        try {
          profile = Profile.compose(role, { modes, name });
        } catch (error) {
          expect(isCastsError(error)).toBe(true); // a mode conflict or an invalid name
          return;
        }
        const S = profile.buildSystemMessage();
        const result = exportProfile(profile, { target, model: model ?? null });
        const [file] = result.files;
        const slug = exportSlug(profile.name);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(file!.path).toBe(EXPORT_TARGET_INFO[target].path(slug));
        if (FRONT_MATTER.has(target)) {
          const [, head = "", body = ""] = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(file!.content) ?? [];
          const data = parseDocument(head, { version: "1.1" }).toJS() as Record<string, unknown>;
          if (target !== "agent-skill" || [...profile.role.description].length <= 1024)
            expect(data["description"]).toBe(profile.role.description);
          // OpenCode names a model provider/model-id: a known family's ID gets its provider, others none.
          const expectedModel =
            target === "opencode" && model !== undefined ? (openCodeModel(model) ?? undefined) : model;
          if (!NO_MODEL.has(target)) expect(data["model"]).toBe(expectedModel);
          expect(head.split("\n").every((line) => /^[A-Za-z_-]+: \S/.test(line))).toBe(true);
          expect(body.startsWith(S)).toBe(true);
        } else if (target === "agents-md") {
          expect(file!.content.startsWith(S)).toBe(true);
        } else if (target === "codex") {
          const agent = parseToml(file!.content);
          expect(agent["name"]).toBe(slug);
          expect(String(agent["developer_instructions"]).startsWith(S)).toBe(true);
          expect(agent["model"]).toBe(model);
        } else if (target === "openai") {
          expect(JSON.parse(file!.content).messages[0].content).toBe(S);
        } else if (target === "anthropic") {
          expect(JSON.parse(file!.content).system).toBe(S);
        } else if (target === "crewai") {
          expect(
            Object.values(parse(file!.content) as Record<string, { backstory: string }>)[0]!.backstory,
          ).toBe(S);
        } else {
          expect(parse(file!.content)).toMatchObject({ role, modes: profile.modes.map((mode) => mode.name) });
        }
      }),
      fuzzParameters({ numRuns: 150 }),
    );
  });
});
