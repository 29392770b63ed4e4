"use client";

import { roleBodies } from "../../use-composer-data";
import { Panel } from "../../panel";

/** Stands in for the system message while the role's text is fetched (or says why it is not there). */
export function MessageLoading({
  role,
  failure,
}: {
  readonly role: string;
  readonly failure: string | null;
}) {
  return (
    <Panel id="message-heading" title="System message">
      {failure === null ? (
        <p className="text-fg-muted text-sm" aria-busy="true">
          Loading {role}&apos;s text…
        </p>
      ) : (
        <div role="alert" className="text-danger text-sm">
          <p>
            The text of {role} could not be loaded: {failure}.
          </p>
          <button
            type="button"
            onClick={() => roleBodies.load(role)}
            className="border-danger hover:bg-bg mt-2 rounded-md border px-2.5 py-1 text-xs font-medium"
          >
            Try again
          </button>
        </div>
      )}
    </Panel>
  );
}
