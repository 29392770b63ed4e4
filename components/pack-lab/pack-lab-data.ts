/** Where the site serves the lab's report of its own pack (app/packs/lab/report.json/route.ts). */
export const PACK_LAB_REPORT_URL = "/packs/lab/report.json";
