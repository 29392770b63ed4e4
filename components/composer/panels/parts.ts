// Every part of the composer that components/composer/load-panels.ts loads with import(): one module,
// so code splitting gives them one chunk, fetched in one request (and the modules they share with
// the first load end up in one shared chunk, not one per part).
export { ComposeErrors } from "./compose-errors";
export { ConflictAlert } from "./conflict-alert";
export { EmissionsPanel } from "./emissions-panel";
export { ExportPanel } from "./export-panel";
export { ExportWorkbench } from "./export-workbench";
export { HistoryBar } from "./history-bar";
export { PackRuleList } from "./pack-rule-list";
export { RuntimeView, SourcesView } from "./message-views";
export { RunPanel } from "./run-panel";
export { YamlImportForm } from "./yaml-import-form";
export { YamlPanel } from "./yaml-panel";
// The full reader of the composer's URL, for a link with problems to describe (components/composer/use-composer.ts).
export { parseComposeQuery } from "@/lib/composer/url-codec";
