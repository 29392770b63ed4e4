import type { JsonValue } from "@/lib/casts";

// One realistic payload per emission model, as a model would send it (only current keys, no
// legacy input). Checked against the model's JSON Schema and zod schema at build time.
export const EXAMPLE_PAYLOADS = {
  Finding: {
    description:
      "The checkout service retries card authorisation on every 5xx, so one gateway blip triples the auth calls.",
    confidence: 0.8,
    severity: "high",
    evidence:
      "retry_policy.max_attempts = 3 with no backoff; the gateway logs show 3 auth calls for order 88213 within 400 ms.",
    source: "services/checkout/src/payments/client.ts:42",
  },
  Conflict: {
    sources: ["Runbook: payments-db failover (rev. 2024-03)", "Incident INC-2291 timeline"],
    nature:
      "The runbook says failover completes in under 60 s; the incident timeline records 7 minutes from trigger to writes resuming.",
  },
  Gap: {
    area: "Payments gateway rate limits",
    what_is_unknown:
      "What per-merchant request rate does the gateway enforce before it starts returning 429s?",
  },
  Diagnosis: {
    symptom: "Nightly export job exits with OOMKilled after about 40 minutes since 12 March.",
    root_cause:
      "The 12 March change loads the whole orders table into memory instead of streaming it in pages of 10,000 rows.",
    remedy: "Restore the paged cursor in export/orders.py and cap the batch at 10,000 rows.",
    confidence: 0.85,
    evidence:
      "Memory grows linearly to the 4 GiB limit in the job's metrics; reverting commit 9f3c2e1 on staging lets the job finish in 22 minutes.",
  },
  Synthesis: {
    summary:
      "All four teams agree the on-call load is too high; they disagree on whether to fix alert noise first or to add a second rotation.",
    themes: ["Alert noise drives most pages", "Handovers lose context", "Runbooks are out of date"],
    sources: ["Platform retro notes", "Payments survey", "Search on-call log", "SRE interview summary"],
    tensions: ["Payments wants a second rotation now; SRE wants alert clean-up before any new rotation."],
  },
  Verdict: {
    verdict: "needs changes",
    rationale:
      "The migration is correct for new rows but backfills existing rows without a lock, so concurrent writes can be lost.",
    evidence:
      "migrations/0042_add_currency.sql lines 12–30 run an UPDATE without FOR UPDATE while the API keeps writing.",
    reversible_by:
      "Running the backfill in batches inside a transaction, or showing that writes are paused during the migration.",
  },
  ComplianceVerdict: {
    verdict: "partial",
    control: "SOC 2 CC6.1 — logical access is restricted to authorised users",
    evidence_refs: ["IAM export 2024-05-01 (okta-users.csv)", "Quarterly access review ticket SEC-118"],
  },
  RiskAssessment: {
    failure_mode:
      "Schema migration locks the orders table during peak traffic and checkout requests time out.",
    likelihood: 0.3,
    impact: 0.9,
    mitigation:
      "Run the migration with an online schema-change tool in the 02:00–04:00 UTC window and keep a rollback script ready.",
  },
  Objection: {
    target: "Move all services to a single shared Postgres cluster to save cost.",
    objection:
      "One cluster becomes a shared failure domain: a runaway query in reporting could stall checkout.",
    strongest_target_form:
      "A shared cluster with per-service connection limits and statement timeouts saves 40% of database cost.",
    what_would_resolve:
      "A load test showing checkout p99 stays under 300 ms while reporting runs its heaviest query.",
  },
  Recommendation: {
    recommendation: "Adopt feature flags for the new pricing page and roll out to 5% of traffic first.",
    rationale:
      "A staged rollout limits exposure if conversion drops, and the flag system already exists in the web app.",
    alternatives: ["Ship to everyone behind a kill switch", "Run a two-week A/B test before launch"],
    tradeoffs: "The staged rollout delays full availability by about a week.",
  },
  AnalysisResult: {
    metric: "Checkout conversion rate uplift, variant B vs control (percentage points)",
    value: 1.4,
    ci_95: [0.6, 2.2],
    p_value: 0.003,
  },
  ComplexityScore: {
    score: 0.7,
    rationale:
      "Touches three services and a shared schema, and no one on the team has run a zero-downtime migration on this database before.",
  },
  ExecutionPlan: {
    steps: [
      "Add the nullable currency column and deploy the code that writes it",
      "Backfill existing rows in batches of 10,000",
      "Switch reads to the new column behind a flag",
      "Make the column NOT NULL and drop the old one",
    ],
    dependencies: ["DBA approval for the backfill window", "Feature flag service available in staging"],
    exit_criteria:
      "All reads use the currency column, the old column is dropped, and error rates stay at baseline for 24 hours.",
  },
  TaskAssignment: {
    task: "Write the batched backfill script for the currency column and prove it is idempotent.",
    assignee: "implementer",
    inputs: ["migrations/0042_add_currency.sql", "design_spec from the architect"],
    exit_criteria:
      "The script runs twice on a staging snapshot with identical results and no lock held longer than 200 ms.",
    depends_on: ["Add the nullable currency column"],
    modes: ["systematic", "premortem"],
  },
  DesignSpec: {
    summary:
      "An outbox table lets the orders service publish events in the same transaction as the write, so no event is lost when the broker is down.",
    components: [
      "orders-api: writes the order and an outbox row in one transaction",
      "outbox-relay: polls the outbox and publishes to Kafka, marking rows sent",
      "Kafka topic orders.v1: the public event stream",
    ],
    decisions: [
      "Poll instead of change data capture, because the team already runs the poller pattern in billing",
    ],
    alternatives: [
      "Publish directly after commit — rejected: events are lost if the process dies between commit and publish",
    ],
  },
  ArtifactProduced: {
    path: "services/checkout/src/payments/retry.ts",
    kind: "source",
    description: "Adds exponential backoff with jitter to card-authorisation retries.",
    verified: true,
  },
  VerificationResult: {
    suite: "npm test -- payments",
    passed: true,
    coverage: 0.87,
    gaps: ["No test covers a gateway timeout longer than 30 s"],
  },
  Document: {
    title: "Rotating the payments API key",
    content:
      "## When\nRotate the key every 90 days or at once after a suspected leak.\n\n## Steps\n1. Create a new key in the gateway console.\n2. Store it in the vault as payments/api-key.\n3. Restart checkout and confirm a test charge succeeds.\n",
    format: "markdown",
    audience: "On-call engineers on the payments team",
  },
  OperationOutcome: {
    action: "scale",
    target: "checkout-api deployment in prod-eu-1",
    status: "succeeded",
    changes: ["replicas: 6 → 10", "HPA minReplicas: 6 → 10"],
    rollback:
      "kubectl -n checkout scale deployment/checkout-api --replicas=6 and restore minReplicas to 6 in the HPA.",
  },
  Proposal: {
    idea: "Offer a paid 'priority payout' that settles marketplace sellers' earnings within one hour instead of three days.",
    value_proposition:
      "Sellers with thin cash flow get their money the same day; the platform earns a 1% fee on each early payout.",
    feasibility:
      "The payout provider supports instant transfers; we need risk checks and a ledger entry for the fee.",
    risks: [
      "Fraudsters could cash out stolen funds faster",
      "The fee could read as exploiting small sellers",
    ],
  },
  Postmortem: {
    summary:
      "From 14:02 to 14:49 UTC on 3 June, 18% of checkouts failed because a config push removed the payments gateway's TLS certificate chain.",
    timeline: [
      "14:02 config push 7731 reaches prod",
      "14:06 checkout error-rate alert fires",
      "14:31 bad push identified",
      "14:49 push reverted, errors back to baseline",
    ],
    root_cause:
      "The config templating dropped the intermediate certificate when the bundle file was renamed, and no check validated the chain before rollout.",
    contributing_factors: [
      "The config push skipped canary because it was marked low risk",
      "The alert did not name the TLS failure",
    ],
    action_items: [
      "Validate certificate chains in the config pipeline (owner: platform)",
      "Require canary for all prod config pushes (owner: SRE)",
    ],
  },
  EscalationRequest: {
    reason:
      "Deleting the 2019 audit logs would free 2 TB, but the retention policy requires seven years and only the data owner can grant an exception.",
    context: { bucket: "s3://audit-logs-2019", size_tb: 2.1, policy: "RET-7Y" },
    urgency: "blocked",
    from_role: "operator",
  },
  SpawnRequest: {
    instruction:
      "Read services/search and list every place that builds an Elasticsearch query by string concatenation, with file and line.",
    assignee: "explorer",
    operation: "operate",
    independent: true,
    reason: "The scan is independent of this review and would flood this conversation with file listings.",
  },
} as const satisfies Record<string, JsonValue>;
