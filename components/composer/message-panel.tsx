"use client";

import { useState } from "react";

import { CopyButton } from "@/components/code/copy-button";
import { formatCompareQuery } from "@/lib/compare/compare-query";
import type { ComposedMessage, Composition } from "@/lib/composer/composition";

import { Badge } from "./badge";
import { Panel } from "./panel";
import { tabIds, Tabs } from "./tabs";

type View = "message" | "sources" | "runtime";
const VIEWS = [
  { key: "message", label: "Message" },
  { key: "sources", label: "By source" },
  { key: "runtime", label: "Runtime" },
] as const;

// Created on first use: building an Intl formatter at module load would delay the first paint.
let formatter: Intl.NumberFormat | undefined;
const number = { format: (value: number) => (formatter ??= new Intl.NumberFormat("en-US")).format(value) };
const PRE =
  "max-h-[32rem] overflow-auto rounded-md bg-bg-subtle px-3 py-2.5 font-mono text-[12.5px] leading-relaxed whitespace-pre-wrap break-words";

/** The composed system message three ways: exact text, labelled by source, and as the runtime sends it. */
export function MessagePanel({
  composition,
  message,
  packName,
}: {
  readonly composition: Composition;
  readonly message: ComposedMessage;
  readonly packName: string;
}) {
  const [view, setView] = useState<View>("message");
  const { conflict, role } = composition;
  const panel = (key: View) => ({
    id: tabIds("message", key).panel,
    role: "tabpanel",
    "aria-labelledby": tabIds("message", key).tab,
    hidden: view !== key,
  });
  const copyText = view === "runtime" ? message.runtimeMessage : message.systemMessage;
  return (
    <Panel
      id="message-heading"
      title={
        <span className="flex items-center gap-2">
          System message {conflict ? <Badge tone="danger">not deployable</Badge> : null}
        </span>
      }
      actions={
        <>
          <Tabs
            tabs={VIEWS}
            selected={view}
            onSelect={setView}
            label="System message views"
            idPrefix="message"
          />
          <CopyButton text={copyText} label={view === "runtime" ? "runtime message" : "system message"} />
        </>
      }
    >
      <p className="text-fg-subtle mb-2 text-xs">
        {number.format(message.characters)} characters · ≈ {number.format(message.tokens)} tokens (characters
        ÷ 4) ·{" "}
        {message.parts.length === 1
          ? "role body only"
          : `role body + ${message.parts.length - 1} mode ${message.parts.length === 2 ? "part" : "parts"}`}{" "}
        ·{" "}
        <a
          className="text-accent underline"
          href={compareHref(composition, view === "runtime")}
          data-testid="compare-link"
        >
          Compare with…
        </a>
      </p>
      <div {...panel("message")}>
        <pre
          data-testid="system-message"
          tabIndex={0}
          aria-label="System message text"
          className={`${PRE} ${conflict ? "border-danger border border-dashed" : ""}`}
        >
          {message.systemMessage}
        </pre>
      </div>
      <div {...panel("sources")}>
        {view === "sources" ? (
          <ol className="space-y-3">
            {message.parts.map((part) => (
              <li key={`${part.source}-${part.position}`} className="border-border rounded-md border">
                <p className="border-border bg-bg-subtle flex flex-wrap items-baseline justify-between gap-2 border-b px-3 py-1.5 text-xs">
                  <span className="font-medium">
                    {part.source === "role" ? "Role body" : `Mode ${part.position}`} ·{" "}
                    <span className="font-mono">{part.name}</span>
                  </span>
                  <span className="text-fg-subtle">
                    {number.format(Array.from(part.text).length)} characters
                  </span>
                </p>
                <pre className="overflow-auto px-3 py-2 font-mono text-[12.5px] leading-relaxed break-words whitespace-pre-wrap">
                  {part.text}
                </pre>
              </li>
            ))}
          </ol>
        ) : null}
        <p className="text-fg-subtle mt-2 text-xs">
          Parts are joined with one blank line (&quot;\n\n&quot;); empty parts are skipped and nothing is
          trimmed.
        </p>
      </div>
      <div {...panel("runtime")}>
        {view === "runtime" ? (
          <>
            <p className="text-fg-muted mb-2 text-xs">
              {role.config
                ? `At run time the ${packName} pack's policy for ${role.name} follows the system message (highlighted): Authority, Operational Boundaries, then Escalation Conditions with an instruction to emit an escalation_request.`
                : `The ${packName} pack has no entry for ${role.name}, so the runtime sends the system message unchanged.`}
            </p>
            <p className="text-fg-muted mb-2 text-xs">
              <a className="text-accent underline" href={`${compareHref(composition, true)}&pack-b=lab`}>
                Compare with the pack lab&apos;s pack
              </a>{" "}
              (the pack you edit at /packs/lab, kept in this browser).
            </p>
            <pre data-testid="runtime-message" tabIndex={0} aria-label="Runtime message text" className={PRE}>
              {message.systemMessage}
              <span className="bg-accent-soft rounded-sm">
                {message.runtimeMessage.slice(message.systemMessage.length)}
              </span>
            </pre>
          </>
        ) : null}
      </div>
    </Panel>
  );
}

/** /compare with this composition as A (and as B, to edit from there); `runtime` opens the runtime view. */
function compareHref(composition: Composition, runtime: boolean): string {
  const spec = { role: composition.role.name, modes: composition.modes.map((note) => note.mode.name) };
  return `/compare${formatCompareQuery({ a: spec, b: spec, view: runtime ? "runtime" : "plain", packA: "default", packB: "default" })}`;
}
