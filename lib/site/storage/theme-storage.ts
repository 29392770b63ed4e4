/** The localStorage key of the reader's theme choice: written by the theme island, read before first paint. */
export const THEME_STORAGE_KEY = "casts-theme";
