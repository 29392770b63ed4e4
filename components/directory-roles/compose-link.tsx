import { composeHref } from "@/lib/composer/url-codec";

/** Opens the composer with this role selected. */
export function ComposeLink({ name }: { name: string }) {
  return (
    <a
      href={composeHref({ role: name })}
      className="bg-accent text-accent-fg inline-flex shrink-0 items-center rounded-md px-3 py-1.5 text-sm font-medium hover:opacity-90"
    >
      Compose with this role
    </a>
  );
}
