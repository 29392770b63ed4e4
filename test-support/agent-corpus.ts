// A generated corpus of Claude Code subagents shaped like the public collections (150–200 files in
// category folders; front matter name / description / tools / model / color; long markdown bodies),
// written from the documented format (https://code.claude.com/docs/en/sub-agents). Every sentence
// is assembled from our own word lists. Deterministic for a seed, so the test and the bench see the
// same files.

const DOMAINS = [
  "api",
  "database",
  "frontend",
  "backend",
  "mobile",
  "security",
  "performance",
  "testing",
  "devops",
  "cloud",
  "data",
  "ml",
  "docs",
  "accessibility",
  "payments",
  "search",
  "observability",
  "release",
  "compliance",
  "localization",
  "graphql",
  "kubernetes",
  "terraform",
  "rust",
  "python",
  "typescript",
  "go",
  "java",
  "kotlin",
  "swift",
  "sql",
  "cache",
  "queue",
  "auth",
  "billing",
  "ui",
  "cli",
  "build",
];
const ROLES = [
  "reviewer",
  "architect",
  "specialist",
  "engineer",
  "auditor",
  "optimizer",
  "debugger",
  "writer",
  "planner",
  "migrator",
  "tester",
  "analyst",
  "expert",
  "guardian",
  "tuner",
  "designer",
];
const CATEGORIES = [
  "01-core-development",
  "02-language-specialists",
  "03-infrastructure",
  "04-quality-security",
  "05-data-ai",
  "06-developer-experience",
  "07-specialized-domains",
  "08-business-product",
];
const TOOLS = [
  "Read",
  "Write",
  "Edit",
  "MultiEdit",
  "Bash",
  "Grep",
  "Glob",
  "WebFetch",
  "WebSearch",
  "TodoWrite",
  "Task",
];
const MODELS = ["sonnet", "opus", "haiku", "inherit"];
const COLORS = ["red", "blue", "green", "yellow", "purple", "orange", "pink", "cyan"];
const VERBS = ["Check", "List", "Measure", "Compare", "Trace", "Name", "Rank", "Record", "Explain", "Verify"];
const OBJECTS = [
  "each public function's contract",
  "the slowest path through the request",
  "every place input is trusted",
  "the failure modes of each dependency",
  "the schema changes and their rollbacks",
  "the tests that cover the change",
  "the configuration that differs between environments",
  "the error messages a user will see",
  "the queries that scan whole tables",
  "the places where state is shared between requests",
];
const REASONS = [
  "so that the author can act on it without a meeting",
  "because a finding without a place is not a finding",
  "and say how sure you are",
  "and keep the list in order of risk",
  "before proposing any change",
];

/** A small, seeded pseudo-random generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CorpusFile {
  readonly path: string;
  readonly text: string;
}

/** `count` Claude Code subagent files (default 200), ~3–12 KB each, under `categories/<category>/`. */
export function claudeCodeCorpus(count = 200, seed = 25): CorpusFile[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const sentence = () => `${pick(VERBS)} ${pick(OBJECTS)} ${pick(REASONS)}.`;
  const files: CorpusFile[] = [];
  for (let index = 0; index < count; index += 1) {
    const domain = pick(DOMAINS);
    const role = pick(ROLES);
    // Some names repeat across categories, as in merged collections.
    const name = `${domain}-${role}`;
    const title = `${domain[0]!.toUpperCase()}${domain.slice(1)} ${role}`;
    const head = [`name: ${name}`];
    const summary = `Use this agent for ${domain} work that needs a ${role}. ${sentence()}`;
    const style = index % 4;
    if (style === 0)
      head.push(
        `description: ${JSON.stringify(`${summary}\n\n<example>\nContext: a ${domain} change is ready.\nuser: "Please look at my ${domain} change"\nassistant: "I will use the ${name} agent."\n</example>`)}`,
      );
    else if (style === 1)
      head.push(`description: >\n  ${summary}\n  Use PROACTIVELY after ${domain} changes.`);
    else if (style === 2) head.push(`description: ${summary.replace(/:/g, " -")}`);
    // Unquoted, with `: ` and escaped newlines on one line, as several public collections write it:
    // not valid YAML, and the agent tools read it anyway.
    else
      head.push(
        `description: ${summary} Examples:\\n\\n<example>\\nContext: a ${domain} change is ready.\\nuser: "Please look at my ${domain} change"\\n</example>`,
      );
    if (index % 5 !== 4) {
      const tools = [...new Set([pick(TOOLS), pick(TOOLS), pick(TOOLS), "Read"])];
      head.push(
        index % 3 === 0 && style !== 3
          ? `tools:\n${tools.map((tool) => `  - ${tool}`).join("\n")}`
          : `tools: ${tools.join(", ")}`,
      );
    }
    head.push(`model: ${pick(MODELS)}`, `color: ${pick(COLORS)}`);
    const sections: string[] = [`You are a ${title.toLowerCase()} who works in small, checked steps.`];
    const sectionCount = 4 + Math.floor(next() * 10);
    for (let section = 0; section < sectionCount; section += 1) {
      const items = Array.from({ length: 4 + Math.floor(next() * 6) }, () => `- ${sentence()}`);
      sections.push(`## ${pick(VERBS)} ${section + 1}\n\n${sentence()} ${sentence()}\n\n${items.join("\n")}`);
      if (section % 4 === 2)
        sections.push("```bash\n# the commands you may run\nnpm test -- --runInBand\n```");
    }
    const text = `---\n${head.join("\n")}\n---\n\n${sections.join("\n\n")}\n`;
    files.push({
      path: `categories/${pick(CATEGORIES)}/${name}-${index}.md`,
      text: index % 7 === 0 ? text.replace(/\n/g, "\r\n") : text,
    });
  }
  return files;
}
