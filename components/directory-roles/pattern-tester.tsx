/**
 * A box to type a model ID or tool name into and see whether the role allows it and which pattern
 * matched (pattern-tester.island.ts beside it does the matching with the loader's own matcher). Hidden until
 * the island runs: without JavaScript the settings above still list every pattern.
 */
export function PatternTester({
  kind,
  patterns,
  roleName,
  idPrefix = "",
}: {
  kind: "model" | "tool";
  patterns: readonly string[];
  roleName: string;
  /** Keeps ids unique where several roles' testers share a page (/open-roles). */
  idPrefix?: string;
}) {
  const id = `${idPrefix}tester-${kind}`;
  const label = kind === "model" ? "Test a model ID" : "Test a tool name";
  const placeholder = kind === "model" ? "e.g. gpt-4.1-mini" : "e.g. read_file";
  return (
    <div
      hidden
      data-island="pattern-tester"
      data-pattern-tester={kind}
      data-patterns={JSON.stringify(patterns)}
      data-testid={`${kind}-tester`}
      className="border-border bg-bg rounded-lg border p-4"
    >
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        aria-describedby={`${id}-result`}
        className="border-border bg-bg mt-2 block w-full rounded-md border px-3 py-1.5 font-mono text-sm"
      />
      <output
        id={`${id}-result`}
        htmlFor={id}
        aria-live="polite"
        data-testid={`${kind}-tester-result`}
        className="text-fg-muted mt-2 block text-sm"
      >
        {kind === "model"
          ? `Type a model ID to see whether ${roleName} may run on it.`
          : `Type a tool name to see whether ${roleName} can see it.`}
      </output>
    </div>
  );
}
