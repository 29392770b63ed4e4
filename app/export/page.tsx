import type { Metadata } from "next";

import { AnchorHeading } from "@/components/catalog/anchor-heading";
import { PageHeader } from "@/components/catalog/page-header";
import { listRoles } from "@/lib/casts";
import {
  DEFAULT_MODELS,
  EXPORT_TARGET_INFO,
  EXPORT_TARGETS,
  STATIC_EXPORT_TARGETS,
  staticExport,
  staticExportUrl,
  type ExportTarget,
} from "@/lib/casts/export";
import { getSitePack } from "@/lib/site/build/site-source";

export const metadata: Metadata = {
  title: "Export",
  description:
    "Every built-in role as a file for Claude Code, Cursor, Copilot, Codex, Gemini, OpenCode, Agent Skills, AGENTS.md, CrewAI and LionAGI, with the path each tool reads it from.",
};

/** What each target is for, in a line (docs/export.md has the details). */
const ABOUT: Readonly<Record<ExportTarget, string>> = {
  "claude-code": "A subagent Claude Code picks up from the project's agents folder.",
  cursor: "A project rule Cursor applies; short ones also get Cursor's install link.",
  copilot: "A custom agent for GitHub Copilot; the prompt is capped at 30,000 characters.",
  crewai: "An agent entry of CrewAI's agents.yaml (a whole roster writes one file).",
  lionagi: "A LionAGI agent spec, for built-in roles.",
  openai: "A Chat Completions request body with the role's emissions as a strict JSON schema.",
  anthropic: "A Messages request body with the role's emissions as its output format.",
  "agent-skill": "An Agent Skill: a folder named for the role holding its SKILL.md.",
  "agents-md": "Plain markdown instructions that many coding agents read from AGENTS.md.",
  codex: "A Codex custom agent, in TOML.",
  gemini: "A local subagent for the Gemini CLI.",
  opencode: "An OpenCode subagent, with its model and permissions.",
  "cursor-agent": "A Cursor subagent, with its name, description and model.",
  promptfoo: "A promptfoo config that runs the role's eval fixtures, judged as casts eval judges them.",
};

const LINK = "text-accent decoration-accent/40 hover:decoration-accent underline";
const sectionId = (target: ExportTarget) => `target-${target}`;

/**
 * /export: the static export files (contract §7a, docs/export.md) by target, each role's file one link
 * away; every role page lists its own under "Export". The files themselves are written by the
 * post-build step (postbuild/data-files.ts) from the same `staticExport`.
 */
export default function ExportPage() {
  const pack = getSitePack();
  const roles = listRoles();
  const others = EXPORT_TARGETS.filter((target) => !STATIC_EXPORT_TARGETS.includes(target));
  return (
    <>
      <PageHeader
        title="Export"
        lead={
          <>
            Every built-in role as a file another tool reads: the role with its default modes and the site
            pack&apos;s policy, ready to save at the path shown. To pick other modes, a model or no policy, or
            to export a directory role, use the{" "}
            <a href="/compose" className={LINK}>
              composer
            </a>
            &apos;s Export panel or <code className="font-mono">casts export</code>.
          </>
        }
      />
      <section aria-labelledby="targets">
        <AnchorHeading id="targets" label="Targets" />
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="export-targets">
          {STATIC_EXPORT_TARGETS.map((target) => (
            <li key={target} className="border-border rounded-lg border p-4">
              <a href={`#${sectionId(target)}`} className="font-semibold hover:underline">
                {EXPORT_TARGET_INFO[target].label}
              </a>
              <p className="text-fg-muted mt-1 text-sm">{ABOUT[target]}</p>
              <p className="mt-2 text-xs">
                <code className="text-fg-muted font-mono [overflow-wrap:anywhere]">
                  {EXPORT_TARGET_INFO[target].path("<role>")}
                </code>
              </p>
            </li>
          ))}
        </ul>
      </section>
      {STATIC_EXPORT_TARGETS.map((target) => {
        const info = EXPORT_TARGET_INFO[target];
        return (
          <section
            key={target}
            aria-labelledby={sectionId(target)}
            data-testid="export-target"
            data-target={target}
          >
            <AnchorHeading id={sectionId(target)} label={info.label} />
            <p className="text-fg-muted mb-3 max-w-3xl text-sm">
              {ABOUT[target]} Save it as{" "}
              <code className="font-mono [overflow-wrap:anywhere]">{info.path("<role>")}</code>; on the
              command line: <code className="font-mono [overflow-wrap:anywhere]">{info.example}</code>
            </p>
            {/* The links take their look from the list: one link per role and target, the classes once. */}
            <ul className="[&_a]:text-accent [&_a]:decoration-accent/40 [&_a:hover]:decoration-accent flex flex-wrap gap-x-4 gap-y-1.5 font-mono text-sm [&_a]:underline">
              {roles.map((role) => (
                <li key={role}>
                  <a
                    href={staticExportUrl(target, staticExport(role, target, pack).file)}
                    aria-label={`${role}: ${info.label}`}
                    data-testid="export-file"
                  >
                    {role}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <section aria-labelledby="other-targets">
        <AnchorHeading id="other-targets" label="Made on request" />
        <p className="text-fg-muted mb-3 max-w-3xl text-sm">
          These are not served as files: a request body names a model (by default{" "}
          <code className="font-mono">{DEFAULT_MODELS.openai}</code> and{" "}
          <code className="font-mono">{DEFAULT_MODELS.anthropic}</code>), and a promptfoo config is built from
          the role&apos;s eval fixtures. The composer&apos;s Export panel and{" "}
          <code className="font-mono">casts export</code> write them.
        </p>
        <ul className="space-y-1.5 text-sm">
          {others.map((target) => (
            <li key={target} data-testid="export-other" data-target={target}>
              <span className="font-medium">{EXPORT_TARGET_INFO[target].label}</span>{" "}
              <code className="text-fg-muted text-xs">{target}</code>: {ABOUT[target]}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
