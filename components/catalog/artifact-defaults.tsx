import { CodeBlock } from "@/components/code/code-block";
import type { ArtifactDefaults as ArtifactDefaultsData } from "@/lib/casts";
import { isJsonObject, prettyJson } from "@/lib/site/json";

import { AnchorHeading } from "./anchor-heading";
import { Disclosure } from "./disclosure";

interface ExpectedArtifact {
  readonly id: string;
  readonly path: string;
  readonly required: boolean;
  readonly description: string;
}

function readExpected(defaults: ArtifactDefaultsData): ExpectedArtifact[] {
  const expected = defaults["expected"];
  if (!Array.isArray(expected)) return [];
  return expected.filter(isJsonObject).map((item) => ({
    id: typeof item["id"] === "string" ? item["id"] : "",
    path: typeof item["path"] === "string" ? item["path"] : "",
    required: item["required"] === true,
    description: typeof item["description"] === "string" ? item["description"] : "",
  }));
}

/** The files a role is expected to leave behind, when the role sets artifact defaults. */
export function ArtifactDefaults({
  name,
  defaults,
}: {
  readonly name: string;
  readonly defaults: ArtifactDefaultsData;
}) {
  const expected = readExpected(defaults);
  return (
    <section
      aria-labelledby="artifact-defaults"
      className="lazy-render [contain-intrinsic-size:auto_20rem] md:[contain-intrinsic-size:auto_15rem]"
    >
      <AnchorHeading id="artifact-defaults" label="Artifact defaults" />
      <p className="text-fg-muted mb-4 max-w-3xl">
        Files the runtime expects this role to write by the end of its task.
      </p>
      {expected.length > 0 && (
        <ul className="mb-3 space-y-2">
          {expected.map((artifact) => (
            <li key={artifact.id || artifact.path} className="border-border rounded-lg border p-4">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-mono font-semibold">{artifact.path}</span>
                <span className="bg-bg-muted text-fg-muted rounded-full px-2 py-0.5 font-mono text-xs">
                  id: {artifact.id}
                </span>
                {artifact.required && (
                  <span className="bg-warning-soft text-warning rounded-full px-2 py-0.5 text-xs font-medium">
                    required
                  </span>
                )}
              </p>
              <p className="text-fg-muted mt-1.5 text-sm">{artifact.description}</p>
            </li>
          ))}
        </ul>
      )}
      <Disclosure summary="As declared (artifact_defaults)" open={expected.length === 0}>
        <CodeBlock
          code={prettyJson(defaults)}
          lang="json"
          title={`${name}.artifact_defaults.json`}
          copyLabel={`${name} artifact defaults`}
        />
      </Disclosure>
    </section>
  );
}
