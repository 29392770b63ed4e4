import { CodeBlock } from "@/components/code/code-block";

const TREE = `roles/
└── acme.ReleaseCaptain/   role "ReleaseCaptain"
    ├── description.md     required
    ├── system_prompt.md   optional
    └── config.json        optional`;

const CONFIG = `{
  "model": "claude-sonnet-4.*",
  "required_tools": ["git_log", "read_file"],
  "auto_approve_tools": ["read_file"],
  "tool_filter": ["git_.*", "read_file"],
  "behavior_policy": "responsive",
  "max_output_turns": 3
}`;

/** How to add a directory role, and how to check one before building. */
export function AddRoleGuide() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="text-fg-muted space-y-3">
        <p>
          Make a folder in <code className="text-fg font-mono">roles/</code> beside package.json. Its name is
          the role&apos;s name; with dots, only the part after the last dot counts, so a company prefix keeps
          folders grouped without changing the name.
        </p>
        <p>
          description.md is required unless config.json has a &quot;description&quot;; the system prompt can
          live in system_prompt.md or in a &quot;system_prompt&quot; field. When both exist, the Markdown file
          wins.
        </p>
        <p>
          Every config.json field is optional and checked strictly. An unknown field, a wrong type, a broken
          regular expression or a negative count skips the role with a reason that names the file and the
          field; the other roles still load.
        </p>
        <p>Check a folder before you build; the command exits 1 when any role is skipped:</p>
        <CodeBlock
          code="npm run --silent casts -- roles-dir roles"
          lang="text"
          title="terminal"
          copyLabel="command"
        />
      </div>
      <div className="min-w-0 space-y-3">
        <CodeBlock code={TREE} lang="text" title="layout" copyLabel="folder layout" />
        <CodeBlock code={CONFIG} lang="json" title="config.json" copyLabel="example config.json" />
      </div>
    </div>
  );
}
