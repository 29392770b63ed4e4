/** Loader notes (unused files, config text overridden by markdown), shown so nothing is silently ignored. */
export function RoleNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <div className="border-warning/40 bg-warning-soft mt-4 rounded-lg border px-4 py-3 text-sm">
      <p className="font-medium">Loaded with notes</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
