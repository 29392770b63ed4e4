"use client";

import { Suspense, useEffect, useMemo, useRef, useState } from "react";

import { CopyButton } from "@/components/code/copy-button";
import { withBasePath } from "@/lib/base-path";
import { formatCompareQuery } from "@/lib/compare-page/compare-href";
import type { ComposedMessage, Composition } from "@/lib/composer/composition";
import {
  messageSegments,
  newSegmentKey,
  viewStats,
  type MessageSegment,
} from "@/lib/composer/message-segments";
import type { PackVerdict } from "@/lib/composer/pack-rules";
import { buildPolicySections } from "@/lib/casts/core/runtime-message";

import { Badge } from "../../badge";
import { groupDigits } from "@/lib/casts/core/digits";
import { RuntimeView, SourcesView } from "../../load-panels";
import { Panel } from "../../panel";
import { tabIds, Tabs } from "../../tabs";

type View = "message" | "sources" | "runtime";
const VIEWS = [
  { key: "message", label: "Message" },
  { key: "sources", label: "By source" },
  { key: "runtime", label: "Runtime" },
] as const;

const LOADING = <p className="text-fg-subtle text-xs">Loading this view…</p>;
// No height cap: the whole message is on the page, so nothing hides at the bottom of a box.
const PRE =
  "rounded-md bg-bg-subtle px-3 py-2.5 font-mono text-[12.5px] leading-relaxed whitespace-pre-wrap break-words";
/** Highlight per source: the role body plain, modes in alternating tints, the pack policy in the accent tint. */
const MODE_TINTS = ["bg-success-soft", "bg-warning-soft", "bg-bg-muted"] as const;
/** Each segment's tint class, modes numbered in order ("" for the role body). */
function tints(segments: readonly MessageSegment[]): Map<string, string> {
  const result = new Map<string, string>();
  let modeIndex = 0;
  for (const segment of segments) {
    if (segment.source === "mode") {
      result.set(segment.key, MODE_TINTS[modeIndex % MODE_TINTS.length]!);
      modeIndex += 1;
    } else result.set(segment.key, segment.source === "policy" ? "bg-accent-soft" : "");
  }
  return result;
}
const segmentId = (view: View, key: string) => `segment-${view}-${key.replace(/[^a-z0-9-]/gi, "_")}`;
const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** The composed system message three ways: highlighted by source, part by part, and as the runtime sends it. */
export function MessagePanel({
  composition,
  message,
  packName,
  verdict,
}: {
  readonly composition: Composition;
  readonly message: ComposedMessage;
  readonly packName: string;
  readonly verdict: PackVerdict | null;
}) {
  const [view, setView] = useState<View>("message");
  const { conflict, role } = composition;
  const system = useMemo(() => messageSegments(message.parts), [message.parts]);
  const runtime = useMemo(
    () => messageSegments(message.parts, buildPolicySections(role.config)),
    [message.parts, role.config],
  );
  const copyText = view === "runtime" ? message.runtimeMessage : message.systemMessage;
  const stats = viewStats(copyText);
  const deployable = verdict?.deployable ?? conflict === null;

  // What an edit just added is marked for a moment, and scrolled to on wide screens (where the form
  // stays in view beside it); on phones it is one tap away in the legend.
  const previous = useRef<readonly string[]>([]);
  const [changed, setChanged] = useState<string | null>(null);
  useEffect(() => {
    const key = newSegmentKey(previous.current, system);
    previous.current = system.map((segment) => segment.key);
    if (key === null) return;
    setChanged(key);
    if (window.matchMedia?.("(min-width: 1024px)").matches) {
      document
        .getElementById(segmentId("message", key))
        ?.scrollIntoView({ block: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
    }
    const timer = setTimeout(() => setChanged(null), 2500);
    return () => clearTimeout(timer);
  }, [system]);

  const jump = (key: string) => {
    const target = document.getElementById(segmentId(view === "sources" ? "message" : view, key));
    if (view === "sources") setView("message");
    requestAnimationFrame(() => {
      const element = target ?? document.getElementById(segmentId("message", key));
      element?.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
      element?.focus({ preventScroll: true });
      setChanged(key);
    });
  };

  const panel = (key: View) => ({
    id: tabIds("message", key).panel,
    role: "tabpanel",
    "aria-labelledby": tabIds("message", key).tab,
    hidden: view !== key,
  });
  const tinted = tints(runtime); // the runtime's segments are the system message's plus the policy
  const highlighted = (which: View, list: readonly MessageSegment[]) =>
    list.map((segment) => (
      <span key={segment.key}>
        {segment.separator}
        <span
          id={segmentId(which, segment.key)}
          tabIndex={-1}
          data-segment={segment.key}
          data-source={segment.source}
          // A just-added part is filled softly for a moment: a ring would box every line it wraps over.
          className={`scroll-mt-4 rounded-sm box-decoration-clone transition-colors duration-700 outline-none ${
            changed === segment.key ? "bg-accent-soft" : (tinted.get(segment.key) ?? "")
          }`}
        >
          {segment.text}
        </span>
      </span>
    ));
  return (
    <Panel
      id="message-heading"
      title={
        <span className="flex items-center gap-2">
          System message {deployable ? null : <Badge tone="danger">not deployable</Badge>}
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
          <CopyButton
            text={copyText}
            label={`${view === "runtime" ? "runtime message" : "system message"}${deployable ? "" : " (not deployable)"}`}
            idleText={deployable ? "Copy" : "Copy anyway"}
            className="pointer-coarse:min-h-11"
          />
        </>
      }
    >
      {deployable ? null : (
        <p className="text-danger mb-2 text-xs" data-testid="not-deployable-note">
          {verdict?.summary ?? "Not deployable: two modes conflict."} Copy gives this text for reference only.
        </p>
      )}
      <p className="text-fg-subtle mb-2 text-xs" data-testid="message-count">
        {view === "runtime" ? "Runtime message" : "System message"}: {groupDigits(stats.characters)}{" "}
        characters · ≈ {groupDigits(stats.tokens)} tokens (characters ÷ 4), exactly what Copy copies ·{" "}
        <a
          className="text-accent underline"
          href={compareHref(composition, view === "runtime")}
          data-testid="compare-link"
        >
          Compare with…
        </a>
      </p>
      <nav
        aria-label="Message segments"
        className="mb-2 flex flex-wrap gap-1.5 text-xs"
        data-testid="segment-legend"
      >
        {(view === "runtime" ? runtime : system).map((segment) => (
          <button
            key={segment.key}
            type="button"
            onClick={() => jump(segment.key)}
            className="border-border hover:bg-bg-muted inline-flex items-center gap-1.5 rounded border px-1.5 py-0.5 pointer-coarse:min-h-11"
          >
            <span
              aria-hidden="true"
              className={`border-border-strong inline-block size-3 rounded-sm border ${tinted.get(segment.key) || "bg-bg-subtle"}`}
            />
            {segment.label}
          </button>
        ))}
      </nav>
      <div {...panel("message")}>
        <pre
          data-testid="system-message"
          tabIndex={0}
          aria-label="System message text"
          className={`${PRE} ${conflict ? "border-danger border border-dashed" : ""}`}
        >
          {highlighted("message", system)}
        </pre>
      </div>
      <div {...panel("sources")}>
        {view === "sources" ? (
          <Suspense fallback={LOADING}>
            <SourcesView.Component segments={system} />
          </Suspense>
        ) : null}
        <p className="text-fg-subtle mt-2 text-xs">
          Parts are joined with one blank line (&quot;\n\n&quot;); empty parts are skipped and nothing is
          trimmed.
        </p>
      </div>
      <div {...panel("runtime")}>
        {view === "runtime" ? (
          <Suspense fallback={LOADING}>
            <RuntimeView.Component
              role={role}
              packName={packName}
              labCompareHref={`${compareHref(composition, true)}&pack-b=lab`}
              preClassName={PRE}
            >
              {highlighted("runtime", runtime)}
            </RuntimeView.Component>
          </Suspense>
        ) : null}
      </div>
    </Panel>
  );
}

/** /compare with this composition as A (and as B, to edit from there); `runtime` opens the runtime view. */
function compareHref(composition: Composition, runtime: boolean): string {
  const spec = { role: composition.role.name, modes: composition.modes.map((note) => note.mode.name) };
  return withBasePath(
    `/compare${formatCompareQuery({ a: spec, b: spec, view: runtime ? "runtime" : "plain", packA: "default", packB: "default" })}`,
  );
}
