"use client";

import type { IndexRole } from "@/lib/composer/payload";
import { viewStats, type MessageSegment } from "@/lib/composer/message-segments";

import { groupDigits } from "@/lib/casts/core/digits";

/** The "By source" view: each part of the system message on its own, with its length. */
export function SourcesView({ segments }: { readonly segments: readonly MessageSegment[] }) {
  return (
    <ol className="space-y-3">
      {segments.map((segment) => (
        <li key={segment.key} className="border-border rounded-md border">
          <p className="border-border bg-bg-subtle flex flex-wrap items-baseline justify-between gap-2 border-b px-3 py-1.5 text-xs">
            <span className="font-medium">{segment.label}</span>
            <span className="text-fg-subtle">
              {groupDigits(viewStats(segment.text).characters)} characters
            </span>
          </p>
          <pre className="overflow-auto px-3 py-2 font-mono text-[12.5px] leading-relaxed break-words whitespace-pre-wrap">
            {segment.text}
          </pre>
        </li>
      ))}
    </ol>
  );
}

/** The "Runtime" view: what the runtime sends, the system message followed by the pack's policy. */
export function RuntimeView({
  role,
  packName,
  labCompareHref,
  preClassName,
  children,
}: {
  readonly role: IndexRole;
  readonly packName: string;
  /** /compare with this composition against the pack lab's pack. */
  readonly labCompareHref: string;
  readonly preClassName: string;
  /** The runtime message, highlighted by segment. */
  readonly children: React.ReactNode;
}) {
  return (
    <>
      <p className="text-fg-muted mb-2 text-xs">
        {role.config
          ? `At run time the ${packName} pack's policy for ${role.name} follows the system message (the "Pack policy" segment): Authority, Operational Boundaries, then Escalation Conditions with an instruction to emit an escalation_request.`
          : `The ${packName} pack has no entry for ${role.name}, so the runtime sends the system message unchanged.`}
      </p>
      <p className="text-fg-muted mb-2 text-xs">
        <a className="text-accent underline" href={labCompareHref}>
          Compare with the pack lab&apos;s pack
        </a>{" "}
        (the pack you edit at /packs/lab, kept in this browser).
      </p>
      <pre
        data-testid="runtime-message"
        tabIndex={0}
        aria-label="Runtime message text"
        className={preClassName}
      >
        {children}
      </pre>
    </>
  );
}
