// The search-quality suite: task-shaped queries a reader types, each with the one entry that answers
// it best. Written before the ranking was tuned (issue 27) and scored in CI by search-quality.test.ts:
// every expected entry in the top three, and at least 80 % of them first. Roles answer "what should do
// this"; modes answer "how should it think"; emission models answer "what shape is the output".
export interface SearchTask {
  readonly query: string;
  /** The catalog name of the best answer. */
  readonly best: string;
}

const task = (query: string, best: string): SearchTask => ({ query, best });

export const SEARCH_TASKS: readonly SearchTask[] = [
  // Roles: something to do.
  task("check my essay for weak arguments", "critic"),
  task("write the user guide for our API", "writer"),
  task("why does the app crash on startup", "troubleshooter"),
  task("design the services and interfaces for a new app", "architect"),
  task("turn this transcript into minutes", "scribe"),
  task("break a big project into milestones", "planner"),
  task("make this function easier to read without changing what it does", "refactorer"),
  task("move our app from Python 2 to Python 3", "migrator"),
  task("sum up five reports into one", "synthesizer"),
  task("find sources and cite papers on a topic", "researcher"),
  task("the site is down and customers are affected", "responder"),
  task("write unit tests to catch regressions", "tester"),
  task("ship version 2 to production safely", "deployer"),
  task("explain recursion to a beginner", "mentor"),
  task("argue the opposite side", "contrarian"),
  task("score model answers against criteria", "evaluator"),
  task("decide between two teams' competing proposals", "arbitrator"),
  task("estimate the risks of launching next week", "assessor"),
  task("check that we follow GDPR", "auditor"),
  task("run a planning workshop with the team", "facilitator"),
  task("come up with unusual product ideas", "innovator"),
  task("judge whether a startup idea can make money", "entrepreneur"),
  task("find my way around a codebase I have never seen", "explorer"),
  task("build the feature from the spec", "implementer"),
  task("look into why sign-ups dropped last month", "investigator"),
  task("negotiate a better price with a supplier", "negotiator"),
  task("restart the service and scale up the workers", "operator"),
  task("coordinate subagents on a large task", "orchestrator"),
  task("pretend to be a customer trying our checkout", "persona"),
  task("write a blameless incident retrospective", "postmortem-lead"),
  task("hack together a quick demo", "prototyper"),
  task("define the entities and relationships for a billing system", "modeler"),
  task("tidy up our team wiki and remove duplicates", "curator"),
  task("assign tasks to team members and track progress", "coordinator"),
  task("give me a few small suggestions to improve this", "suggester"),
  task("localise the app strings into German", "translator"),
  task("chart a five-year direction for the company", "strategist"),
  task("a quick reaction to my draft", "commentator"),
  task("analyse the conversion numbers from the experiment", "analyst"),
  // Modes: how to think.
  task("think about how this could fail before we start", "premortem"),
  task("answer quickly without deep analysis", "fast"),
  // Issue 26 rewrote socratic for a single-shot run: it questions the material, not the reader.
  task("test the premises with pointed questions before concluding", "socratic"),
  task("reason with probabilities and confidence levels", "probabilistic"),
  task("think in diagrams", "visual-spatial"),
  task("use analogies from other fields", "associative"),
  task("weigh hard and soft constraints", "constraint-solving"),
  task("be sensitive to how the user feels", "empathetic"),
  task("notice when my reasoning goes in circles", "metacognitive"),
  task("restate the problem in several ways", "framing"),
  task("stress-test my own answer for counterexamples", "adversarial"),
  task("break the problem into parts and go through them in order", "systematic"),
  // Emission models: the shape of the output.
  task("structured output for a bug diagnosis", "Diagnosis"),
  task("json schema for a risk assessment", "RiskAssessment"),
  task("output type for a list of steps", "ExecutionPlan"),
  task("schema for a pass or fail compliance result", "ComplianceVerdict"),
  task("fields of a recommendation", "Recommendation"),
  task("ask for more agents to be spawned", "SpawnRequest"),
  task("output format for missing requirements", "Gap"),
  // Directory roles (the build's roles/ folder).
  task("check npm packages for known CVEs", "DependencyAuditor"),
  task("handover notes for the next on-call engineer", "OnCallHandoff"),
  task("changelog for a release", "ReleaseNotesWriter"),
  task("sort incoming customer tickets", "SupportTriage"),
];

/** The share of tasks whose best answer must come first. */
export const SEARCH_FIRST_TARGET = 0.8;

export interface SearchScore {
  readonly total: number;
  readonly first: number;
  readonly top3: number;
  /** Tasks whose best answer is not in the top three, with what came instead. */
  readonly misses: readonly {
    readonly query: string;
    readonly best: string;
    readonly got: readonly string[];
  }[];
  /** Tasks whose best answer is second or third. */
  readonly notFirst: readonly {
    readonly query: string;
    readonly best: string;
    readonly got: readonly string[];
  }[];
}

/** Scores a search function (query → names, best first) on the tasks. */
export async function scoreSearch(
  search: (query: string) => Promise<readonly string[]>,
  tasks: readonly SearchTask[] = SEARCH_TASKS,
): Promise<SearchScore> {
  let first = 0;
  let top3 = 0;
  const misses: SearchScore["misses"][number][] = [];
  const notFirst: SearchScore["notFirst"][number][] = [];
  for (const { query, best } of tasks) {
    const got = (await search(query)).slice(0, 3);
    const at = got.indexOf(best);
    if (at === 0) first += 1;
    if (at >= 0) top3 += 1;
    if (at < 0) misses.push({ query, best, got });
    else if (at > 0) notFirst.push({ query, best, got });
  }
  return { total: tasks.length, first, top3, misses, notFirst };
}

export function formatSearchScore(score: SearchScore): string {
  const pct = (n: number) => `${Math.round((100 * n) / score.total)} %`;
  const lines = [
    `search tasks: ${score.top3}/${score.total} in the top 3 (${pct(score.top3)}), ${score.first}/${score.total} first (${pct(score.first)})`,
    ...score.misses.map(
      (m) => `  miss   “${m.query}” → want ${m.best}, got ${m.got.join(", ") || "nothing"}`,
    ),
    ...score.notFirst.map((m) => `  not #1 “${m.query}” → want ${m.best}, got ${m.got.join(", ")}`),
  ];
  return lines.join("\n");
}
