import type { CompositionSpec } from "@/lib/casts/compare";

function moveEarlier(modes: readonly string[], position: number): string[] {
  const next = [...modes];
  [next[position - 1], next[position]] = [modes[position] ?? "", modes[position - 1] ?? ""];
  return next;
}

const FIELD = "border-border-strong bg-bg h-9 w-full rounded-md border px-2 text-sm";

/** One side's composition: a role and its ordered modes, with native controls (keyboard as usual). */
export function CompositionEditor({
  side,
  spec,
  roles,
  modes,
  onChange,
  onNeedRoles,
}: {
  readonly side: "A" | "B";
  readonly spec: CompositionSpec;
  readonly roles: readonly string[];
  /** The modes "Add a mode…" offers: none already chosen or conflicting with one (addableModes). */
  readonly modes: readonly string[];
  /** Absent in the build's markup (the default comparison, app/compare/page.tsx), which has no behaviour. */
  readonly onChange?: ((spec: CompositionSpec) => void) | undefined;
  /** Called when the reader turns to the role list (to load the directory roles into it). */
  readonly onNeedRoles?: (() => void) | undefined;
}) {
  const id = `compare-${side.toLowerCase()}`;
  const setModes = onChange && ((next: readonly string[]) => onChange({ role: spec.role, modes: next }));
  return (
    <fieldset
      className="border-border min-w-0 rounded-lg border p-3"
      data-testid={`editor-${side.toLowerCase()}`}
    >
      <legend className="px-1 text-sm font-semibold">Composition {side}</legend>
      <label htmlFor={`${id}-role`} className="text-fg-muted text-xs font-medium">
        Role
      </label>
      <select
        id={`${id}-role`}
        className={FIELD}
        value={spec.role}
        onFocus={onNeedRoles}
        onPointerDown={onNeedRoles}
        onChange={onChange && ((event) => onChange({ role: event.target.value, modes: spec.modes }))}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </select>
      <p className="text-fg-muted mt-2 text-xs font-medium" id={`${id}-modes`}>
        Modes, in order
      </p>
      <ol className="mt-1 flex flex-wrap gap-1.5" aria-labelledby={`${id}-modes`}>
        {spec.modes.length === 0 ? <li className="text-fg-subtle text-xs">none</li> : null}
        {spec.modes.map((mode, position) => (
          <li
            key={`${mode}-${position}`}
            className="bg-bg-muted flex items-center gap-1 rounded-full py-0.5 pr-1 pl-2.5 text-xs"
          >
            <span className="font-mono">{mode}</span>
            {position > 0 ? (
              <button
                type="button"
                className="hover:bg-bg-subtle rounded-full px-1"
                aria-label={`Move ${mode} earlier in ${side}`}
                onClick={setModes && (() => setModes(moveEarlier(spec.modes, position)))}
              >
                ↑
              </button>
            ) : null}
            <button
              type="button"
              className="hover:bg-bg-subtle rounded-full px-1"
              aria-label={`Remove ${mode} from ${side}`}
              onClick={setModes && (() => setModes(spec.modes.filter((_, at) => at !== position)))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <label htmlFor={`${id}-add`} className="sr-only">
        Add a mode to {side}
      </label>
      <select
        id={`${id}-add`}
        className={`${FIELD} mt-2`}
        value=""
        onChange={
          setModes &&
          ((event) => {
            if (event.target.value !== "") setModes([...spec.modes, event.target.value]);
          })
        }
      >
        <option value="">Add a mode…</option>
        {modes.map((mode) => (
          <option key={mode} value={mode}>
            {mode}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
