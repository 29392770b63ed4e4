/**
 * The pattern's `description` exactly as the catalog holds it, as one run of text: the line an
 * orchestrator reads when it picks a role or mode (the page's structured view is derived from it).
 */
export function ExactDescription({ text, kind }: { readonly text: string; readonly kind: "role" | "mode" }) {
  return (
    <figure className="border-border mt-5 rounded-lg border px-4 py-3 text-sm">
      <figcaption className="text-fg-subtle text-xs font-semibold tracking-wide uppercase">
        The {kind}&apos;s description, as an orchestrator reads it
      </figcaption>
      <p className="text-fg mt-2" data-testid="exact-description">
        {text}
      </p>
    </figure>
  );
}
