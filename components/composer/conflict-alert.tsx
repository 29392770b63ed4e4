import type { ModeConflictInfo } from "@/lib/composer/compose";

/** The library's exact conflict message, with what it means for the outputs below. */
export function ConflictAlert({ conflict }: { readonly conflict: ModeConflictInfo }) {
  return (
    <div data-testid="conflict-error" className="rounded-lg border border-danger bg-danger-soft px-4 py-3 text-sm">
      <p className="font-mono font-semibold text-danger">{conflict.message}</p>
      <p className="mt-1 text-fg">
        <span className="font-mono">{conflict.later}</span> cannot follow <span className="font-mono">{conflict.earlier}</span>: one of
        them lists the other in <span className="font-mono">conflicts_with</span>, so <span className="font-mono">Profile</span> refuses
        this composition. Remove one of the two highlighted modes. Until then the system message is shown for reference only and there is no
        profile YAML.
      </p>
    </div>
  );
}
