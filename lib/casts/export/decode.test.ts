import { describe, expect, it } from "vitest";
import { z } from "zod";

import { listRoles, Role } from "..";
import { exampleFromSchema } from "../../../test-support/schema-example";
import { decodeReply } from "./decode";
import { providerSchema, type SchemaProvider } from "./provider-schema";

const roles = listRoles().filter((name) => Role.load(name).emissionOperable() !== null);

describe("decodeReply", () => {
  for (const provider of ["openai", "anthropic"] as const satisfies readonly SchemaProvider[]) {
    it(`accepts an example ${provider} reply for every role: valid for the exported schema, then for the zod models`, () => {
      for (const name of roles) {
        const operable = Role.load(name).emissionOperable()!;
        const { schema, encodedMaps } = providerSchema(operable, provider);
        const reply = exampleFromSchema(schema, encodedMaps);
        expect(z.fromJSONSchema(schema as never).safeParse(reply).success, `${name} (${provider})`).toBe(
          true,
        );
        const decoded = decodeReply(operable, JSON.stringify(reply));
        expect(decoded, `${name} (${provider})`).toMatchObject({ success: true });
        if (decoded.success) {
          expect(decoded.data["escalation_request"]).toMatchObject({
            context: { ticket: "OPS-7", observed: 3 },
          });
        }
      }
    });
  }

  it("drops the nulls strict mode forces so the defaults apply", () => {
    const operable = Role.load("analyst").emissionOperable()!;
    const reply = {
      analysis_result: null,
      escalation_request: null,
      finding: {
        description: "Error rate doubled",
        confidence: null,
        severity: null,
        evidence: null,
        source: null,
      },
    };
    const decoded = decodeReply(operable, reply);
    expect(decoded).toEqual({
      success: true,
      data: {
        finding: {
          description: "Error rate doubled",
          confidence: 0.5,
          severity: null,
          evidence: null,
          source: null,
        },
      },
    });
  });

  it("catches what the OpenAI schema could not express: a context string that is not a JSON object", () => {
    const operable = Role.load("analyst").emissionOperable()!;
    const { schema } = providerSchema(operable, "openai");
    const reply = {
      analysis_result: null,
      finding: null,
      escalation_request: {
        reason: "Needs sign-off",
        context: "[1, 2]",
        urgency: "blocked",
        from_role: null,
      },
    };
    expect(z.fromJSONSchema(schema as never).safeParse(reply).success).toBe(true);
    expect(decodeReply(operable, reply)).toEqual({
      success: false,
      issues: [
        { path: ["escalation_request", "context"], message: "expected a JSON object encoded in a string" },
      ],
    });
  });

  it("catches what the Anthropic schema could not express: a confidence above 1", () => {
    const operable = Role.load("analyst").emissionOperable()!;
    const { schema } = providerSchema(operable, "anthropic");
    const reply = { finding: { description: "Latency regressed", confidence: 1.5 } };
    expect(z.fromJSONSchema(schema as never).safeParse(reply).success).toBe(true);
    const decoded = decodeReply(operable, reply);
    expect(decoded.success).toBe(false);
    if (!decoded.success)
      expect(decoded.issues.map((issue) => issue.path.join("."))).toEqual(["finding.confidence"]);
  });

  it("reports text that is not JSON at the root", () => {
    const decoded = decodeReply(Role.load("analyst").emissionOperable()!, "{oops");
    expect(decoded.success).toBe(false);
    if (!decoded.success)
      expect(decoded.issues[0]).toMatchObject({
        path: [],
        message: expect.stringMatching(/^not valid JSON/),
      });
  });
});
