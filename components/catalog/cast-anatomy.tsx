import { sitePackHref } from "@/lib/site/build/site-source";

const PARTS = [
  {
    name: "Role",
    href: "/roles/architect",
    example: "architect",
    gives: "the body: the system message, word for word",
  },
  {
    name: "Modes",
    href: "/modes",
    example: "+ slow + adversarial",
    gives: "behaviours appended after the body, in order",
  },
  {
    name: "Emissions",
    href: "/emissions",
    example: "design_spec, execution_plan",
    gives: "typed objects the model may return, checked strictly",
  },
  {
    name: "Pack",
    href: sitePackHref(),
    example: "default.yaml",
    gives: "model, effort, allowed modes and policy per role",
  },
] as const;

/** What a cast is made of, with an example of each part; sits beside the home page's intro. */
export function CastAnatomy() {
  return (
    <section
      aria-labelledby="anatomy"
      className="border-border bg-bg-subtle/60 hidden rounded-xl border p-5 lg:block"
    >
      <h2 id="anatomy" className="text-sm font-semibold">
        Anatomy of a cast
      </h2>
      <ol className="mt-3 space-y-3">
        {PARTS.map((part, index) => (
          <li key={part.name} className="flex gap-3">
            <span
              aria-hidden="true"
              className="bg-accent-soft text-accent mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-semibold"
            >
              {index + 1}
            </span>
            <span className="min-w-0 text-sm">
              <a href={part.href} className="hover:text-accent font-medium hover:underline">
                {part.name}
              </a>{" "}
              <code className="text-fg-subtle font-mono text-xs">{part.example}</code>
              <span className="text-fg-muted block">{part.gives}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
