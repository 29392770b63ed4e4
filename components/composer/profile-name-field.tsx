"use client";

import { useId } from "react";

import { URL_LIMITS } from "@/lib/composer/url-codec";

/** The optional profile name; empty means the role's name, as in Profile.compose. */
export function ProfileNameField({ value, roleName, onChange }: { readonly value: string; readonly roleName: string; readonly onChange: (name: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Profile name <span className="font-normal text-fg-subtle">(optional)</span>
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
        className="h-10 w-full rounded-md border border-border-strong bg-bg px-3 font-mono text-sm placeholder:text-fg-subtle"
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-fg-subtle">
        Left empty, the profile takes the role&apos;s name ({roleName}). It names the YAML and the downloaded file.
      </p>
    </div>
  );
}
