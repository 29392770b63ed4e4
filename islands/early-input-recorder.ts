// The recorder of islands/early-input.ts, apart from the replay so that the inline theme script
// (components/site/theme-script.tsx, server-rendered) takes it without the islands' browser code, and
// the catalog module does not carry the recorder's text.

import { EARLY_INPUT, TRIGGERS } from "./early-input-names";

/**
 * The recorder, for the inline theme script: clicks on the header's buttons, and printable keys and
 * Backspace. A key that opens the search (opensSearch in search.site-island.ts: Ctrl/⌘-K, or "/" outside
 * a text field) has its default prevented, as the island does, so the browser does not act on it first
 * (Chrome's Ctrl-K goes to the address bar, Firefox's "/" opens its find bar).
 */
export const RECORD_EARLY_INPUT = `var q=[];window.${EARLY_INPUT}=q;addEventListener("click",function(v){var t=v.target;if(window.${EARLY_INPUT}===q&&t&&t.closest&&t.closest(${JSON.stringify(TRIGGERS)}))q.push(v)},true);addEventListener("keydown",function(v){var k=v.key,t=v.target,m=v.ctrlKey||v.metaKey;if(window.${EARLY_INPUT}!==q||!k||k.length!==1&&k!=="Backspace")return;q.push(v);if((k==="k"||k==="K")&&m||k==="/"&&!m&&!v.altKey&&!(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))v.preventDefault()},true);`;
