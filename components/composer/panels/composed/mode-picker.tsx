"use client";

import type { ModeOption } from "@/lib/composer/mode-options";
import { searchItems } from "@/lib/composer/search-items";

import { Badge } from "../../badge";
import { Combobox } from "../../combobox";

const modeFields = (option: ModeOption) => [option.mode.name, option.mode.description];
const searchModes = (options: readonly ModeOption[], text: string) => searchItems(options, text, modeFields);

interface ModePickerProps {
  readonly options: readonly ModeOption[];
  readonly outsideAllowReason: string;
  readonly onPick: (mode: string) => void;
}

/** The id of the mode search box, for moving focus to it. */
export const MODE_PICKER_INPUT_ID = "mode-picker-input";

export function ModePicker({ options, outsideAllowReason, onPick }: ModePickerProps) {
  return (
    <Combobox
      label="Add a mode"
      listLabel="Modes"
      placeholder="Search modes, e.g. evidential"
      hint="Modes apply in order after the role body. Conflicts and pack warnings show before you pick."
      items={options}
      search={searchModes}
      itemKey={(option) => option.mode.name}
      isUnavailable={(option) => option.added}
      onPick={(option) => onPick(option.mode.name)}
      countLabel={(count) => `${count} ${count === 1 ? "mode" : "modes"} listed`}
      inputId={MODE_PICKER_INPUT_ID}
      testId="mode-picker"
      renderOption={(option) => (
        <>
          <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <span className={`font-mono text-sm font-medium ${option.added ? "text-fg-muted" : ""}`}>
              {option.mode.name}
            </span>
            {option.added ? <Badge tone="neutral">added</Badge> : null}
            {option.isDefault ? <Badge tone="accent">pack default</Badge> : null}
            {option.conflicts.length > 0 ? <Badge tone="danger">conflict</Badge> : null}
            {option.outsideAllow ? <Badge tone="warning">not allowed by the pack</Badge> : null}
          </span>
          <span className="text-fg-muted mt-0.5 line-clamp-2 text-xs">{option.mode.description}</span>
          {option.conflicts.map((conflict) => (
            <span key={conflict.with} className="text-danger mt-1 block text-xs">
              {conflict.reason}
            </span>
          ))}
          {option.outsideAllow ? (
            <span className="text-warning mt-1 block text-xs">{outsideAllowReason}</span>
          ) : null}
        </>
      )}
    />
  );
}
