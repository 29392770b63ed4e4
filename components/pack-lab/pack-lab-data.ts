/** Where the site serves the lab's report of its own pack (a data file: postbuild/data-files.ts). */
export const PACK_LAB_REPORT_URL = "/packs/lab/report.json";
