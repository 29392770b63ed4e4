// What the composer shows once a role is picked, loaded with import() by components/composer/load-panels.ts:
// the composition itself (lib/composer/composition.ts on the browser core), the pack's verdict, the
// form's section for the picked role and the system message. An empty composer needs none of it, so
// /compose's first load leaves it out; a link that opens a composition fetches it with the page.
export { composeProfile } from "@/lib/composer/composition";
export { packVerdict } from "@/lib/composer/pack-rules";
export { MessageLoading } from "./message-loading";
export { MessagePanel } from "./message-panel";
export { RoleSection } from "./role-section";
