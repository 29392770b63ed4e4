/** One look for every copy button: the composer's React one and the catalog's static one. */
export const COPY_BUTTON_CLASS =
  "inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-medium text-fg-muted hover:bg-bg-muted hover:text-fg";
