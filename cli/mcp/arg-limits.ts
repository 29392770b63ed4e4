// Length bounds on the string arguments of the MCP tools and prompts, checked by the SDK's input
// validation before a tool or prompt runs: a string past its bound is refused by its length alone (no
// pass over its text, nothing echoed), so a 2 MB or 32 MiB argument costs what a short one does. The
// bounds are loose upper bounds of the library's own limits, which still give the precise message for
// anything in between (a 300-character name, 1 MiB of multi-byte YAML).
import { z } from "zod";

import { MAX_INPUT_BYTES, MAX_NAME_LENGTH, MAX_PROFILE_MODES } from "../../lib/casts";

/** A name of MAX_NAME_LENGTH code points is at most twice as many UTF-16 units. */
export const MAX_NAME_ARG = MAX_NAME_LENGTH * 2;
/** MAX_PROFILE_MODES names and their commas, with room for spaces after the commas. */
export const MAX_MODES_ARG = MAX_PROFILE_MODES * (MAX_NAME_ARG + 2);
/** A UTF-8 text of MAX_INPUT_BYTES has at most that many UTF-16 units. */
export const MAX_TEXT_ARG = MAX_INPUT_BYTES;

const over = (limit: number, what: string) =>
  `longer than ${limit.toLocaleString("en-US")} characters, the most ${what} can be; refused unread`;

/** A role, mode, profile or model name. */
export const nameArg = () => z.string().max(MAX_NAME_ARG, over(MAX_NAME_ARG, "a name"));

/** Mode names as one comma-separated string (a role prompt's `modes` argument). */
export const modesTextArg = () =>
  z.string().max(MAX_MODES_ARG, over(MAX_MODES_ARG, `${MAX_PROFILE_MODES} mode names`));

/** Mode names: a list, or one comma-separated string. */
export const modesArg = () =>
  z.union([
    z
      .array(nameArg())
      .max(MAX_PROFILE_MODES, `more than ${MAX_PROFILE_MODES} modes, the most a profile can have`),
    modesTextArg(),
  ]);

/** A YAML or JSON text (its size in bytes is checked again, exactly, by the library). */
export const textArg = () => z.string().max(MAX_TEXT_ARG, over(MAX_TEXT_ARG, "a 1 MiB text"));
