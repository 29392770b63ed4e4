// The name rules themselves, without the messages that explain a broken name (name-limits.ts): what
// the composer's first load needs to tell a plain link from one the full reader must describe.

/** Longest profile, pack, role or mode name, in characters (code points). */
export const MAX_NAME_LENGTH = 256;
/** Most modes in one profile (a URL or file listing more is broken or hostile). */
export const MAX_PROFILE_MODES = 32;

// Cc (C0, DEL, C1) and Cf (format: bidi controls, zero-width, BOM, tags, …), and unpaired surrogates.
// In a /u regex an unpaired surrogate is its own code point, category Cs; a pair is one astral character.
export const FORBIDDEN_IN_NAME = /[\p{Cc}\p{Cf}\p{Cs}]/u;
