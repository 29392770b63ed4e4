"use client";

import { useEffect, useState } from "react";

import { COPY_BUTTON_CLASS } from "./copy-button-style";

/** The composer's copy button (its text changes with the composition). Copies `text` to the clipboard and confirms for two seconds; announces the result. */
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
      className={`${COPY_BUTTON_CLASS} ${className}`}
      aria-label={`Copy ${label}`}
    >
      <span aria-live="polite">
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : idleText}
      </span>
    </button>
  );
}
