import { isCastsError, listRoles } from "../../lib/casts";
import { echo, escapeControl } from "../../lib/casts/core/limits";
import { firstOf, moreLine } from "../../lib/casts/core/shown-list";
import { checkExpectations, type Assertion } from "../../lib/casts/evals/check";
import type { EvalFixture } from "../../lib/casts/evals/fixture-schema";
import { loadSourcePack } from "../../lib/casts/node";
import { loadEvals } from "../../lib/casts/node/evals";
import {
  checkReply,
  isRunError,
  runComposition,
  type ReplyCheck,
  type RunError,
  type RunErrorKind,
  type RunRequest,
  type RunResult,
} from "../../lib/casts/run";
import { CATALOG_OPTIONS, catalogOptionsHelp, parseCommandArgs } from "../args";
import { jsonText, type Command } from "../command";
import { catalogSource, EXIT, type CliContext, type ExitCode } from "../context";
import { InputError, oneLine, UsageError } from "../errors";
import { DirectoryRoleSource } from "../project-roles";
import {
  KEY_HELP,
  PROVIDER_OPTIONS,
  PROVIDER_OPTIONS_HELP,
  runRequest,
  runSettings,
  sdkNotes,
  type RunSettings,
  type SdkNotes,
} from "../run-settings";
import { composeProfile } from "./compose";

export const evalCommand: Command = {
  name: "eval",
  summary: "Run the eval fixtures of every role (or the roles named) against a model and check each reply.",
  usage:
    "casts eval [<role>...] --provider <p> --model <id> [--base-url <url>] [--fixture <name>] [--repeat <n>] [--concurrency <n>] [--json]",
  details: `Fixtures live beside the catalog: evals/<role>.yaml for built-in roles and
roles/<Folder>/evals.yaml for directory roles (docs/evals.md). Each fixture's message is sent
with its role (and modes) composed as casts run would; the reply is validated against the
role's emission models and checked against the fixture's expectations (keys required or
forbidden, escalation and urgency, field values and patterns, text, length).

Prints one row per fixture: role, fixture, valid, assertions passed/total, tokens, ms; the
failed assertions under a failed row; then "eval: P passed, F failed". A fixture passes when
every run's reply is valid and meets every expectation. What the provider's SDK says of the
requests (that the model is deprecated, say) goes to stderr as "note:" lines, each once however
many fixtures it came with, and into the --json "notices".

${KEY_HELP}

Options:
${PROVIDER_OPTIONS_HELP}
  --fixture <name>      only the fixtures with this name (repeatable)
  --repeat <n>          run each fixture n times (default 1); it passes only if every run does
  --concurrency <n>     fixtures in flight at once (default 1)
  --json                print one JSON document: {"results": [...], "summary": {...}, "notices": [...]}
${catalogOptionsHelp(22)}
  -h, --help            show this help

A key the provider refuses (401) or that may not use the model (403) stops the eval at the
first fixture that meets it: one line on stderr, exit 1, and no further requests.

Exit status: 0 every fixture passed; 1 any failed (or a fixture file is broken, a role has
no fixtures, or the provider refused the key); 2 bad usage.

Examples:
  casts eval --provider openai --model gpt-4.1-mini
  casts eval reviewer critic --provider anthropic --model claude-haiku-4-5 --repeat 3
  casts eval --provider openai-compatible --base-url http://localhost:11434/v1 --model llama3.2 --json`,
  run: (args, context) => withEvalPrefix(context, () => evalRun(args, context)),
};

/**
 * Every line eval writes on stderr starts `casts eval:`, as its usage errors (runCli) and its own
 * lines do; bad input thrown below (an unknown role, a roles folder that cannot be read) would
 * otherwise read `casts:`.
 */
async function withEvalPrefix(context: CliContext, run: () => Promise<ExitCode>): Promise<ExitCode> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof InputError) && !isCastsError(error)) throw error;
    context.err(`casts eval: ${oneLine(error.message)}\n`);
    return EXIT.INPUT;
  }
}

function evalRun(args: readonly string[], context: CliContext): Promise<ExitCode> {
  const { values, positionals } = parseCommandArgs("eval", args, {
    ...PROVIDER_OPTIONS,
    fixture: { type: "string", multiple: true },
    repeat: { type: "string" },
    concurrency: { type: "string" },
    json: { type: "boolean" },
    ...CATALOG_OPTIONS,
  });
  const settings = runSettings(values, context, "eval");
  const repeat = count(values.repeat, "repeat", 100);
  const concurrency = count(values.concurrency, "concurrency", 16);
  const source = catalogSource(context, values);
  const directoryRoles = new DirectoryRoleSource(source);
  const load = loadEvals({ root: context.projectRoot, directoryRoles: directoryRoles.roles() });
  const wanted = new Set(positionals);
  const withFixtures = load.roles.map((entry) => entry.role);
  for (const role of wanted) {
    if (withFixtures.includes(role) || load.errors.some((error) => error.file.includes(role))) continue;
    // A name that is no role gets the message `casts run` gives (Unknown role: …, with a suggestion).
    if (!listRoles().includes(role) && directoryRoles.get(role) === undefined)
      composeProfile(role, [], undefined, directoryRoles);
    throw new InputError(`no eval fixtures for '${role}' (roles with fixtures: ${withFixtures.join(", ")})`);
  }
  const fixtureNames = new Set(values.fixture ?? []);
  const selected = load.roles.filter((entry) => wanted.size === 0 || wanted.has(entry.role));
  const brokenFiles = load.errors.filter(
    (error) => wanted.size === 0 || [...wanted].some((role) => error.file.includes(role)),
  );
  // A --fixture name no selected role has is named before anything is sent (a file that does not
  // parse may hold it: that file's error is reported instead).
  if (brokenFiles.length === 0) unmatchedFixtures(fixtureNames, selected, wanted.size === 0);
  const jobs = selected.flatMap((entry) =>
    entry.fixtures
      .filter((fixture) => fixtureNames.size === 0 || fixtureNames.has(fixture.name))
      .map((fixture) => ({ entry, fixture })),
  );
  if (jobs.length === 0 && brokenFiles.length === 0) {
    const roles = wanted.size === 0 ? "" : ` for ${[...wanted].join(", ")}`;
    throw new InputError(
      `no eval fixtures to run${roles}: they live in evals/<role>.yaml and roles/<Folder>/evals.yaml`,
    );
  }
  const pack = loadSourcePack(source);
  const plan: EvalPlan = {
    settings,
    repeat,
    concurrency,
    json: values.json === true,
    jobs: jobs.map(({ entry, fixture }) => {
      const profile = composeProfile(entry.role, fixture.modes ?? [], undefined, directoryRoles);
      const composition = { profile, pack, noPolicy: values["no-policy"] };
      return {
        role: entry.role,
        fixture,
        request: runRequest(settings, composition, fixture.input, fixture.vars ?? {}),
      };
    }),
    brokenFiles,
  };
  return runEvals(plan, context);
}

/** Most fixture names an unmatched --fixture lists, of the roles it looked in. */
const FIXTURES_SHOWN = 12;

/**
 * Throws, naming them, the --fixture names that no fixture of the selected roles has, with the names
 * those roles' fixtures do have (`role/name` when several roles were looked in).
 */
function unmatchedFixtures(
  names: ReadonlySet<string>,
  selected: readonly { readonly role: string; readonly fixtures: readonly EvalFixture[] }[],
  everyRole: boolean,
): void {
  const unmatched = [...names].filter(
    (name) => !selected.some((entry) => entry.fixtures.some((fixture) => fixture.name === name)),
  );
  if (unmatched.length === 0) return;
  const roles = selected.map((entry) => entry.role);
  const where = everyRole ? "any role" : roles.join(", ");
  const known = selected.flatMap((entry) =>
    entry.fixtures.map((fixture) => (roles.length === 1 ? fixture.name : `${entry.role}/${fixture.name}`)),
  );
  const { shown, more } = firstOf(known, FIXTURES_SHOWN);
  const list = known.length === 0 ? "none" : `${shown.join(", ")}${more > 0 ? ` ${moreLine(more)}` : ""}`;
  const which = unmatched.map((name) => `'${echo(name, 80)}'`).join(", ");
  throw new InputError(
    `--fixture ${which}: no fixture of ${unmatched.length === 1 ? "that name" : "those names"} in ${where} (fixtures: ${list})`,
  );
}

function count(value: string | undefined, option: string, max: number): number {
  if (value === undefined) return 1;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > max)
    throw new UsageError(
      `--${option} needs a whole number from 1 to ${max} (got '${value.slice(0, 40)}')`,
      "eval",
    );
  return parsed;
}

interface EvalJob {
  readonly role: string;
  readonly fixture: EvalFixture;
  readonly request: RunRequest;
}

interface EvalPlan {
  readonly settings: RunSettings;
  readonly repeat: number;
  readonly concurrency: number;
  readonly json: boolean;
  readonly jobs: readonly EvalJob[];
  readonly brokenFiles: ReturnType<typeof loadEvals>["errors"];
}

/** Failures every later request would meet alike: the eval stops at the first (the key, or its access). */
const STOPPING_KINDS: ReadonlySet<RunErrorKind> = new Set(["auth", "forbidden"]);

/** Shared by the runs of one eval: the refusal that stopped it, and the signal ending the runs in flight. */
interface EvalStop {
  refusal: { readonly job: EvalJob; readonly error: RunError } | null;
  readonly controller: AbortController;
}

interface EvalRun {
  readonly result?: RunResult;
  readonly error?: string;
  readonly check?: ReplyCheck;
  readonly assertions: readonly Assertion[];
  readonly passed: boolean;
}

export interface FixtureOutcome {
  readonly role: string;
  readonly fixture: string;
  readonly passed: boolean;
  readonly runs: readonly EvalRun[];
}

/**
 * Runs one fixture once: the reply, its verdicts and the fixture's assertions; what the SDK said of the
 * request goes to `notes`.
 */
async function evalOnce(job: EvalJob, stop: EvalStop, notes: SdkNotes): Promise<EvalRun> {
  const total = checkExpectations(job.fixture.expect, { reply: "", decoded: null }).length;
  let result: RunResult;
  try {
    result = await runComposition(job.request, { signal: stop.controller.signal });
  } catch (error) {
    if (!isRunError(error) && isCastsError(error)) throw error;
    if (isRunError(error)) notes.add(error.notices);
    if (isRunError(error) && STOPPING_KINDS.has(error.kind) && stop.refusal === null) {
      stop.refusal = { job, error };
      stop.controller.abort();
    }
    const message = error instanceof Error ? error.message : String(error);
    return {
      error: message,
      assertions: Array.from({ length: total }, () => ({ name: "run", passed: false, message })),
      passed: false,
    };
  }
  notes.add(result.notices);
  const check = checkReply(job.request.role.emits, result.reply, { roleName: job.request.role.name });
  const assertions = checkExpectations(job.fixture.expect, { reply: result.reply, decoded: check.decoded });
  return {
    result,
    check,
    assertions,
    passed: check.valid && assertions.every((assertion) => assertion.passed),
  };
}

async function evalFixture(
  job: EvalJob,
  repeat: number,
  stop: EvalStop,
  notes: SdkNotes,
): Promise<FixtureOutcome> {
  const runs: EvalRun[] = [];
  for (let index = 0; index < repeat && stop.refusal === null; index += 1)
    runs.push(await evalOnce(job, stop, notes));
  return { role: job.role, fixture: job.fixture.name, passed: runs.every((run) => run.passed), runs };
}

/**
 * Runs the jobs `concurrency` at a time, reporting each outcome in the jobs' order as soon as it is
 * known. After a refusal (`stop`) no job starts and nothing more is reported.
 */
async function inOrder(
  jobs: readonly EvalJob[],
  concurrency: number,
  repeat: number,
  stop: EvalStop,
  notes: SdkNotes,
  report: (outcome: FixtureOutcome) => void,
) {
  const outcomes: (FixtureOutcome | undefined)[] = [];
  let next = 0;
  let reported = 0;
  const worker = async () => {
    while (next < jobs.length && stop.refusal === null) {
      const index = next;
      next += 1;
      outcomes[index] = await evalFixture(jobs[index]!, repeat, stop, notes);
      while (stop.refusal === null && reported < jobs.length && outcomes[reported]) {
        report(outcomes[reported]!);
        reported += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return outcomes as FixtureOutcome[];
}

function totals(outcome: FixtureOutcome) {
  const runs = outcome.runs;
  const valid = runs.filter((run) => run.check?.valid === true).length;
  const passed = runs.reduce(
    (sum, run) => sum + run.assertions.filter((assertion) => assertion.passed).length,
    0,
  );
  const total = runs.reduce((sum, run) => sum + run.assertions.length, 0);
  const input = runs.reduce((sum, run) => sum + (run.result?.usage?.inputTokens ?? 0), 0);
  const output = runs.reduce((sum, run) => sum + (run.result?.usage?.outputTokens ?? 0), 0);
  const timed = runs.filter((run) => run.result !== undefined);
  const ms =
    timed.length === 0 ? 0 : Math.round(timed.reduce((sum, run) => sum + run.result!.ms, 0) / timed.length);
  return { valid, passed, total, input, output, ms };
}

/** Why a fixture failed, one line each: the run error, the parse error, failed verdicts and assertions. */
function reasons(outcome: FixtureOutcome): string[] {
  const lines: string[] = [];
  outcome.runs.forEach((run, index) => {
    const prefix = outcome.runs.length > 1 ? `run ${index + 1}: ` : "";
    if (run.error !== undefined) {
      lines.push(`${prefix}${oneLine(run.error)}`);
      return;
    }
    if (run.check?.parseError) lines.push(`${prefix}${run.check.parseError}`);
    const failed = (run.check?.verdicts ?? []).filter((verdict) => !verdict.valid);
    const { shown, more } = firstOf(failed);
    for (const verdict of shown)
      lines.push(`${prefix}✗ ${echo(verdict.key, 200)}: ${escapeControl(verdict.errors.join("; "))}`);
    if (more > 0) lines.push(`${prefix}${moreLine(more)}`);
    for (const assertion of run.assertions)
      if (!assertion.passed) lines.push(`${prefix}✗ ${assertion.name}: ${assertion.message}`);
  });
  return lines;
}

async function runEvals(plan: EvalPlan, context: CliContext): Promise<ExitCode> {
  for (const broken of plan.brokenFiles) context.err(`casts eval: ${oneLine(broken.error.message)}\n`);
  const roleWidth = Math.max(4, ...plan.jobs.map((job) => job.role.length));
  const nameWidth = Math.max(7, ...plan.jobs.map((job) => job.fixture.name.length));
  const row = (cells: readonly string[]) =>
    `${cells[0]!.padEnd(roleWidth)}  ${cells[1]!.padEnd(nameWidth)}  ${cells[2]!.padEnd(5)}  ${cells[3]!.padEnd(10)}  ${cells[4]!.padStart(7)}  ${cells[5]!.padStart(6)}\n`;
  // The header comes with the first row, so a refusal at the first fixture prints nothing on stdout.
  let headerPrinted = plan.json;
  const printHeader = () => {
    if (!headerPrinted) context.out(row(["role", "fixture", "valid", "assertions", "tokens", "ms"]));
    headerPrinted = true;
  };
  const stop: EvalStop = { refusal: null, controller: new AbortController() };
  // A deprecated model is noted once, not once per fixture.
  const notes = sdkNotes(context);
  const outcomes = await inOrder(plan.jobs, plan.concurrency, plan.repeat, stop, notes, (outcome) => {
    if (plan.json) return;
    printHeader();
    const sums = totals(outcome);
    const valid = plan.repeat === 1 ? (sums.valid === 1 ? "yes" : "no") : `${sums.valid}/${plan.repeat}`;
    context.out(
      row([
        outcome.role,
        outcome.fixture,
        valid,
        `${sums.passed}/${sums.total}`,
        String(sums.input + sums.output),
        String(sums.ms),
      ]),
    );
    if (!outcome.passed) for (const line of reasons(outcome)) context.out(`    ${line}\n`);
  });
  if (stop.refusal !== null) {
    const { job, error } = stop.refusal;
    const at = `${job.role}/${job.fixture.name}`;
    context.err(
      `casts eval: stopped at ${at} (the others would be refused alike): ${oneLine(error.message)}\n`,
    );
    return EXIT.INPUT;
  }
  printHeader();
  const passed = outcomes.filter((outcome) => outcome.passed).length;
  const failed = outcomes.length - passed + plan.brokenFiles.length;
  if (plan.json) context.out(jsonText(evalJson(outcomes, { passed, failed }, plan, notes.list())));
  else context.out(`eval: ${passed} passed, ${failed} failed\n`);
  return failed === 0 ? EXIT.OK : EXIT.INPUT;
}

function evalJson(
  outcomes: readonly FixtureOutcome[],
  summary: { readonly passed: number; readonly failed: number },
  plan: EvalPlan,
  notices: readonly string[],
) {
  return {
    provider: plan.settings.provider,
    model: plan.settings.model,
    results: outcomes.map((outcome) => {
      const sums = totals(outcome);
      return {
        role: outcome.role,
        fixture: outcome.fixture,
        passed: outcome.passed,
        valid: sums.valid === outcome.runs.length,
        assertions: { passed: sums.passed, total: sums.total },
        tokens: { input_tokens: sums.input, output_tokens: sums.output },
        ms: sums.ms,
        runs: outcome.runs.map((run) => ({
          ...(run.result?.requestId ? { request_id: run.result.requestId } : {}),
          ...(run.error === undefined ? {} : { error: run.error }),
          reply: run.result?.reply ?? null,
          valid: run.check?.valid ?? false,
          verdicts: (run.check?.verdicts ?? []).map(({ key, valid, errors }) => ({ key, valid, errors })),
          assertions: run.assertions.map(({ name, passed: ok, message }) => ({ name, passed: ok, message })),
        })),
      };
    }),
    errors: plan.brokenFiles.map((broken) => ({ file: broken.file, message: broken.error.message })),
    summary,
    notices,
  };
}
