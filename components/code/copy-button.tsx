"use client";

import { useEffect, useState } from "react";

/** Copies `text` to the clipboard and confirms for two seconds; announces the result. */
export function CopyButton({
  text,
  label = "code",
  className = "",
  idleText = "Copy",
}: {
  text: string;
  label?: string;
  className?: string;
  /** The button's visible text before copying, e.g. "Copy link". */
  idleText?: string;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <button
      type="button"
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => setState("copied"),
          () => setState("failed"),
        );
      }}
      className={`inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-medium text-fg-muted hover:bg-bg-muted hover:text-fg ${className}`}
      aria-label={`Copy ${label}`}
    >
      <span aria-live="polite">{state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : idleText}</span>
    </button>
  );
}
