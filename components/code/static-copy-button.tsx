import { COPY_BUTTON_CLASS } from "./copy-button-style";

/**
 * A copy button for server-rendered pages: the text travels in `data-copy-text` and
 * `components/code/copy.site-island.ts` copies it and confirms. Hidden without JavaScript, where copying cannot work.
 */
export function StaticCopyButton({
  text,
  label = "code",
}: {
  readonly text: string;
  readonly label?: string;
}) {
  return (
    <button
      type="button"
      data-island="copy"
      data-copy-text={text}
      data-js-only
      className={COPY_BUTTON_CLASS}
      aria-label={`Copy ${label}`}
    >
      <span data-copy-label aria-live="polite">
        Copy
      </span>
    </button>
  );
}
