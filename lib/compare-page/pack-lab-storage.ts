// Where the pack lab keeps the pack in this browser (localStorage); /compare and the composer read it.
export const PACK_LAB_STORAGE_KEY = "casts:pack-lab";
