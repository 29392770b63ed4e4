/** A table-of-contents entry: an anchor on the page and its label. */
export interface TocEntry {
  readonly id: string;
  readonly label: string;
  readonly depth?: 1 | 2;
}

/** The sections of a role page, in order; emission keys nest under Emissions. */
export function roleToc(
  emissionKeys: readonly string[],
  hasArtifactDefaults: boolean,
  hasEvals = false,
): TocEntry[] {
  return [
    { id: "system-message", label: "System message" },
    { id: "emissions", label: "Emissions" },
    ...emissionKeys.map((key) => ({ id: `emission-${key}`, label: key, depth: 2 as const })),
    ...(emissionKeys.length > 0
      ? [{ id: "example-response", label: "Example response", depth: 2 as const }]
      : []),
    { id: "default-pack", label: "Default pack" },
    { id: "exports", label: "Export" },
    ...(hasArtifactDefaults ? [{ id: "artifact-defaults", label: "Artifact defaults" }] : []),
    ...(hasEvals ? [{ id: "how-tested", label: "How it is tested" }] : []),
  ];
}
