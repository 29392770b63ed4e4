// `npx tsx scripts/gen-roles.ts <N> [dir]`: writes N realistic directory roles (varied sizes, some
// broken) into `dir` (default: a new temp folder) and prints the folder. Used by `npm run bench -- scale`.
// Every text is assembled here from a small vocabulary, so sizes vary without copying any prose.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const AREAS = [
  "billing",
  "search",
  "onboarding",
  "payments",
  "logistics",
  "identity",
  "reporting",
  "alerts",
  "catalog",
  "support",
  "pricing",
  "storage",
];
const JOBS = [
  "Reviewer",
  "Triager",
  "Writer",
  "Auditor",
  "Planner",
  "Summarizer",
  "Checker",
  "Router",
  "Analyst",
  "Editor",
];
const VERBS = [
  "reads",
  "checks",
  "ranks",
  "drafts",
  "flags",
  "groups",
  "compares",
  "traces",
  "rewrites",
  "collects",
];
const OBJECTS = [
  "incoming tickets",
  "release notes",
  "schema changes",
  "failed jobs",
  "customer replies",
  "log excerpts",
  "pull requests",
  "usage reports",
  "alert storms",
  "contract clauses",
];
const RULES = [
  "Quote the line you rely on.",
  "Say when the input is ambiguous and what you assumed.",
  "Stop and escalate when a decision needs an owner.",
  "Prefer the smallest change that fixes the problem.",
  "Name every source you used.",
  "Keep each finding to one sentence plus evidence.",
];
const MODELS = [".*", "gpt-4\\.1(-mini)?", "claude-(sonnet|haiku)-4.*", "o[34]-mini", "gemini-2\\.5-.*"];
const TOOLS = [
  "read_file",
  "search_code",
  "run_tests",
  "open_ticket",
  "post_comment",
  "fetch_url",
  "query_db",
];

/** A small deterministic random source, so runs are comparable. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

function sentence(next: () => number): string {
  return `It ${pick(next, VERBS)} ${pick(next, OBJECTS)} for the ${pick(next, AREAS)} team and ${pick(next, VERBS)} ${pick(next, OBJECTS)}.`;
}

function prompt(next: () => number, name: string, sections: number): string {
  const parts = [`# ${name}`, "", sentence(next), ""];
  for (let section = 0; section < sections; section += 1) {
    parts.push(`## Step ${section + 1}: ${pick(next, VERBS)} the ${pick(next, OBJECTS)}`, "");
    for (let line = 0; line < 3 + Math.floor(next() * 6); line += 1)
      parts.push(`- ${pick(next, RULES)} ${sentence(next)}`);
    parts.push("");
    if (next() < 0.3)
      parts.push(
        "| Field | Meaning |",
        "| --- | --- |",
        `| status | ${sentence(next)} |`,
        `| owner | ${sentence(next)} |`,
        "",
      );
    if (next() < 0.3)
      parts.push(
        "```json",
        JSON.stringify({ area: pick(next, AREAS), verdict: "needs_owner" }, null, 2),
        "```",
        "",
      );
    if (next() < 0.2)
      parts.push(
        `> ${pick(next, RULES)} See [the runbook](https://example.com/runbooks/${pick(next, AREAS)}).`,
        "",
      );
  }
  return parts.join("\n");
}

/** Writes N roles; about 1 in 25 is broken in one of four ways. Returns the folder. */
export function generateRoles(count: number, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const next = random(count);
  for (let index = 0; index < count; index += 1) {
    const job = pick(next, JOBS);
    const area = pick(next, AREAS);
    const name = `${area[0]?.toUpperCase()}${area.slice(1)}${job}${String(index).padStart(4, "0")}`;
    const folder = path.join(dir, index % 7 === 0 ? `team.${name}` : name);
    mkdirSync(folder, { recursive: true });
    const broken = index % 25 === 24 ? index % 4 : -1;
    const description =
      `${area[0]?.toUpperCase()}${area.slice(1)} ${job.toLowerCase()}: ${sentence(next)} ${next() < 0.5 ? sentence(next) : ""}`.trim();
    if (broken !== 1) writeFileSync(path.join(folder, "description.md"), `${description}\n`);
    // Sizes from a few hundred bytes to ~20 kB; one role in ten has no prompt.
    if (index % 10 !== 3) {
      const sections = next() < 0.1 ? 30 + Math.floor(next() * 20) : 1 + Math.floor(next() * 6);
      writeFileSync(path.join(folder, "system_prompt.md"), `${prompt(next, name, sections)}\n`);
    }
    if (index % 3 !== 0) {
      const config: Record<string, unknown> = {
        model: pick(next, MODELS),
        behavior_policy: next() < 0.3 ? "continuous" : "responsive",
      };
      if (next() < 0.6)
        config["tool_filter"] = [pick(next, TOOLS), `${pick(next, ["read", "search", "run"])}_.*`];
      if (next() < 0.4) config["required_tools"] = [pick(next, TOOLS)];
      if (broken === 0) config["model"] = "gpt-(4";
      if (broken === 2) config["max_output_turns"] = "three";
      const text = broken === 3 ? '{ "model": ".*", }' : JSON.stringify(config, null, 2);
      writeFileSync(path.join(folder, "config.json"), `${text}\n`);
    }
  }
  return dir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? "200");
  if (!Number.isInteger(count) || count < 0) {
    console.error("usage: tsx scripts/gen-roles.ts <N> [dir]");
    process.exit(2);
  }
  const dir = process.argv[3] ?? mkdtempSync(path.join(os.tmpdir(), `casts-roles-${count}-`));
  console.log(generateRoles(count, path.resolve(dir)));
}
