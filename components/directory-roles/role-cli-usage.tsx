import { CodeBlock } from "@/components/code/code-block";

/** The CLI commands that show and compose this role, ready to copy. */
export function RoleCliUsage({ name }: { name: string }) {
  const commands = [
    `npm run --silent casts -- show ${name}`,
    `npm run --silent casts -- compose ${name} --mode evidential --format yaml`,
  ].join("\n");
  return (
    <div className="space-y-3">
      <p className="text-fg-muted">
        The <code className="text-fg font-mono">casts</code> command reads the same folder: show the role, or
        compose it with modes and print the system message, the profile YAML or JSON.
      </p>
      <CodeBlock code={commands} lang="text" title="terminal" copyLabel="commands" />
    </div>
  );
}
