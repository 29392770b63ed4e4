import type * as casts from "@/lib/casts";
import type { z } from "zod";

import type { EXAMPLE_PAYLOADS } from "./example-payloads";

type ModelName = keyof typeof EXAMPLE_PAYLOADS & keyof typeof casts;
type ModelFields<Name extends ModelName> = z.input<(typeof casts)[Name]["shape"]>;

/** Fields that replace a model's generic example for one role, each typed as that model's field. */
export type RoleExampleFields = {
  readonly [Name in ModelName]?: {
    readonly [Field in keyof ModelFields<Name>]?: Readonly<ModelFields<Name>[Field]>;
  };
};

// Per built-in role, the fields its body fixes (verdict words, severity scales, statuses, kinds, formats)
// in the body's own words, and the texts that keep one response about one piece of work. A field not
// named here keeps the generic example from example-payloads.ts. Checked at build time like the rest.
export const ROLE_EXAMPLE_OVERRIDES = {
  analyst: {
    AnalysisResult: {
      metric:
        "Checkout conversion rate, variant B minus control, in percentage points (n = 48,210 sessions, " +
        "1–14 May). Further: average order value, B minus control, -0.40 EUR (95% CI -1.10 to 0.30).",
    },
    Finding: {
      description:
        "612 sessions (1.3%) have no variant because the assignment event fired after the first page " +
        "view; they are left out of both arms. Lesser caveat: mobile sessions on 9 May are undercounted " +
        "while a tracking fix rolled out.",
      evidence:
        "612 of 48,822 sessions in analytics.sessions between 1 and 14 May have variant IS NULL; 9 May " +
        "has 31% fewer mobile sessions than the other weekdays.",
      source: "Warehouse table analytics.sessions, query saved as ab-test-b-dropped-sessions",
    },
  },
  arbitrator: {
    Verdict: {
      verdict: "Cursor pagination for the export API, as the platform team proposed",
      rationale:
        "Platform team: cursors keep an export stable while rows are inserted. Partner team: page numbers " +
        "let partners jump to any page. Against the agreed requirement that an export returns each record " +
        "exactly once, only cursors hold; jumping to a page is not a stated requirement.",
      evidence:
        "Requirement R4 in the API brief; the platform team's test in which page-number paging returned " +
        "37 records twice while inserts ran.",
      reversible_by:
        "A written partner requirement to jump to any page, or a page-number design that passes the same " +
        "insert-during-export test.",
    },
  },
  architect: {
    DesignSpec: {
      decisions: [
        "Poll the outbox instead of using change data capture, because the team already runs the poller " +
          "pattern in billing (cheap to reverse: the relay can be replaced later)",
        "Key events by order id so that one order's events stay in order (costly to reverse: consumers " +
          "will rely on the key)",
      ],
    },
    ExecutionPlan: {
      steps: [
        "Create the outbox table and write an outbox row in the order transaction",
        "Build the relay that publishes unsent rows to orders.v1 and marks them sent",
        "Run one order end to end on staging and read its event from the topic",
        "Add retries and an alert on the age of the oldest unsent row",
        "Move the remaining order events onto the outbox",
      ],
      dependencies: [
        "Step 2 needs step 1",
        "Step 3 needs step 2, and the orders.v1 topic from the platform team",
        "Step 5 needs step 4",
      ],
      exit_criteria:
        "First working slice: an order created on staging appears on orders.v1 within 5 s, and stopping " +
        "the broker for a minute loses no event.",
    },
  },
  assessor: {
    RiskAssessment: {
      failure_mode:
        "Schema migration locks the orders table during peak traffic and checkout requests time out. Next " +
        "in rank: the backfill fills the database disk (likelihood 0.2, impact 0.7); the new column " +
        "breaks the nightly export's fixed column list (likelihood 0.4, impact 0.3).",
    },
    Finding: {
      description:
        "The likelihood of 0.3 for the table lock assumes the online schema-change tool works on a table " +
        "with foreign keys, which nobody has tried on this schema. The disk-full impact of 0.7 also rests " +
        "on a disk-usage figure from March.",
      confidence: 0.4,
      evidence:
        "The orders table has two foreign keys (db/schema.sql lines 88–94), and the team's runbook for " +
        "the tool covers only tables without them.",
      source: "db/schema.sql and the schema-change runbook",
    },
  },
  auditor: {
    ComplianceVerdict: {
      verdict: "partial",
      evidence_refs: [
        "IAM export 2024-05-01 (okta-users.csv)",
        "Quarterly access review ticket SEC-118",
        "CC6.2: pass (onboarding tickets, sample of 25)",
        "CC6.3: not tested (no offboarding records were provided)",
      ],
    },
    Finding: {
      description:
        "CC6.1 is partial: the quarterly review ran, but 4 of 25 sampled accounts belonged to people who " +
        "had left and were still active 30 days later, so the clause on removing access promptly is " +
        "unmet. Sampling limit: only Okta accounts were sampled, not database users.",
      evidence:
        "25 of 412 active accounts picked at random; 4 match the HR leavers list with a last working day " +
        "before 1 April.",
      source: "okta-users.csv rows 57, 133, 201 and 388, matched against the Q1 HR leavers list",
    },
  },
  commentator: {
    Finding: {
      description:
        "The opening promises a migration plan, but the plan only starts in section 4, so a reader who " +
        "stops early never sees it (section 1). Worth keeping: the table comparing the three storage " +
        "options is clear and easy to scan (section 2). The cost figures have no date (section 3). 'Hot " +
        "tier' is used before it is defined (section 3, paragraph 2).",
      confidence: 0.7,
      severity: null,
      evidence: "Section 1 ends without naming the plan; the heading 'Migration plan' is the fourth of five.",
      source: "Design note 'Moving logs to object storage', draft 2 of 14 May",
    },
  },
  contrarian: {
    Objection: {
      objection:
        "One cluster becomes a shared failure domain: a runaway query in reporting could stall checkout. " +
        "Lesser, ranked: a major-version upgrade would need every team's sign-off at once (settled by a " +
        "dry-run upgrade plan); restoring one service's data alone gets harder (settled by a timed " +
        "restore of one schema).",
    },
    Finding: {
      description:
        "The 40% saving is computed from on-demand prices, but the current clusters run on reserved " +
        "instances until next March, so the saving this year is nearer 15%.",
      evidence:
        "The savings tab prices all six clusters at on-demand rates; the billing export shows " +
        "reserved-instance charges for each of them until March.",
      source: "Infrastructure cost sheet, tab 'savings', and the April billing export",
    },
  },
  coordinator: {
    ExecutionPlan: {
      steps: [
        "Add the nullable currency column and deploy the code that writes it (owner: Amara)",
        "Write the batched backfill script and prove it on a staging snapshot (owner: Luis)",
        "Run the backfill on production in the agreed window (owner: Amara)",
        "Switch reads to the new column behind a flag (owner: Jun)",
        "Make the column NOT NULL and drop the old one (owner: Amara)",
      ],
      dependencies: [
        "Step 3 needs steps 1 and 2, and DBA approval for the window",
        "Step 4 needs step 3",
        "Step 5 needs step 4",
      ],
      exit_criteria:
        "All reads use the currency column, the old column is dropped, error rates stay at baseline for " +
        "24 hours, and the release note is handed to the product owner.",
    },
    TaskAssignment: {
      assignee: "Luis",
      inputs: ["migrations/0042_add_currency.sql", "Staging snapshot of 13 May"],
      depends_on: [],
    },
  },
  critic: {
    Verdict: {
      verdict: "revise",
      rationale:
        "One blocking issue decides it: the plan moves all 12,000 accounts to the new billing system in " +
        "one weekend with no way back, although its purpose is a switch customers do not notice. A staged " +
        "cutover fixes this and keeps the plan's approach.",
      evidence:
        "review.md, issue 1: section 4 moves every account on one Saturday, and section 6 switches the " +
        "old billing system off the same day.",
      reversible_by:
        "Moving accounts in batches, with the old system running until each batch's invoices reconcile, " +
        "would turn this into an accept.",
    },
    Finding: {
      description:
        "The cutover in section 4 has no rollback, because section 6 switches the old billing system off " +
        "the same day (review.md, issue 1). Next, major: the plan never says how invoices issued during " +
        "the cutover weekend are reconciled (review.md, issue 2).",
      confidence: 0.9,
      severity: "blocking",
      evidence:
        "Section 6, first line: 'The legacy billing service is shut down once cutover completes.' Nothing " +
        "in section 4 keeps it running.",
      source: "Billing migration plan v3, sections 4 and 6",
    },
  },
  curator: {
    Document: {
      title: "On-call runbooks: curated index",
      content: [
        "## Payments",
        "- **Rotating the payments API key** (v3, April 2024): when and how to rotate.",
        "  Source: wiki/payments/key-rotation",
        "",
        "## Databases",
        "- **Failing over payments-db** (June 2022): stale, kept until a newer page exists.",
        "  Source: wiki/ops/db-failover",
        "",
        "## Holding list",
        "- 'VPN notes': no date or owner",
        "",
        "## Merge log",
        "- wiki/ops/rotate-keys-old and keys.docx merged into 'Rotating the payments API key';",
        "  their test-charge step was kept",
        "",
        "## Drop log",
        "- 'Kafka tips' (2019): covers a cluster that no longer exists",
        "",
      ].join("\n"),
      audience: "Engineers joining the on-call rotation",
    },
    Finding: {
      description:
        "Three pages on rotating the payments API key gave different intervals (30, 60 and 90 days); the " +
        "newest, from the security team, was kept and the others merged into it. Other problems: the " +
        "payments-db failover page is two years old, and nothing covers restoring from backup.",
      evidence: "The 'How often' lines of the three pages read 30, 60 and 90 days.",
      source: "wiki/payments/key-rotation, wiki/ops/rotate-keys-old and keys.docx on the team drive",
    },
  },
  deployer: {
    OperationOutcome: {
      action: "deploy",
      target: "checkout-api in production, cluster prod-eu-1",
      status: "held healthy at 100% of traffic",
      changes: [
        "5%: checkout-api 2.14.0 on one pod; error rate 0.21% against a 0.20% baseline, p95 310 ms " +
          "against 305 ms",
        "25%: 2.14.0 on four pods; error rate 0.20%, p95 306 ms",
        "100%: 2.14.0 on all pods and the flag new-tax-engine on; error rate 0.19%, p95 304 ms, orders " +
          "per minute at baseline",
      ],
      rollback:
        "kubectl -n checkout rollout undo deployment/checkout-api --to-revision=41 (restores 2.13.2), " +
        "then turn the new-tax-engine flag off.",
    },
    ArtifactProduced: {
      path: "registry.internal/checkout-api@sha256:9b2e41c7d0aa",
      kind: "container image",
      description:
        "Release 2.14.0 of checkout-api, the digest that passed staging; the release note is " +
        "releases/2.14.0.md.",
      verified: true,
    },
  },
  entrepreneur: {
    Proposal: {
      idea:
        "Offer a paid 'priority payout' that settles marketplace sellers' earnings within one hour " +
        "instead of three days. Runners-up: automated VAT filing for sellers over the VAT threshold " +
        "(first test: ten calls with such sellers); a bulk-listing tool for sellers with over 500 items " +
        "(first test: a landing page with a waitlist).",
      feasibility:
        "Price: 1% of the payout. Cost to serve: about 0.3% in transfer fees and fraud losses. Cost to " +
        "acquire: close to nothing, since the offer sits on the payout screen. First demand test: show " +
        "the option to 2% of sellers for two weeks and pay them by hand.",
      risks: [
        "Fraudsters could cash out stolen funds faster",
        "The fee could read as exploiting small sellers",
        "Demand rests on 14 support tickets asking for faster payouts, not on a survey",
      ],
    },
  },
  evaluator: {
    Verdict: {
      verdict: "fail",
      rationale:
        "Support reply draft 12, on the 1–4 rubric with a pass at 3 on every criterion: accuracy 4, tone " +
        "3, completeness 2 (must-pass), policy 4. Completeness is below 3, so the item fails although it " +
        "totals 13 of 16.",
      evidence:
        "Completeness: the reply answers the refund question but not the customer's second question, " +
        "about the delivery date (ticket, paragraph 2).",
      reversible_by:
        "Rescoring completeness to 3, if an earlier reply on the same ticket already gave the delivery " +
        "date.",
    },
    Finding: {
      description:
        "The tone score of 3 rests on one sentence ('As stated before, ...') that is curt under one " +
        "reading of level 3 and neutral under the other; I fixed the neutral reading before scoring. Off " +
        "the rubric: the reply links a help page that has moved.",
      confidence: 0.55,
      evidence:
        "Rubric, tone level 3: 'polite, may be brief'. The reply's second sentence begins 'As stated " +
        "before'.",
      source: "Reply draft 12, sentence 2",
    },
  },
  explorer: {
    Finding: {
      description:
        "Read in this order: (1) services/search/api/main.go, the HTTP entry point (seen); (2) " +
        "services/search/indexer/, which consumes orders.v1 and writes the index (seen); (3) a surprising " +
        "coupling: the indexer reads the orders database directly for refunds (inferred from its config); " +
        "(4) services/search/legacy/ looks unused (from its README, may be stale; only skimmed).",
      confidence: 0.7,
      severity: null,
      evidence: "indexer/config.yaml sets ORDERS_DB_URL; no other service outside orders sets it.",
      source: "Repository services/search at commit a41f0c2; 64 of the 80-file budget opened",
    },
    Gap: {
      area: "Search index rebuilds",
      what_is_unknown:
        "How is the search index rebuilt after a schema change, and who runs it? Also unknown (area: " +
        "services/search/legacy): does any job still call it?",
    },
  },
  facilitator: {
    Recommendation: {
      recommendation:
        "Next step: hear Priya's position on a second on-call rotation before any rebuttal; she is the " +
        "only participant who has not stated one.",
      rationale:
        "Agreed: on-call load is too high, and alert noise drives most pages. Disputed: whether a second " +
        "rotation comes before the alert clean-up. Parked: on-call pay, which belongs to the engineering " +
        "managers.",
      alternatives: [
        "Vote now: set aside, because one position is not yet on record",
        "Close on alert clean-up first: set aside, because the second rotation is still disputed",
      ],
      tradeoffs:
        "Hearing Priya first uses one of the three turns left before the limit. No dissent to record yet: " +
        "nothing has been decided.",
    },
  },
  implementer: {
    ArtifactProduced: {
      description:
        "Adds exponential backoff with jitter to card-authorisation retries. Also: " +
        "services/checkout/src/payments/retry.test.ts (new, six tests) and " +
        "services/checkout/src/payments/client.ts (modified: calls the new helper).",
    },
    VerificationResult: {
      suite:
        "npx vitest run services/checkout: passed (48 tests); npx tsc --noEmit: passed; npx eslint " +
        "services/checkout --max-warnings=0: passed",
      passed: true,
    },
  },
  innovator: {
    Proposal: {
      idea:
        "Let sellers choose to be paid within an hour for a 1% fee (near-term). Also carried forward: pay " +
        "sellers in store credit with a 3% bonus (bold; first experiment: offer it to 50 sellers by " +
        "email); pay out twice a day instead of once (near-term; first experiment: one region for a week).",
      value_proposition:
        "Against the default of paying every three days, sellers with thin cash flow get their money the " +
        "same day, and payouts earn the platform a fee instead of only costing it.",
      feasibility:
        "First experiment: show the option to 1% of sellers for two weeks and pay them by hand from the " +
        "treasury account.",
    },
    Finding: {
      description:
        "The three-day payout delay, treated as fixed, comes from a 2019 fraud rule, not from the payout " +
        "provider, which can pay within minutes. Other insight: queue-jumping fees in other trades " +
        "suggest sellers pay for speed only when they can see the wait.",
      evidence:
        "risk_rules.yaml sets payout_hold_days: 3 with a 2019 comment; the provider contract allows " +
        "instant transfers (section 3).",
      source: "risk_rules.yaml and the payout provider contract, section 3",
    },
  },
  investigator: {
    Finding: {
      description:
        "Deciding fact: memory in the export job climbs from its first query after the 12 March deploy, " +
        "and reverting commit 9f3c2e1 alone flattens it. Ruled out: table growth (orders grew 2% in " +
        "March, far too little for a tenfold rise); a node change (same node type before and after).",
      evidence:
        "Run of 12 March: memory 380 MiB at 02:01 UTC and 4 GiB at 02:41 UTC, then OOMKilled; the 11 " +
        "March run stays under 400 MiB throughout.",
      source: "Dashboard 'batch-jobs', panel 'export memory', and commit 9f3c2e1",
    },
  },
  mentor: {
    Recommendation: {
      recommendation:
        "Rewrite your three report queries to use one JOIN each instead of a query inside a loop, then " +
        "time both versions on the sample database.",
      rationale:
        "Each loop sends one query per customer, so 500 customers mean 500 round trips. Worked example: " +
        "the top-customers query becomes one SELECT that joins orders to customers and groups by customer " +
        "id, sent once.",
      alternatives: [
        "Read the course notes on joins first, then do the exercise",
        "Pair with a colleague on one query and do the other two alone",
      ],
      tradeoffs:
        "Going straight to the exercise is quicker but harder if joins are new; reading first is slower " +
        "but gentler.",
    },
    Finding: {
      description:
        "You treat the database as a list to loop over in code rather than something that can combine " +
        "tables itself; all three queries show it. Strength: your names say exactly what each result " +
        "holds (orders_by_month, report.py line 12), which makes the code easy to follow.",
      evidence: "report.py lines 30–36: a for loop over customers that runs one SELECT per customer id.",
      source: "report.py as submitted on 14 May",
    },
  },
  migrator: {
    ArtifactProduced: {
      path: "MIGRATION.md",
      kind: "doc",
      description:
        "Migration log for moving the orders database from Postgres 12 to 16. Produced: " +
        "scripts/migrate/01_dump.sh, scripts/migrate/02_restore.sh, scripts/migrate/column-map.csv " +
        "(mapping table) and scripts/migrate/compare.py.",
      verified: true,
    },
    VerificationResult: {
      suite:
        "Row counts per table (python scripts/migrate/compare.py --counts): passed; checksums of orders " +
        "and order_items: passed; npm test against Postgres 16: passed",
      passed: true,
      gaps: ["Rows written during the final sync window were compared by count only, not by checksum"],
    },
  },
  modeler: {
    DesignSpec: {
      summary:
        "A model of marketplace orders: an order belongs to one buyer, holds one or more line items and " +
        "is paid by one or more payments, and its total always equals the sum of its line items.",
      components: [
        "Order (entity): id, buyer_id, status, total, placed_at",
        "LineItem (entity owned by Order): id, order_id, product_id, quantity, unit_price",
        "Payment (entity): id, order_id, amount, method, captured_at",
        "Money (value type): amount in minor units, currency code",
      ],
      decisions: [
        "Order: a buyer's request to buy one or more items at the prices shown",
        "Identity: an order's generated id never changes; the order number buyers see is a separate label",
        "Cardinality: Order 1..n LineItem, owned by Order; deleting an order deletes its line items",
        "Invariant: Order.total equals the sum of quantity times unit_price over its line items",
        "Open question: may one payment cover more than one order?",
      ],
      alternatives: [
        "Embed line items inside the order record: rejected, because a refund must point at one line item",
        "Use the buyer-facing order number as the key: rejected, because support staff sometimes correct it",
      ],
    },
  },
  negotiator: {
    Recommendation: {
      recommendation:
        "Package: the vendor cuts the licence price by 12% for a three-year term; we commit to 400 seats " +
        "from 1 July and publish a case study by 31 December; either side may leave at the end of year " +
        "one with 90 days' notice.",
      rationale:
        "The vendor's core interest, a multi-year reference customer, is met by the term and the case " +
        "study. Ours, a lower price per seat with a way out if adoption stalls, is met by the price cut " +
        "and the exit clause.",
      alternatives: [
        "A one-year term at 5% off: weighed and dropped, as it gives the vendor no reference customer",
        "Pay per active user: weighed and dropped, as the vendor cannot bill that way before next year",
      ],
      tradeoffs:
        "We give up dropping below 400 seats in year one; the vendor gives up 12% of the list price and " +
        "the certainty of revenue after year one.",
    },
  },
  operator: {
    OperationOutcome: {
      action: "Scale checkout-api for a sale event (runbook OPS-12)",
      status: "succeeded",
      rollback:
        "Last step first: set the HPA's minReplicas back to 6, then kubectl -n checkout scale " +
        "deployment/checkout-api --replicas=6.",
    },
  },
  orchestrator: {
    ExecutionPlan: {
      steps: [
        "Design the orders outbox table and relay (architect), ready",
        "Write a load test for the order write path (tester), ready",
        "Build the outbox and relay from the design (implementer)",
        "Review the change (reviewer)",
        "Integrate: run the load test against the built relay and reconcile the outputs (orchestrator)",
      ],
      dependencies: [
        "Step 3 needs step 1",
        "Step 4 needs step 3",
        "Step 5 needs steps 2 and 4",
        "Step 2 needs a staging database loaded with last month's orders",
      ],
      exit_criteria:
        "Orders written on staging reach orders.v1 with none lost while the broker is stopped for a " +
        "minute, and p99 for order writes stays under 300 ms in the load test.",
    },
    TaskAssignment: {
      task: "A design for the orders outbox naming its table, its relay and how it survives a lost broker.",
      assignee: "architect",
      inputs: ["services/orders/src/db/schema.sql", "The goal's exit criteria"],
      exit_criteria:
        "The design lists every component with its interface, and traces one order from write to topic.",
      depends_on: [],
    },
  },
  persona: {
    Finding: {
      description:
        "I would not reach my goal. I wanted to add our VAT number to last month's invoice, and there was " +
        "no 'Edit invoice' button; 'Billing details' only changes future invoices, so I gave up there. " +
        "Before that, the plan names 'Scale' and 'Grow' confused me, and I liked that the invoice list " +
        "shows amounts with tax.",
      confidence: 0.6,
      severity: "blocked",
      evidence: "The note under the Billing details form: 'Changes apply from your next invoice.'",
      source:
        "Persona card: Maria, bookkeeper at a 12-person design studio, checks invoices once a month on a " +
        "laptop (device chosen by me)",
    },
  },
  planner: {
    ExecutionPlan: {
      steps: [
        "Add the nullable currency column and deploy the code that writes it",
        "Run the backfill on a staging snapshot and record how long it takes",
        "Checkpoint: if the staging backfill takes over 2 hours, then split step 4 into one run per region",
        "Backfill existing rows in batches of 10,000",
        "Switch reads to the new column behind a flag",
        "Make the column NOT NULL and drop the old one",
      ],
      dependencies: [
        "step 2 needs step 1",
        "step 4 needs step 3",
        "step 5 needs step 4",
        "step 6 needs step 5",
        "step 1 needs: DBA approval for the schema change",
        "step 2 needs: a staging snapshot taken this week",
      ],
      exit_criteria:
        "1. Every order row has a currency.\n2. Reads use the currency column for 24 hours with error " +
        "rates at baseline.\n3. The old column is dropped.\nOut of scope: converting past amounts between " +
        "currencies.",
    },
  },
  "postmortem-lead": {
    Postmortem: {
      timeline: [
        "14:02 UTC config push 7731 reaches prod",
        "14:06 UTC checkout error-rate alert fires",
        "14:15 UTC on-call restarts two gateway pods (from the on-call engineer's account; no log)",
        "14:31 UTC bad push identified",
        "14:49 UTC push reverted, errors back to baseline",
      ],
      action_items: [
        "Validate certificate chains in the config pipeline (owner: platform team, due 30 June)",
        "Require canary for all prod config pushes (owner: SRE, due 15 July)",
        "Name the failing TLS check in the checkout alert (owner: payments team, due 15 July)",
      ],
    },
    Finding: {
      description:
        "Detection gap: the alert said only that the checkout error rate was above 5%, so responders " +
        "spent 25 minutes on the payments gateway before anyone checked the certificate chain. Other gap: " +
        "no dashboard shows certificate chain errors.",
      evidence:
        "Alert at 14:06 UTC: 'checkout-api 5xx rate 18% > 5%'. The first message about TLS in the " +
        "incident channel is at 14:31 UTC.",
      source: "Alert history and incident channel log for 3 June",
    },
  },
  prototyper: {
    ArtifactProduced: {
      path: "spike/stream-parse/main.py",
      kind: "prototype",
      description:
        "Streams a 50 MB orders export through the new parser. Shortcuts: input path hard-coded, no error " +
        "handling, output thrown away. Also spike/stream-parse/make_sample.py, which builds the sample " +
        "file.",
      verified: true,
    },
    VerificationResult: {
      suite:
        "Can the streaming parser load a 50 MB export in under 2 s? python spike/stream-parse/main.py " +
        "spike/data/orders-50mb.json (observed 1.4 s, 1.5 s and 1.4 s over three runs)",
      passed: true,
      coverage: null,
      gaps: ["Product names outside ASCII", "Files over 1 GB"],
    },
  },
  refactorer: {
    ArtifactProduced: {
      path: "services/checkout/src/payments/client.ts",
      description:
        "In order: extracted the retry loop into retryWithPolicy(), renamed authCall to authorizeCard, " +
        "moved the gateway error mapping into errors.ts. Also touched: errors.ts (new) and client.test.ts " +
        "(characterization tests added before the first step).",
    },
    VerificationResult: {
      suite: "npm test -- payments (baseline before the first edit: the same command, 42 passed)",
      gaps: ["The timeout branch in authorizeCard has no test"],
    },
  },
  researcher: {
    Finding: {
      description:
        "Failover of payments-db takes minutes, not seconds, once replication lag is counted: the vendor " +
        "documents 30–120 s for the switch itself, and our incident record shows 7 minutes until writes " +
        "resumed. Also supported: the runbook's 60 s figure predates the move to cross-region replicas " +
        "(runbook history, rev. 2023-02).",
      confidence: 0.7,
      evidence: "INC-2291: failover triggered at 09:14 UTC, first successful write at 09:21 UTC.",
      source:
        "Vendor documentation 'High availability', section 'Failover timing' (read 14 May 2024); incident " +
        "INC-2291 timeline",
    },
    Gap: {
      area: "Failover under load",
      what_is_unknown:
        "How long does failover take when replication lag is above 10 s at the moment of failure? Also: " +
        "does the connection pool reconnect on its own, or does checkout need a restart?",
    },
  },
  responder: {
    Finding: {
      description:
        "14:02 UTC: checkout 5xx rate rises from 0.2% to 18% after config push 7731.\n14:06 UTC: alert " +
        "fires; incident opened.\n14:12 UTC: rolled back checkout-api to v41; errors unchanged.\n14:31 " +
        "UTC: TLS handshake failures to the payments gateway found in the logs.",
      evidence:
        "checkout-api log at 14:31 UTC: 'x509: certificate signed by unknown authority' on calls to the " +
        "payments gateway.",
      source: "checkout-api logs and the error-rate dashboard",
    },
    Recommendation: {
      recommendation: "Revert config push 7731 to restore the payments gateway's certificate chain.",
      rationale:
        "The errors began with that push and the code rollback did not help; reverting the config is " +
        "fast, and reapplying the push undoes it.",
      alternatives: [
        "Patch the certificate bundle by hand on each pod",
        "Route card payments to the backup gateway",
      ],
      tradeoffs:
        "Reverting also undoes the push's two other settings (a log level and a timeout) until they are " +
        "reapplied.",
    },
  },
  reviewer: {
    Verdict: {
      verdict: "request changes",
      rationale:
        "One blocking issue: the new retry helper retries card authorisation after a timeout as well as " +
        "after a 5xx, so a slow gateway can charge a card twice.",
      evidence:
        "CI run 5521: unit tests, type check and lint passed; no integration test covers a gateway " +
        "timeout.",
      reversible_by:
        "Sending the order's idempotency key with every authorisation attempt, or retrying only on 5xx " +
        "responses.",
    },
    Finding: {
      description:
        "Retrying authorisation after a timeout can charge a card twice, because the first call may have " +
        "gone through. Fix: pass the order's idempotency key on every attempt. Non-blocking: the 30 s " +
        "backoff cap is an unnamed number (retry.ts:12).",
      severity: "blocking",
      evidence:
        "retry.ts line 31 treats ETIMEDOUT like a 503 and calls authorize() again with a new request id.",
      source: "services/checkout/src/payments/retry.ts:27-41",
    },
  },
  scribe: {
    Document: {
      title: "Payments weekly sync, 14 May 2024",
      content: [
        "Attendees: Amara, Luis, Jun. Expected but absent: Priya.",
        "",
        "## Decisions",
        "- Ship the currency column behind a flag (decided by Amara).",
        "  Rationale: reads can switch back without a deploy. Reopen if the backfill takes over 2 hours.",
        "",
        "## Action items",
        "- Luis: write the backfill script, due 21 May.",
        "",
        "## Open questions",
        "- Do refunds need the currency column in the first release?",
        "",
        "## Notes",
        "- Jun objected to the flag: it adds a code path to test.",
        "",
        "## Unconfirmed",
        "- [unconfirmed] Whether the DBA window starts at 02:00 or 03:00 UTC.",
        "",
      ].join("\n"),
      format: "markdown",
      audience: "The session's attendees and the payments team",
    },
  },
  strategist: {
    ComplexityScore: {
      score: 0.6,
      rationale:
        "Recommended option, moving checkout to the managed payments platform: it depends on the " +
        "platform's EU launch, refund handling has two open unknowns, and nobody here has run it. Other " +
        "options: keep improving the in-house gateway 0.3 (known code, one unknown); build a " +
        "multi-gateway router 0.8 (three vendors, new skills, long contracts).",
    },
    Recommendation: {
      recommendation:
        "Move checkout to the managed payments platform over the next 12 months; first move: route " +
        "refunds for one country through it within six weeks.",
      rationale:
        "It brings payment failures below 0.5% within 12 months, the objective, where the in-house path " +
        "reaches about 1%. Assumptions: the platform launches in the EU by Q3 (signal: no launch date by " +
        "July); its refund API covers partial refunds (signal: the six-week trial cannot do one).",
      alternatives: [
        "Keep improving the in-house gateway: would reach about 1% failures; lost because it misses the " +
          "objective",
        "Build a multi-gateway router: would also reach 0.5%, but its difficulty of 0.8 is above the " +
          "stated limit of 0.7",
      ],
      tradeoffs: "We give up control over payment retries and pay a fee of about 0.2% per transaction.",
    },
  },
  suggester: {
    Recommendation: {
      recommendation: "Rename tmp to pendingOrders in export/orders.py, line 14.",
      rationale: "Readers see at once what the list holds, without reading the loop.",
      alternatives: [
        "Replace 10000 with a named constant BATCH_SIZE: the batch size becomes easy to find and change",
        "Move the CSV header list to the top of the file: the output columns are visible at a glance",
      ],
      tradeoffs: "One more line in the diff; behaviour is unchanged.",
    },
    Finding: {
      description:
        "A defect, not a suggestion: the CSV header says amounts are in cents, but the code writes them " +
        "in euros with two decimals.",
      evidence: "export/orders.py line 52 writes f'{amount / 100:.2f}' under the header 'amount_cents'.",
      source: "export/orders.py:52",
    },
  },
  synthesizer: {
    Synthesis: {
      summary:
        "All four teams agree the on-call load is too high [A][B][C][D]. They disagree on whether to fix " +
        "alert noise first [D] or to add a second rotation now [B]. The one measured input finds that " +
        "alert noise causes most pages [C].",
      sources: [
        "A: Platform retro notes",
        "B: Payments survey",
        "C: Search on-call log",
        "D: SRE interview summary",
      ],
    },
    Conflict: {
      sources: ["B: Payments survey", "C: Search on-call log"],
      nature:
        "What share of pages is alert noise: the payments survey estimates about 30%, while the search " +
        "on-call log, which counts every page in April, puts it at 62%.",
    },
  },
  tester: {
    VerificationResult: {
      suite:
        "npm test -- payments: passed. Further: npm run test:integration -- checkout: 2 failed. Coverage " +
        "measured by vitest --coverage.",
      passed: false,
      gaps: ["Requirement R7: a refund after a partial capture has no test"],
    },
    Finding: {
      description:
        "A saved card whose expiry month is the current month is rejected as expired (deterministic, 3 of " +
        "3 runs). Next: the order confirmation email is sometimes sent twice (flaky, 2 of 5 runs; " +
        "reproduction: place two orders within one second).",
      confidence: 0.9,
      evidence:
        "Staging, 14 May 2024, a saved test card expiring 05/2024: npm run test:integration -- checkout " +
        "-t 'saved card'. Expected: payment accepted. Observed: error 'card_expired'.",
      source: "test/integration/checkout/saved-card.test.ts",
    },
  },
  translator: {
    Document: {
      title: "Renouveler la clé d'API des paiements",
      content: [
        "## Quand",
        "Renouvelez la clé tous les 90 jours, ou tout de suite après une fuite présumée.",
        "",
        "## Étapes",
        "1. Créez une nouvelle clé dans la console de la passerelle.",
        "2. Enregistrez-la dans le coffre sous payments/api-key.",
        "3. Redémarrez checkout et vérifiez qu'un paiement de test aboutit.",
        "",
        "## Translator's notes",
        "- Glossary: key = clé; vault = coffre; gateway = passerelle.",
        "- 'checkout' and 'payments/api-key' are left untranslated (a service and a path).",
        "- No passage was ambiguous and nothing was simplified.",
        "",
      ].join("\n"),
      format: "markdown",
      audience: "French (France), fr-FR, neutral technical register: on-call engineers on the payments team",
    },
  },
  troubleshooter: {
    Diagnosis: {
      evidence:
        "On staging, reverting commit 9f3c2e1 lets the job finish in 22 minutes under 500 MiB; restoring " +
        "it brings back the steady climb to the 4 GiB limit and the OOMKill. A second, independent fault: " +
        "after a crash the retry wrapper restarts from the first page (symptom: duplicate rows after a " +
        "retried run).",
    },
    Finding: {
      description:
        "The job logs 'export complete' before its final flush, so a run killed during the flush looks " +
        "successful in the log. Also: no alert fires when the job is OOMKilled.",
      evidence: "12 March: 'export complete' at 02:38 UTC, then the OOMKilled event at 02:41 UTC.",
      source: "export/orders.py, the log call just before flush()",
    },
  },
} as const satisfies Readonly<Record<string, RoleExampleFields>>;
