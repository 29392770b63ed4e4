// Where the pack lab keeps the pack in this browser (localStorage); /compare and the composer read it.
// (Beside it, the lab's own Undo after a replacement, which nothing else reads.)
export const PACK_LAB_STORAGE_KEY = "casts:pack-lab";

/**
 * Where the pack lab keeps what Undo brings back after a replacement, until the next edit, so that a
 * reload does not lose the pack replaced (lib/pack-lab/pack-replacement.ts writes and checks it).
 */
export const PACK_LAB_UNDO_KEY = "casts:pack-lab-undo";
