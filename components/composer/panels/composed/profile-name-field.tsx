"use client";

import { useId } from "react";

import { URL_LIMITS } from "@/lib/composer/compose-href";

/** The optional profile name; empty means the role's name, as in Profile.compose. */
export function ProfileNameField({
  value,
  roleName,
  onChange,
}: {
  readonly value: string;
  readonly roleName: string;
  readonly onChange: (name: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Profile name <span className="text-fg-subtle font-normal">(optional)</span>
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={URL_LIMITS.profileName}
        placeholder={roleName}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        data-testid="profile-name"
        className="border-border-strong bg-bg placeholder:text-fg-subtle h-10 w-full rounded-md border px-3 font-mono text-sm"
      />
      <p id={`${id}-hint`} className="text-fg-subtle mt-1.5 text-xs">
        Left empty, the profile takes the role&apos;s name ({roleName}). It names the YAML and the downloaded
        file.
      </p>
    </div>
  );
}
