import type { ModeConflictInfo } from "@/lib/composer/composition";

/** The library's exact conflict message, with what it means for the outputs below. */
export function ConflictAlert({ conflict }: { readonly conflict: ModeConflictInfo }) {
  return (
    <div
      data-testid="conflict-error"
      className="border-danger bg-danger-soft rounded-lg border px-4 py-3 text-sm"
    >
      <p className="text-danger font-mono font-semibold">{conflict.message}</p>
      <p className="text-fg mt-1">
        <span className="font-mono">{conflict.later}</span> cannot follow{" "}
        <span className="font-mono">{conflict.earlier}</span>: one of them lists the other in{" "}
        <span className="font-mono">conflicts_with</span>, so <span className="font-mono">Profile</span>{" "}
        refuses this composition. Remove one of the two highlighted modes. Until then the system message is
        shown for reference only and there is no profile YAML.
      </p>
    </div>
  );
}
