// Eval fixtures: realistic tasks for a role with expectations a reply must meet (contract section
// 11). They are an extension beside the catalog (contract section 13), never inside its shapes:
// built-in roles' fixtures live in `evals/<role>.yaml`, a directory role's in
// `roles/<Folder>/evals.yaml`. The full format is documented in docs/evals.md.
import { z } from "zod";

const jsonScalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One check of a value inside the decoded reply, found by a dotted path (`verdict.decision`). */
export const fieldExpectationSchema = z
  .strictObject({
    /** Dotted path into the decoded reply: `<key>.<field>[.<index or field>…]`. */
    path: z.string().min(1),
    /** The value equals this (strings compared exactly). */
    equals: jsonScalar.optional(),
    /** The value is one of these. */
    one_of: z.array(jsonScalar).min(1).optional(),
    /** A string value (or any item of a list of strings) matches this regular expression (JavaScript syntax, case-insensitive). */
    pattern: z.string().min(1).optional(),
    /** Lower bound: a number's value, a string's or list's length, an object's entry count. */
    min: z.number().optional(),
    /** Upper bound: a number's value, a string's or list's length, an object's entry count. */
    max: z.number().optional(),
  })
  .refine((field) => Object.keys(field).length > 1, {
    message: "a field expectation needs a check besides 'path'",
  });

/** What a reply must do for the fixture to pass. Every fixture holds at least one expectation. */
export const evalExpectSchema = z
  .strictObject({
    /** Emission keys the decoded reply must hold. */
    keys: z.array(z.string().min(1)).min(1).optional(),
    /** Emission keys the decoded reply must not hold. */
    forbid_keys: z.array(z.string().min(1)).min(1).optional(),
    /** true: the reply must hold an `escalation_request`; false: it must not. */
    escalation: z.boolean().optional(),
    /** The escalation's urgency (implies `escalation: true`). */
    urgency: z.enum(["blocked", "fyi"]).optional(),
    fields: z.array(fieldExpectationSchema).min(1).optional(),
    /** Text the raw reply must contain (case-insensitive); for directory roles and prose fields. */
    contains: z.array(z.string().min(1)).min(1).optional(),
    /** Text the raw reply must not contain (case-insensitive). */
    not_contains: z.array(z.string().min(1)).min(1).optional(),
    /** A regular expression the raw reply must match (JavaScript syntax, case-insensitive). */
    pattern: z.string().min(1).optional(),
    /** Bounds on the raw reply's length in characters. */
    length: z
      .strictObject({
        min: z.number().int().nonnegative().optional(),
        max: z.number().int().positive().optional(),
      })
      .refine((length) => length.min !== undefined || length.max !== undefined, {
        message: "give 'min', 'max' or both",
      })
      .optional(),
  })
  .refine((expect) => Object.keys(expect).length > 0, {
    message: "a fixture needs at least one expectation",
  });

export const evalFixtureSchema = z.strictObject({
  /** Kebab-case, unique within the file. */
  name: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "kebab-case: lowercase letters, digits and single hyphens"),
  /** One line on what the fixture proves. */
  description: z.string().min(1).optional(),
  /** Modes composed with the role for this fixture (default: none). */
  modes: z.array(z.string().min(1)).optional(),
  /** The user message sent after the composed system message; `{{name}}` is filled from `vars`. */
  input: z.string().min(1),
  vars: z.record(z.string(), z.string()).optional(),
  expect: evalExpectSchema,
});

/** One file: the role it tests and its fixtures. */
export const evalFileSchema = z.strictObject({
  role: z.string().min(1),
  fixtures: z.array(evalFixtureSchema).min(1),
});

export type FieldExpectation = z.infer<typeof fieldExpectationSchema>;
export type EvalExpect = z.infer<typeof evalExpectSchema>;
export type EvalFixture = z.infer<typeof evalFixtureSchema>;
export type EvalFile = z.infer<typeof evalFileSchema>;
